/**
 * What the site counts (docs/decisions/0031), as events in the shape of Plausible's Events API:
 * `POST /api/event` with a JSON body sent as text/plain, which needs no preflight. The same body
 * goes to Plausible and to `npm start`'s own counter (server/count-receiver.ts), which refuses anything
 * else. An event names a page of this site, the suburb it shows and, for field speed, three
 * ratings: never anything a visitor typed, and no identifier. Browser-safe, and small: every page
 * loads it while counting is on.
 */
import { normalizePath, suburbOfPath } from "#app/paths.ts";

/** Each thing counted, by the name the owner's dashboard shows ("pageview" is Plausible's visit). */
export const counted = { visit: "pageview", call: "Call", email: "Email", quote: "Quote", speed: "Speed" } as const;
export type CountedName = (typeof counted)[keyof typeof counted];

/** Google's three ratings of a Core Web Vital, as web-vitals reports them. */
export const ratings = ["good", "needs-improvement", "poor"] as const;
export type Rating = (typeof ratings)[number];
export const speedMetrics = ["lcp", "inp", "cls"] as const;
export type SpeedRatings = Partial<Record<(typeof speedMetrics)[number], Rating>>;

export interface CounterTarget {
  /** Where events are posted: a Plausible server's /api/event, or this site's own. */
  endpoint: string;
  /** The counter's origin when it is not this site's: the pages' policy must allow it. */
  origin: string | undefined;
  /** The site's domain as the counter knows it (Plausible's `domain`). */
  site: string;
}

export interface CountEvent {
  name: CountedName;
  /** The page: this site's origin and the path as the visitor saw it, no query or fragment. */
  url: string;
  domain: string;
  /** The other site a visitor came from, its origin alone. */
  referrer?: string;
  props?: { suburb?: string } & SpeedRatings;
  /** Field speed is measured, not done by the visitor: Plausible leaves it out of the bounce rate. */
  interactive?: false;
}

interface Extra {
  referrer?: string;
  ratings?: SpeedRatings;
}

/** An event about one page of this site; a suburb page's event carries its suburb, whatever its URL shape. */
export function countEvent(target: CounterTarget, name: CountedName, origin: string, path: string, extra: Extra = {}): CountEvent {
  const page = normalizePath(path);
  const suburb = suburbOfPath(page);
  const props = { ...(suburb && { suburb }), ...extra.ratings };
  return {
    name,
    url: origin + page,
    domain: target.site,
    ...(extra.referrer && { referrer: extra.referrer }),
    ...(Object.keys(props).length > 0 && { props }),
    ...(extra.ratings && { interactive: false }),
  };
}

/**
 * Posts an event and forgets it: nothing waits for it, it is never retried, and no answer (or
 * none at all) is ever shown. `keepalive` lets it leave while the page unloads; `no-cors`, since
 * the answer is never read.
 */
export function sendCount(target: CounterTarget, event: CountEvent): void {
  try {
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

/**
 * The page a visitor came to the quote form from: the page of this site the form's page was opened
 * from (its referrer, which browsers give in full within a site), or the form's own page when they
 * came from another site or straight to it.
 */
export function quoteSource(referrer: string, form: { origin: string; pathname: string }): string {
  try {
    const from = new URL(referrer);
    if (from.origin === form.origin) return normalizePath(from.pathname);
  } catch {
    // no referrer
  }
  return normalizePath(form.pathname);
}
