/**
 * `npm run stats`'s tables (docs/decisions/0031): what npm start's counter holds for a period, per
 * page as the visitor saw it and per suburb (its four URL shapes together): visits, calls, emails,
 * quote requests that arrived (under the page they came from), and the share of page loads with a
 * good LCP, INP and CLS among those that reported one; then visits per source (campaign tags, else
 * the other site), and the missing pages visitors asked for (404s), apart. Days are Queensland days;
 * a long path is cut, so one never stretches a table.
 */
import { counted, speedMetrics } from "#app/counts/count-event.ts";
import { queenslandDate } from "#app/content/storm-notice-dates.ts";
import type { CountLine } from "../../server/count-receiver.ts";

export interface Period {
  /** First and last Queensland day, as YYYY-MM-DD; undefined for no bound. */
  from?: string;
  to?: string;
  label: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00+10:00`) + days * 864e5).toISOString().slice(0, 10);

/**
 * A period as the owner types it: `today`, `yesterday`, `7d` (the last 7 days, today included),
 * `2026-11-20`, `2026-11`, `2026`, `2026-11-01..2026-11-15`, or `all` (also when nothing is given).
 */
export function periodOf(text: string | undefined, now = new Date()): Period {
  const today = queenslandDate(now);
  const given = text?.trim() || "all";
  if (given === "all") return { label: "all days" };
  if (given === "today") return { from: today, to: today, label: `today, ${today}` };
  if (given === "yesterday") return { from: shift(today, -1), to: shift(today, -1), label: `yesterday, ${shift(today, -1)}` };
  const lastDays = /^(\d+)d$/.exec(given);
  if (lastDays) return { from: shift(today, 1 - Number(lastDays[1])), to: today, label: `the last ${lastDays[1]} days, to ${today}` };
  if (DAY.test(given)) return { from: given, to: given, label: given };
  if (/^\d{4}-\d{2}$/.test(given)) return { from: `${given}-01`, to: `${given}-31`, label: given };
  if (/^\d{4}$/.test(given)) return { from: `${given}-01-01`, to: `${given}-12-31`, label: given };
  const [from, to] = given.split("..");
  if (from && to && DAY.test(from) && DAY.test(to)) return { from, to, label: `${from} to ${to}` };
  throw new Error(`Not a period: "${given}". Try today, yesterday, 7d, 2026-11-20, 2026-11, 2026 or 2026-11-01..2026-11-15.`);
}

const inPeriod = (period: Period) => (line: CountLine) => {
  const day = queenslandDate(new Date(line.at));
  return (!period.from || day >= period.from) && (!period.to || day <= period.to);
};

interface Row {
  visits: number;
  calls: number;
  emails: number;
  quotes: number;
  /** Per metric: page loads rated good, and page loads rated at all. */
  speed: Record<(typeof speedMetrics)[number], { good: number; rated: number }>;
}

const emptyRow = (): Row => ({
  visits: 0,
  calls: 0,
  emails: 0,
  quotes: 0,
  speed: { lcp: { good: 0, rated: 0 }, inp: { good: 0, rated: 0 }, cls: { good: 0, rated: 0 } },
});

function add(row: Row, line: CountLine) {
  if (line.name === counted.visit) row.visits += 1;
  else if (line.name === counted.call) row.calls += 1;
  else if (line.name === counted.email) row.emails += 1;
  else if (line.name === counted.quote) row.quotes += 1;
  for (const metric of speedMetrics) {
    const rating = line[metric];
    if (!rating) continue;
    row.speed[metric].rated += 1;
    if (rating === "good") row.speed[metric].good += 1;
  }
}

/** The widest a table's first column gets: longer paths and sources are cut, with an ellipsis. */
const MAX_KEY_CHARACTERS = 60;
const cut = (key: string) => (key.length > MAX_KEY_CHARACTERS ? `${key.slice(0, MAX_KEY_CHARACTERS - 1)}…` : key);

function tally(lines: CountLine[], keyOf: (line: CountLine) => string | undefined) {
  const rows = new Map<string, Row>();
  for (const line of lines) {
    const whole = keyOf(line);
    const key = whole === undefined ? undefined : cut(whole);
    if (key === undefined) continue;
    if (!rows.has(key)) rows.set(key, emptyRow());
    add(rows.get(key)!, line);
  }
  return [...rows].toSorted(([a, first], [b, second]) => second.visits - first.visits || a.localeCompare(b));
}

const share = ({ good, rated }: { good: number; rated: number }) => (rated ? `${Math.round((100 * good) / rated)}% of ${rated}` : "-");

function table(title: string, rows: [string, Row][]): string {
  const header = [title, "visits", "calls", "emails", "quotes", "good LCP", "good INP", "good CLS"];
  const cells = rows.map(([key, row]) => [
    key,
    ...[row.visits, row.calls, row.emails, row.quotes].map(String),
    ...speedMetrics.map((metric) => share(row.speed[metric])),
  ]);
  return columns(header, cells);
}

/** A visit's source: its campaign tags (utm_source / utm_medium / utm_campaign), else the other site it came from. */
function sourceOf(line: CountLine): string | undefined {
  if (line.name !== counted.visit) return undefined;
  const tags = [line.utm_source, line.utm_medium, line.utm_campaign].filter(Boolean);
  return tags.length > 0 ? tags.join(" / ") : (line.from?.replace(/^https?:\/\//, "") ?? "direct, or not told");
}

/** A table of one count per key, largest first. */
function countsTable(header: [string, string], keys: string[]): string {
  const counts = new Map<string, number>();
  for (const key of keys.map(cut)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const rows = [...counts].toSorted(([a, first], [b, second]) => second - first || a.localeCompare(b));
  return columns(
    header,
    rows.map(([key, times]) => [key, String(times)]),
  );
}

function columns(header: string[], cells: string[][]): string {
  const widths = header.map((name, column) => Math.max(name.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell.map((text, column) => (column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!))).join("  ");
  return [line(header), ...cells.map(line)].join("\n");
}

/** The report `npm run stats` prints for a period. */
export function countReport(lines: CountLine[], period: Period, skipped = 0): string {
  const inThePeriod = lines.filter(inPeriod(period));
  const pages = inThePeriod.filter((line) => line.name !== counted.notFound);
  const missing = inThePeriod.filter((line) => line.name === counted.notFound).map((line) => line.page);
  const all = emptyRow();
  for (const line of pages) add(all, line);
  const sources = pages.flatMap((line) => sourceOf(line) ?? []);
  return [
    `Counted on this computer, ${period.label}: ${inThePeriod.length} events.`,
    ...(skipped > 0
      ? [`Skipped ${skipped} ${skipped === 1 ? "line" : "lines"} of the file that ${skipped === 1 ? "is" : "are"} not a count.`]
      : []),
    "",
    table("page", [...tally(pages, (line) => line.page), ["all pages", all]]),
    "",
    table(
      "suburb",
      tally(pages, (line) => line.suburb),
    ),
    "",
    sources.length > 0 ? countsTable(["source of visits", "visits"], sources) : "Source of visits: none counted.",
    "",
    missing.length > 0 ? countsTable(["missing page (404)", "times"], missing) : "Missing pages (404): none asked for.",
    "",
    "A quote request is counted once it has arrived, under the page the visitor came to the form from.",
    "Speed: the share of page loads Google would rate good, of those that reported it (INP needs a tap; CLS only Chromium reports).",
  ].join("\n");
}
