/**
 * The periods `npm run stats` reports on, in Queensland days: as the owner types them, the period
 * before one (to compare), and the months a report sums up. A date that is no day of the calendar
 * (2026-02-30) is refused, never read as another. A period that has not ended (this month, today,
 * the last 7 days) is said "so far" and ends now; the period before it is counted to the same point
 * (this month to the 20th at 3 pm against last month to the 20th at 3 pm), so like is compared with
 * like and a part month never looks like a fall against a whole one.
 */
import { queenslandDate } from "#app/content/storm-notice-dates.ts";

export interface Period {
  /** First and last Queensland day, as YYYY-MM-DD; undefined for no bound. */
  from?: string;
  to?: string;
  label: string;
  /** A period cut short (so far): the instant it ends, on its last day, and the last day it would have had. */
  cut?: { at: string; wholeTo: string };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Whether a YYYY-MM-DD is a day of the calendar. */
export function isDay(text: string): boolean {
  const [, year, month, day] = DAY.exec(text) ?? [];
  if (!year) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === text;
}
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00+10:00`) + days * 864e5).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 864e5) + 1;
const lastOfMonth = (month: string) => shift(`${nextMonth(month)}-01`, -1);
const nextMonth = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
};
const monthBefore = (month: string) => shift(`${month}-01`, -1).slice(0, 7);

const monthPeriod = (month: string): Period => ({ from: `${month}-01`, to: lastOfMonth(month), label: month });

/** Queensland's time of day of an instant, as HH:MM (UTC+10 all year: no daylight saving). */
const timeOf = (at: number) => new Date(at + 10 * 36e5).toISOString().slice(11, 16);
/** Midnight starting a Queensland day, in ms. */
const startOf = (day: string) => Date.parse(`${day}T00:00:00+10:00`);

/**
 * A period as the owner types it: `today`, `yesterday`, `7d` (the last 7 days, today included),
 * `2026-11-20`, `2026-11`, `2026`, `2026-11-01..2026-11-15`, or `all` (also when nothing is given);
 * so far, to now, when today is in it.
 */
export function periodOf(text: string | undefined, now = new Date()): Period {
  const today = queenslandDate(now);
  const whole = wholePeriodOf(text, today);
  if (!whole.from || !whole.to || whole.from > today || whole.to < today) return whole;
  return {
    from: whole.from,
    to: today,
    label: `${whole.label}, so far (to ${today} ${timeOf(now.getTime())})`,
    cut: { at: now.toISOString(), wholeTo: whole.to },
  };
}

function wholePeriodOf(text: string | undefined, today: string): Period {
  const given = text?.trim() || "all";
  if (given === "all") return { label: "all days" };
  if (given === "today") return { from: today, to: today, label: "today" };
  if (given === "yesterday") return { from: shift(today, -1), to: shift(today, -1), label: `yesterday, ${shift(today, -1)}` };
  const lastDays = /^(\d+)d$/.exec(given);
  if (lastDays && Number(lastDays[1]) > 0)
    return { from: shift(today, 1 - Number(lastDays[1])), to: today, label: `the last ${lastDays[1]} days` };
  if (isDay(given)) return { from: given, to: given, label: given };
  if (/^\d{4}-\d{2}$/.test(given) && isDay(`${given}-01`)) return monthPeriod(given);
  if (/^\d{4}$/.test(given)) return { from: `${given}-01-01`, to: `${given}-12-31`, label: given };
  const [from, to] = given.split("..");
  if (from && to && isDay(from) && isDay(to) && from <= to) return { from, to, label: `${from} to ${to}` };
  throw new Error(`Not a period: "${given}". Try today, yesterday, 7d, 2026-11-20, 2026-11, 2026 or 2026-11-01..2026-11-15.`);
}

/**
 * The period just before one, as long: the month before a month, the year before a year, else as
 * many days. Before a period so far, that period to the same point: as long after its start.
 */
export function periodBefore({ from, to, cut }: Period): Period | undefined {
  if (!from || !to) return undefined;
  const whole = wholePeriodBefore(from, cut?.wholeTo ?? to);
  if (!cut || !whole.from || !whole.to) return whole;
  const at = Math.min(startOf(whole.from) + (Date.parse(cut.at) - startOf(from)), startOf(shift(whole.to, 1)) - 1);
  const last = queenslandDate(new Date(at));
  return {
    from: whole.from,
    to: last,
    label:
      whole.from === whole.to
        ? `${whole.from}, to ${timeOf(at)}`
        : whole.label.includes(" to ")
          ? `${whole.from} to ${last} ${timeOf(at)}`
          : `${whole.label} to the same point, ${last} ${timeOf(at)}`,
    cut: { at: new Date(at).toISOString(), wholeTo: whole.to },
  };
}

function wholePeriodBefore(from: string, to: string): Period {
  if (from.endsWith("-01") && to === lastOfMonth(from.slice(0, 7))) return monthPeriod(monthBefore(from.slice(0, 7)));
  if (from.endsWith("-01-01") && to === `${from.slice(0, 4)}-12-31`) {
    const year = String(Number(from.slice(0, 4)) - 1);
    return { from: `${year}-01-01`, to: `${year}-12-31`, label: year };
  }
  const days = daysFrom(from, to);
  const before = { from: shift(from, -days), to: shift(from, -1) };
  return { ...before, label: days === 1 ? before.from : `${before.from} to ${before.to}` };
}

/** The Queensland day of an instant. */
export const dayOf = (at: string) => queenslandDate(new Date(at));
/** Whether a line of a Queensland day (its `dayOf`) is in a period: on its last day, up to its cut. */
export const inPeriod =
  ({ from, to, cut }: Period) =>
  (line: { at: string }, day: string) =>
    (!from || day >= from) && (!to || day < to || (day === to && (!cut || Date.parse(line.at) <= Date.parse(cut.at))));

/** The months a summary shows: up to twelve, to the period's last month (or the last counted), from the first counted. */
export function monthsTo(period: Period, days: string[]): string[] {
  const counted = days.toSorted();
  const last = (period.to ?? counted.at(-1) ?? "").slice(0, 7);
  const first = counted[0]?.slice(0, 7);
  if (!last || !first) return [];
  const months = [last];
  while (months.length < 12 && months[0]! > first) months.unshift(monthBefore(months[0]!));
  return months;
}
