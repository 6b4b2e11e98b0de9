/**
 * When an entry (a blog post, a job) is on the site: a draft (`draft: true`, "Not on the site yet")
 * never, one with a "Goes live on" time (`publishDate`, a Queensland date and time with its offset,
 * 2026-12-10T06:00:00+10:00) from that moment, any other always. Pure and browser-safe: the build
 * (what it leaves out, app/content/build-now.server.ts for its "now"), the content check (no page
 * links to what is not on the site) and the editor's list ("Coming up …") read it.
 */

/** The two fields a post's front matter and a job's file may carry. */
export interface Schedule {
  draft?: boolean | undefined;
  publishDate?: string | undefined;
}

/** Queensland keeps UTC+10 all year (no daylight saving): the offset every time the editor writes. */
export const QUEENSLAND_OFFSET = "+10:00";

/** The moment an entry goes on the site (ms since 1970): null for a draft, -Infinity for one with no time. */
export function goesLiveAt({ draft, publishDate }: Schedule): number | null {
  if (draft === true) return null;
  if (!publishDate) return -Infinity;
  const at = Date.parse(publishDate);
  return Number.isNaN(at) ? -Infinity : at;
}

/** Whether a page built at `now` shows the entry. */
export function isLive(entry: Schedule, now: Date): boolean {
  const at = goesLiveAt(entry);
  return at !== null && at <= now.getTime();
}

/** The fields of `data`, if it is an entry's: a schedule, read loosely (the shape checks them). */
export function scheduleOf(data: unknown): Schedule {
  if (typeof data !== "object" || data === null) return {};
  const { draft, publishDate } = data as Record<string, unknown>;
  return {
    ...(draft === true ? { draft: true } : {}),
    ...(typeof publishDate === "string" && publishDate ? { publishDate } : {}),
  };
}

/** A moment as Queensland's wall clock writes it, with its offset: 2026-12-10T06:00:00+10:00. */
export function queenslandTime(moment: Date | number): string {
  const shifted = new Date(new Date(moment).getTime() + 10 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}${QUEENSLAND_OFFSET}`;
}
