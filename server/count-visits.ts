/**
 * Visits, as Plausible counts them (its sessions): npm start's counter tells one visitor's page
 * loads and taps from another's by a hash of their address and browser, held in memory for 30
 * minutes after their last event and never written. A visit starts with a page load from another
 * site or a tagged link, or after 30 minutes without one; its first page is stored as the visit's
 * entry, and every line of the visit carries the visit's source, so `npm run stats` counts visits
 * (not page loads) and the calls and quote requests each source brought.
 */
import { createHash } from "node:crypto";
import { counted } from "#app/counts/count-event.ts";
import type { CountLine } from "./count-line.ts";

/** Plausible's: a visit ends after 30 minutes without an event. */
const IDLE_MS = 30 * 60_000;

/** A visit's source as the owner reads it: its tags (utm_source / utm_medium / utm_campaign), else the other site; undefined for none. */
export function sourceOfVisit(line: Pick<CountLine, "utm_source" | "utm_medium" | "utm_campaign" | "from">): string | undefined {
  const tags = [line.utm_source, line.utm_medium, line.utm_campaign].filter(Boolean);
  return tags.length > 0 ? tags.join(" / ") : line.from?.replace(/^https?:\/\//, "");
}

export function createVisits(now = () => Date.now()) {
  const open = new Map<string, { source: string | undefined; last: number }>();
  return {
    /** The line as stored: a page load marked as its visit's entry or not; each line with its visit's source. */
    place(line: CountLine, visitor: string): CountLine {
      const at = now();
      for (const [key, visit] of open) if (at - visit.last > IDLE_MS) open.delete(key);
      const key = createHash("sha256").update(visitor).digest("base64url");
      let visit = open.get(key);
      const own = line.name === counted.visit ? sourceOfVisit(line) : undefined;
      const entry = line.name === counted.visit && (!visit || (own !== undefined && own !== visit.source));
      if (entry) open.set(key, (visit = { source: own, last: at }));
      if (visit) visit.last = at;
      return {
        ...line,
        ...(line.name === counted.visit && { entry }),
        ...(visit?.source !== undefined && { source: visit.source }),
      };
    },
  };
}
