/**
 * What `npm run stats` reports for a period (docs/decisions/0042), as data that the text tables
 * (./count-table.ts) and the HTML report (./count-html.ts) both show: the period against the one
 * before, where visits came from (with the calls and quote requests each source brought), each
 * page, every suburb (0 where none), month by month, and the missing pages asked for.
 */
import { counted } from "#app/counts/count-event.ts";
import type { CountLine } from "../../server/count-receiver.ts";
import { dayOf, inPeriod, monthsTo, periodBefore, type Period } from "./count-period.ts";
import { printable, sourceOf, tally, total, type Sums } from "./count-sums.ts";

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

/** The report on a period, of the lines read (and how many lines were not counts). */
export function reportOf(lines: CountLine[], period: Period, suburbs: Suburb[], skipped = 0): Report {
  const inThePeriod = lines.filter(inPeriod(period));
  const counts = inThePeriod.filter((line) => line.name !== counted.notFound);
  const previous = periodBefore(period);
  const nameOf = new Map(suburbs.map(({ slug, name }) => [slug, name]));
  const upToTheEnd = lines.filter(inPeriod({ ...period, from: undefined })).filter((line) => line.name !== counted.notFound);
  const months = monthsTo(
    period,
    upToTheEnd.map((line) => dayOf(line.at)),
  );
  const missing = new Map<string, number>();
  for (const line of inThePeriod)
    if (line.name === counted.notFound) missing.set(printable(line.page), (missing.get(printable(line.page)) ?? 0) + 1);
  return {
    period,
    before: previous && {
      period: previous,
      sums: total(lines.filter(inPeriod(previous)).filter((line) => line.name !== counted.notFound)),
    },
    sums: total(counts),
    events: inThePeriod.length,
    skipped,
    sources: tally(counts, sourceOf),
    pages: tally(counts, (line) => line.page, [], "seen"),
    suburbs: tally(
      counts,
      (line) => line.suburb && (nameOf.get(line.suburb) ?? line.suburb),
      suburbs.map(({ name }) => name),
      "seen",
    ),
    months: tally(upToTheEnd, (line) => dayOf(line.at).slice(0, 7), months)
      .filter(([month]) => months.includes(month))
      .toSorted(([a], [b]) => a.localeCompare(b)),
    missing: [...missing].toSorted(([a, first], [b, second]) => second - first || a.localeCompare(b)),
  };
}

/** The words under each report. */
export const reportNotes = [
  "A visit is one visitor's time on the site: its first page carries where they came from; a visit ends after 30 minutes without a page or a tap.",
  "A quote request is counted once it has arrived, under the page the visitor came to the form from.",
  "Loaded fast, answered taps fast, kept still: the share of page loads Google would rate good, of those that reported it (a tap is needed for the second; only Chrome reports the third; Safari none).",
];
