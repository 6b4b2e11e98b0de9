/**
 * On every page while counting is on (docs/decisions/0031): counts the visit (a missing page's as
 * a 404) and each tap on a phone or email link, wherever it sits (header, page, footer, storm
 * notice, the quote form's messages); notes for the tab which page a followed link left, so the
 * quote form knows where its visitor came from in every browser; once the page is idle, loads the
 * field-speed module where the browser measures it. It sends and forgets: it never holds a link
 * back or changes what a tap does, and a counter that fails is never seen.
 */
import { whenSettled } from "#app/browser/when-settled.ts";
import {
  counted,
  countEvent,
  IGNORE_KEY,
  noteLinkFollowed,
  otherSite,
  sendCount,
  type CountedName,
  type SpeedRatings,
} from "#app/counts/count-event.ts";

/** Given at build from VITE_COUNTER (scripts/build/vite-client-entries.ts); this module loads only while it is set. */
declare const SITE_COUNTER: import("#app/counts/count-event.ts").CounterTarget;
/** The hashed URLs of the scripts bundled before this one (scripts/build/vite-client-entries.ts). */
declare const ENTRY_URL_FIELD_SPEED: string;
declare const ENTRY_URL_COUNTED_ADDRESS: string;

const counter = SITE_COUNTER;

// The owner leaves a phone or computer out of the counts by opening a page with ?plausible_ignore=true (false counts it again).
const ignore = new URLSearchParams(location.search).get(IGNORE_KEY);
try {
  if (ignore === "true") localStorage.setItem(IGNORE_KEY, ignore);
  else if (ignore) localStorage.removeItem(IGNORE_KEY);
} catch {
  // no storage: the switch cannot be kept
}
const count = (name: CountedName, extra?: { referrer?: string | undefined; query?: string; ratings?: SpeedRatings }, path?: string) =>
  sendCount(counter, countEvent(counter, name, location.origin, path ?? location.pathname, extra));
const visit = (query?: string) => count(counted.visit, { referrer: otherSite(document.referrer, location.origin), query });

// The not-found page (app/routes/not-found.tsx) marks itself; the offline page is a page like any
// other. A missing page's path and a visit's campaign tags are the address's, which a visitor or a
// link may have filled with an email address or a phone number: counted only through the module
// that hides them, loaded only then (not loaded, offline: a visit is counted without its tags).
const missing = document.querySelector("[data-missing]");
if (missing || location.search.includes("utm_"))
  import(/* @vite-ignore */ ENTRY_URL_COUNTED_ADDRESS).then(
    ({ countedAddress }: typeof import("#app/browser/counted-address.ts")) => {
      const { path, query } = countedAddress(location);
      if (missing) count(counted.notFound, {}, path);
      else visit(query);
    },
    () => missing || visit(),
  );
else visit();

const tapped = { "tel:": counted.call, "mailto:": counted.email } as const;
addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    const name = tapped[link.protocol as keyof typeof tapped];
    if (name) count(name);
    // Not from a missing page, whose address may hold a visitor's email address or phone number.
    else if (!missing && link.origin === location.origin) noteLinkFollowed(location.pathname, link.pathname);
  },
  { capture: true, passive: true },
);

// Only on a page the site has, and where the browser reports Largest Contentful Paint (not Safari):
// elsewhere web-vitals would measure nothing. Imported by its URL, which brings no preload helper
// of Vite's along (an import of the module would, 1 KB).
if (!missing && counter.speed && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))
  whenSettled(() =>
    import(/* @vite-ignore */ ENTRY_URL_FIELD_SPEED).then(
      ({ measure }: typeof import("#app/browser/field-speed.ts")) => measure((ratings) => count(counted.speed, { ratings })),
      () => undefined, // not loaded (offline): not measured, and never seen
    ),
  );
