/**
 * The storm notice under the header (content/storm-notice.json): whether a page built now shows
 * it, and the few bytes that take it down on a page built before its last day ended. The site is
 * in Queensland, so a day is a Queensland day (UTC+10 all year: no daylight saving).
 */
import type * as z from "zod";
import type { stormNoticeFile } from "#app/content/model/storm-notice-file.ts";

/** The notice's file as the build reads it, placeholders filled. */
export type StormNoticeSetting = z.output<typeof stormNoticeFile>;

/** The notice as a page shows it: the message, and its last day if it has one. */
export interface StormNotice {
  message: string;
  until?: string | undefined;
}

let queenslandDays: Intl.DateTimeFormat | undefined;
/**
 * A moment's date in Queensland, as YYYY-MM-DD. One formatter, made on first use and reused: one
 * made per call costs memory that the counter (per event) and `npm run stats` (per line) never got
 * back (issue 49: 50,000 calls, 1.34 GB).
 */
export const queenslandDate = (moment: Date) =>
  (queenslandDays ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" })).format(moment);

/**
 * The notice a page built at `now` shows, or null for none: the owner's switch, unless
 * VITE_STORM_NOTICE ("on"/"off", from the host's settings) overrides it, never before its first day
 * (a build that morning puts it up: app/content/coming-up.ts) and never after its last day.
 */
export function stormNotice(setting: StormNoticeSetting, override: "on" | "off" | undefined, now: Date): StormNotice | null {
  const switchedOn = override ? override === "on" : setting.show;
  const today = queenslandDate(now);
  const ended = setting.until ? today > setting.until : false;
  const started = setting.from ? today >= setting.from : true;
  return switchedOn && started && !ended ? { message: setting.message, until: setting.until || undefined } : null;
}

/**
 * Run right after the notice, on a page that may be served days after it was built: once the last
 * day (data-until) has ended in Queensland, the notice is taken away before the page is painted.
 * A visitor without JavaScript sees it until the next build (the daily rebuild, docs/owner-guide.md).
 */
export const endNoticeAfterLastDay =
  'var n=document.currentScript.previousElementSibling;if(Date.now()>=Date.parse(n.dataset.until+"T00:00:00+10:00")+864e5)n.remove()';
