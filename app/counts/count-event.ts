/**
 * What the site counts (docs/decisions/0031), as events in the shape of Plausible's Events API:
 * `POST /api/event` with a JSON body sent as text/plain, which needs no preflight. The same body
 * goes to Plausible and to `npm start`'s own counter (server/count-receiver.ts), which refuses anything
 * else. An event names a page of this site, the suburb it shows and, for field speed, three
 * ratings: never anything a visitor typed, and no identifier. Browser-safe, and small: every page
 * loads it while counting is on.
 */
import { withoutPersonal } from "#app/counts/personal-data.ts";
import { normalizePath, suburbOfPath } from "#app/site/paths.ts";

/**
 * Each thing counted, by the name the owner's dashboard shows ("pageview" is Plausible's visit;
 * "404" is Plausible's documented goal for a missing page, with the path as its property).
 */
export const counted = { visit: "pageview", call: "Call", email: "Email", quote: "Quote", speed: "Speed", notFound: "404" } as const;
export type CountedName = (typeof counted)[keyof typeof counted];

/** Google's three ratings of a Core Web Vital, as web-vitals reports them. */
export const ratings = ["good", "needs-improvement", "poor"] as const;
type Rating = (typeof ratings)[number];
export const speedMetrics = ["lcp", "inp", "cls"] as const;
export type SpeedRatings = Partial<Record<(typeof speedMetrics)[number], Rating>>;

export interface CounterTarget {
  /** Where events are posted: a Plausible server's /api/event, or this site's own. */
  endpoint: string;
  /** The counter's origin when it is not this site's: the pages' policy must allow it. */
  origin: string | undefined;
  /** The site's domain as the counter knows it (Plausible's `domain`). */
  site: string;
  /** Whether the counter loads field speed once the page is idle (VITE_FIELD_SPEED). */
  speed: boolean;
}

/** The campaign tags a counted URL keeps (Plausible reads its sources from them); the rest of a query never leaves the page. */
export const campaignTags = ["utm_source", "utm_medium", "utm_campaign"] as const;
/** A tag's value, and a missing page's path, are cut to this many characters. */
export const MAX_COUNTED_TEXT = 200;

export interface CountEvent {
  name: CountedName;
  /** The page: this site's origin and the path as the visitor saw it; of its query, a visit keeps the campaign tags alone. */
  url: string;
  domain: string;
  /** The other site a visitor came from, its origin alone. */
  referrer?: string;
  /** `path`: a missing page's, on a 404. */
  props?: { suburb?: string; path?: string } & SpeedRatings;
  /** Field speed is measured, not done by the visitor: Plausible leaves it out of the bounce rate. */
  interactive?: false;
}

interface Extra {
  referrer?: string;
  ratings?: SpeedRatings;
  /** A visit's campaign tags, as `campaignQuery` keeps them from its page's query. */
  query?: string;
}

const campaignTag = new RegExp(`^(${campaignTags.join("|")})=.`);
/**
 * The campaign tags of a query, as a query of their own ("" when it has none), each as the page was
 * given it, less what looks like an email address or a phone number, then cut short. Loaded by the
 * counter only on a page whose address has such a tag (app/browser/counted-address.ts).
 */
export function campaignQuery(search: string): string {
  const tags = search
    .slice(1)
    .split("&")
    .filter((pair) => campaignTag.test(pair))
    .map((pair) => withoutPersonal(pair).slice(0, MAX_COUNTED_TEXT));
  return tags.length > 0 ? `?${tags.join("&")}` : "";
}

/**
 * An event about one page of this site; a suburb page's event carries its suburb, whatever its URL
 * shape. A 404 names the missing path (`path`, as the not-found page gives it) as its property, cut
 * short, and no suburb.
 */
export function countEvent(target: CounterTarget, name: CountedName, origin: string, path: string, extra: Extra = {}): CountEvent {
  const missing = name === counted.notFound;
  const page = missing ? path.slice(0, MAX_COUNTED_TEXT) : normalizePath(path);
  const suburb = missing ? undefined : suburbOfPath(page);
  const props = { ...(suburb && { suburb }), ...(missing && { path: page }), ...extra.ratings };
  return {
    name,
    url: origin + page + (extra.query ?? ""),
    domain: target.site,
    ...(extra.referrer && { referrer: extra.referrer }),
    ...(Object.keys(props).length > 0 && { props }),
    ...(extra.ratings && { interactive: false }),
  };
}

