/**
 * What `npm run stats` reports for a period (docs/decisions/0042), as data that the text tables
 * (./count-table.ts) and the HTML report (./count-html.ts) both show: the period against the one
 * before, where visits came from (with the calls and quote requests each source brought), each
 * page, every suburb (0 where none), month by month, and the missing pages asked for.
 */
import { counted } from "#app/counts/count-event.ts";
import type { CountLine } from "../../server/count-receiver.ts";
import { dayOf, inPeriod, monthsTo, periodBefore, type Period } from "./count-period.ts";
import { add as addTo, emptySums, printable, sourceOf, tally, type Sums } from "./count-sums.ts";

export interface Suburb {
  slug: string;
  name: string;
}

export interface Report {
  period: Period;
  before: { period: Period; sums: Sums } | undefined;
  sums: Sums;
  events: number;
  skipped: number;
  sources: [string, Sums][];
  pages: [string, Sums][];
  suburbs: [string, Sums][];
  months: [string, Sums][];
  missing: [string, number][];
}

/**
 * The report on a period, added up one line at a time as the file is read (`add`), so that no line
 * is kept: a year of counts takes the memory of its sums, not of its lines.
 */
export function reportBuilder(period: Period, suburbs: Suburb[]) {
  const previous = periodBefore(period);
  const [inThePeriod, inTheOneBefore] = [inPeriod(period), previous && inPeriod(previous)];
  const nameOf = new Map(suburbs.map(({ slug, name }) => [slug, name]));
  const [sums, before] = [emptySums(), emptySums()];
  const sources = tally(sourceOf);
  const pages = tally((line) => line.page, [], "seen");
  const suburbRows = tally(
    (line) => line.suburb && (nameOf.get(line.suburb) ?? line.suburb),
    suburbs.map(({ name }) => name),
    "seen",
  );
  // Every month up to the period's end: which of them the report shows is known once all are read.
  const months = new Map<string, Sums>();
  const span: { first?: string; last?: string } = {};
  const missing = new Map<string, number>();
  let events = 0;
  return {
    add(line: CountLine) {
      const day = dayOf(line.at);
      const notFound = line.name === counted.notFound;
      if (inThePeriod(line, day)) {
        events += 1;
        if (notFound) missing.set(printable(line.page), (missing.get(printable(line.page)) ?? 0) + 1);
        else {
          addTo(sums, line);
          for (const rows of [sources, pages, suburbRows]) rows.add(line);
        }
      }
      if (notFound) return;
      if (inTheOneBefore?.(line, day)) addTo(before, line);
      if (period.to && day > period.to) return;
      const month = day.slice(0, 7);
      if (!months.has(month)) months.set(month, emptySums());
      addTo(months.get(month)!, line);
      if (!span.first || day < span.first) span.first = day;
      if (!span.last || day > span.last) span.last = day;
    },
    /** The report, of the lines added and how many lines of the file were not counts. */
    report(skipped = 0): Report {
      const shown = monthsTo(
        period,
        [span.first, span.last].filter((day) => day !== undefined),
      );
      const soFar = period.cut && period.to?.slice(0, 7);
      return {
        period,
        before: previous && { period: previous, sums: before },
        sums,
        events,
        skipped,
        sources: sources.rows(),
        pages: pages.rows(),
        suburbs: suburbRows.rows(),
        months: shown.map((month) => [month === soFar ? `${month}, so far` : month, months.get(month) ?? emptySums()]),
        missing: [...missing].toSorted(([a, first], [b, second]) => second - first || a.localeCompare(b)),
      };
    },
  };
}

/** The report on a period, of lines already read (and how many lines were not counts). */
export function reportOf(lines: Iterable<CountLine>, period: Period, suburbs: Suburb[], skipped = 0): Report {
  const builder = reportBuilder(period, suburbs);
  for (const line of lines) builder.add(line);
  return builder.report(skipped);
}

/** The words under each report. */
export const reportNotes = [
  "A visit is one visitor's time on the site: its first page carries where they came from; a visit ends after 30 minutes without a page or a tap.",
  "A quote request is counted once it has arrived, under the page the visitor came to the form from.",
  "Loaded fast, answered taps fast, kept still: the share of page loads Google would rate good, of those that reported it (a tap is needed for the second; only Chrome reports the third; Safari none).",
];
