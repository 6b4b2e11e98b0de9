import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { siteCopy } from "~/content/site-copy";

/**
 * On every client-side route change: scroll to the top (spec section 2) and move keyboard focus to
 * the main content, so screen-reader users hear the new page instead of staying on the old link.
 */
export function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "instant" }); // a new page starts at its top, not mid-glide
    mainRef.current?.focus({ preventScroll: true });
    // The path is the trigger: the effect runs for each new page, not for anything it reads.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [pathname]);
  return mainRef;
}

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-forest-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {siteCopy.skipLink}
    </a>
  );
}