/**
 * A device whose localStorage holds this key as "true" is left out of the counts: Plausible's own
 * documented switch, set by opening any page with `?plausible_ignore=true` (app/browser/counter.ts;
 * docs/owner-guide.md, section 10).
 */
export const IGNORE_KEY = "plausible_ignore";
/** A page's storage and its tab's name; the service worker has neither. */
const device = globalThis as { localStorage?: { getItem(key: string): string | null }; name?: unknown };
/**
 * Whether this device is the owner's, left out of the counts; throws where storage is refused. The
 * service worker has no storage: a quote kept on a left-out device carries no source, so it is not counted.
 */
export const leftOut = () => device.localStorage?.getItem(IGNORE_KEY) === "true";

/**
 * Posts an event and forgets it: nothing waits for it, it is never retried, and no answer (or
 * none at all) is ever shown. `keepalive` lets it leave while the page unloads; `no-cors`, since
 * the answer is never read.
 */
export function sendCount(target: CounterTarget, event: CountEvent): void {
  // A counting service hears only from the site itself: never a test, a preview or Lighthouse on another host.
  if (target.origin && !onSite(new URL(event.url).hostname, target.site)) return;
  try {
    if (leftOut()) return;
    fetch(target.endpoint, { method: "POST", body: JSON.stringify(event), keepalive: true, mode: "no-cors", credentials: "omit" }).catch(
      () => undefined,
    );
  } catch {
    // No fetch that can do this: not counted.
  }
}

/** The other website a visitor came from, by its origin alone; undefined for this site's pages, an app or none. */
export function otherSite(referrer: string, here: string): string | undefined {
  try {
    const from = new URL(referrer);
    return /^https?:$/.test(from.protocol) && from.origin !== here ? from.origin : undefined;
  } catch {
    return undefined; // no referrer
  }
}

const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
/** Whether a page's host name is the site's (the counter's `site`), with or without www. */
export const onSite = (hostname: string, site: string) => bare(hostname) === bare(site);

/**
 * The tab's note of the link last followed within the site: `window.name`, which lasts while the tab
 * stays on this site and is cleared by the browser when it goes to another. Not storage: nothing
 * outlives the tab. It stands in for the referrer that Firefox leaves empty on a page its service
 * worker answered. It holds the link's path, then the path of the page it was on ("/contact
 * /locations/noosa"; paths as browsers give them hold no space). The page it leads to takes it as it
 * is parsed, before its first paint, into `LINK_FROM` of its own document, and clears the tab's name
 * (app/components/layout/client-script.tsx): so it never outlives that page, even one left before
 * its other scripts ran (WebKit runs them late). Nothing else on the site names a window.
 */
export const LINK_FROM = "canopyFrom";
export const noteLinkFollowed = (from: string, to: string) => void (device.name = `${to} ${from}`);

/** The page of this site whose link led to this page load, as its note said; undefined when none did. */
function linkedFrom(): string | undefined {
  const from = (globalThis as Record<string, unknown>)[LINK_FROM];
  return typeof from === "string" ? normalizePath(from) : undefined;
}

/**
 * The page a visitor came to the quote form from: the page of this site the form's page was opened
 * from (its referrer, which browsers give in full within a site, or else the tab's note of the link
 * followed), or the form's own page when they came from another site or straight to it. None on
 * the owner's own device (or where storage is refused): a request kept there is then not counted by
 * the service worker either.
 */
export function quoteSource(referrer: string, form: { origin: string; pathname: string }): string | undefined {
  try {
    if (leftOut()) return undefined;
  } catch {
    return undefined;
  }
  try {
    const from = new URL(referrer);
    if (from.origin === form.origin) return normalizePath(from.pathname);
  } catch {
    // no referrer
  }
  return linkedFrom() ?? normalizePath(form.pathname);
}
