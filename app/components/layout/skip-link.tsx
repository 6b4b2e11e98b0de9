import { siteCopy } from "#app/words-in-code/site-copy.ts";

/** The keyboard's first stop: straight past the header to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-forest-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {siteCopy.skipLink}
    </a>
  );
}
