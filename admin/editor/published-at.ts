/** When a version was published, in Queensland time as the owner lives it (Australia/Brisbane, whatever the device's zone): "3:42 pm today", "9:05 am on 25 November 2026". */
const QUEENSLAND = "Australia/Brisbane";

const dayOf = (date: Date) => date.toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: QUEENSLAND });

export function whenPublished(at: string, now = new Date()): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString("en-AU", { hour: "numeric", minute: "2-digit", timeZone: QUEENSLAND });
  return dayOf(date) === dayOf(now) ? `${time} today` : `${time} on ${dayOf(date)}`;
}
