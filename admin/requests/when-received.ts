/**
 * When a quote request came, in Queensland's time as the owner reads a clock on the Sunshine Coast:
 * "Today 3:42 pm", "Yesterday 9:05 am", "Mon 7 Dec, 9:05 am", and the year when it is not this one.
 * Queensland keeps no daylight saving: it is UTC+10 all year, so no time zone table is needed (a
 * phone set to another zone still shows Queensland's time).
 */
const QUEENSLAND_OFFSET_MS = 10 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The moment as a date whose UTC fields read Queensland's clock. */
const queensland = (ms: number) => new Date(ms + QUEENSLAND_OFFSET_MS);
/** Queensland's day number since 1970. */
const dayOf = (ms: number) => Math.floor((ms + QUEENSLAND_OFFSET_MS) / DAY_MS);

/** "3:42 pm", "12:05 am". */
function clock(date: Date) {
  const hours = date.getUTCHours();
  return `${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** When `receivedAt` (ISO 8601) was, said from `now` (ms since 1970). An unreadable time is shown as it came. */
export function whenReceived(receivedAt: string, now: number = Date.now()): string {
  const at = Date.parse(receivedAt);
  if (Number.isNaN(at)) return receivedAt;
  const date = queensland(at);
  const days = dayOf(now) - dayOf(at);
  if (days === 0) return `Today ${clock(date)}`;
  if (days === 1) return `Yesterday ${clock(date)}`;
  const year = date.getUTCFullYear() === queensland(now).getUTCFullYear() ? "" : ` ${date.getUTCFullYear()}`;
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${months[date.getUTCMonth()]}${year}, ${clock(date)}`;
}
