/**
 * A post's or a job's "Goes live on" (app/content/going-live.ts) as the form asks it: the phone's own
 * date-and-time picker, on Queensland's clock whatever the phone's zone, written as the build reads it
 * (2026-12-10T06:00:00+10:00); and how the list of entries says what is not on the site yet.
 */
import { QUEENSLAND_OFFSET, goesLiveAt, queenslandTime, type Schedule } from "#app/content/going-live.ts";
import { words } from "./editor-words.ts";

/** The picker's value (2026-12-10T06:00) of a stored time, on Queensland's clock; "" for none or one it cannot read. */
export function pickerValue(stored: unknown): string {
  if (typeof stored !== "string" || !stored) return "";
  const at = Date.parse(stored);
  return Number.isNaN(at) ? "" : queenslandTime(at).slice(0, 16);
}

/** The stored time of the picker's value: Queensland's clock with its offset; "" when cleared. */
export const storedTime = (picked: string) => (picked ? `${picked.slice(0, 16)}:00${QUEENSLAND_OFFSET}` : "");

/** "10 Dec, 6:00 am", in Queensland. */
const shortWhen = (at: number) =>
  new Date(at).toLocaleString("en-AU", {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Australia/Brisbane",
  });

/** What the list of entries says beside one not on the site at `now`: a draft, or one coming up; nothing for one that is. */
export function scheduleBadge(entry: Schedule, now: Date): string | undefined {
  const at = goesLiveAt(entry);
  if (at === null) return words.notOnSiteYet;
  return at > now.getTime() ? words.comingUp(shortWhen(at)) : undefined;
}
