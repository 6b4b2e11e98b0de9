/**
 * `npm run stats`'s tables (./count-report.ts), as text for the terminal, in words an arborist
 * reads: visits, calls, quote requests, per 100 visits, against the period before.
 */
import { speedMetrics } from "#app/counts/count-event.ts";
import { goodShare, per100, type Sums } from "./count-sums.ts";
import { reportNotes, type Report } from "./count-report.ts";

/** The speed columns' headings, in words: LCP, INP and CLS as the owner sees them. */
const speedWords = { lcp: "loaded fast", inp: "answered taps fast", cls: "kept still" } as const;

function columns(header: string[], cells: string[][]): string {
  const widths = header.map((name, column) => Math.max(name.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell.map((text, column) => (column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!))).join("  ");
  return [line(header), ...cells.map(line)].join("\n");
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The period's totals, and the period before's beside them (to the same point, when the period is so far). */
export function comparison({ period, sums, before }: Pick<Report, "period" | "sums" | "before">): { header: string[]; rows: string[][] } {
  const measures: [string, (sums: Sums) => string][] = [
    ["visits", (s) => String(s.visits)],
    ["calls", (s) => String(s.calls)],
    ["emails", (s) => String(s.emails)],
    ["quote requests", (s) => String(s.quotes)],
    ["quote requests per 100 visits", (s) => per100(s.quotes, s.visits)],
    ["calls per 100 visits", (s) => per100(s.calls, s.visits)],
  ];
  return {
    header: ["", period.cut ? "this period, so far" : "this period", ...(before ? [`before (${before.period.label})`] : [])],
    rows: measures.map(([name, value]) => [name, value(sums), ...(before ? [value(before.sums)] : [])]),
  };
}

export const sourceColumns = ["visits", "calls", "emails", "quote requests", "quotes per 100 visits"];
export const sourceCells = (sums: Sums) => [
  String(sums.visits),
  String(sums.calls),
  String(sums.emails),
  String(sums.quotes),
  per100(sums.quotes, sums.visits),
];
export const pageColumns = ["times seen", "calls", "emails", "quote requests", ...speedMetrics.map((metric) => speedWords[metric])];
export const pageCells = (sums: Sums) => [
  String(sums.seen),
  String(sums.calls),
  String(sums.emails),
  String(sums.quotes),
  ...speedMetrics.map((metric) => goodShare(sums.speed[metric])),
];
export const monthColumns = ["visits", "calls", "emails", "quote requests", "quotes per 100 visits", "calls per 100 visits"];
export const monthCells = (sums: Sums) => [...sourceCells(sums), per100(sums.calls, sums.visits)];

/** The report `npm run stats` prints. */
export function countTable(report: Report): string {
  const { period, sums, events, skipped } = report;
  const compared = comparison(report);
  const table = (title: string, header: string[], rows: [string, Sums][], cells: (sums: Sums) => string[]) =>
    columns(
      [title, ...header],
      rows.map(([key, row]) => [key, ...cells(row)]),
    );
  return [
    `Counted on this computer, ${period.label}: ${plural(sums.visits, "visit")}, ${plural(sums.calls, "call")}, ` +
      `${plural(sums.emails, "email")}, ${plural(sums.quotes, "quote request")} (${plural(events, "event")} in all).`,
    ...(skipped > 0 ? [`Skipped ${plural(skipped, "line")} of the file that ${skipped === 1 ? "is" : "are"} not a count.`] : []),
    "",
    columns(compared.header, compared.rows),
    "",
    report.sources.length > 0
      ? table("where visits came from", sourceColumns, report.sources, sourceCells)
      : "Where visits came from: none counted.",
    "",
    table("page", pageColumns, [...report.pages, ["all pages", sums]], pageCells),
    "",
    table("suburb", pageColumns, report.suburbs, pageCells),
    "",
    report.months.length > 0 ? table("month", monthColumns, report.months, monthCells) : "Months: none counted.",
    "",
    report.missing.length > 0
      ? columns(
          ["missing page (404)", "times"],
          report.missing.map(([path, times]) => [path, String(times)]),
        )
      : "Missing pages (404): none asked for.",
    "",
    ...reportNotes,
  ].join("\n");
}
