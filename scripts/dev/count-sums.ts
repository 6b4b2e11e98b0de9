/**
 * What `npm run stats` adds up (docs/decisions/0042): visits (a visit's first page, as npm start's
 * counter marks it; every page load in a file written before it could), page loads, calls, emails,
 * quote requests and field speed, by any key: page, suburb, the visit's source, month. Words and
 * keys are made fit to print: no control character from a path reaches the terminal or the page, and
 * no email address or phone number an older file may hold.
 */
import { counted, speedMetrics } from "#app/counts/count-event.ts";
import { withoutPersonal } from "#app/counts/personal-data.ts";
import type { CountLine } from "../../server/count-receiver.ts";
import { sourceOfVisit } from "../../server/count-visits.ts";

export interface Sums {
  visits: number;
  /** Page loads. */
  seen: number;
  calls: number;
  emails: number;
  quotes: number;
  /** Per metric: page loads rated good, and page loads rated at all. */
  speed: Record<(typeof speedMetrics)[number], { good: number; rated: number }>;
}

export const emptySums = (): Sums => ({
  visits: 0,
  seen: 0,
  calls: 0,
  emails: 0,
  quotes: 0,
  speed: { lcp: { good: 0, rated: 0 }, inp: { good: 0, rated: 0 }, cls: { good: 0, rated: 0 } },
});

export function add(sums: Sums, line: CountLine) {
  if (line.name === counted.visit) {
    sums.seen += 1;
    if (line.entry !== false) sums.visits += 1;
  } else if (line.name === counted.call) sums.calls += 1;
  else if (line.name === counted.email) sums.emails += 1;
  else if (line.name === counted.quote) sums.quotes += 1;
  for (const metric of speedMetrics) {
    const rating = line[metric];
    if (!rating) continue;
    sums.speed[metric].rated += 1;
    if (rating === "good") sums.speed[metric].good += 1;
  }
}

/** The widest a key gets: longer paths and sources are cut, with an ellipsis. */
const MAX_KEY_CHARACTERS = 60;
// oxlint-disable-next-line no-control-regex -- these are what is removed
const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const printed = new Map<string, string>();
/**
 * A key as printed: control characters (a newline, an escape that would recolour the terminal) shown
 * as "?", what looks like an email address or a phone number hidden (a file written before the counter
 * hid them), cut short. Keys repeat (pages, sources): each is worked out once.
 */
export const printable = (key: string) => {
  let shown = printed.get(key);
  if (shown === undefined) {
    const clean = withoutPersonal(key.replace(control, "?"));
    shown = clean.length > MAX_KEY_CHARACTERS ? `${clean.slice(0, MAX_KEY_CHARACTERS - 1)}…` : clean;
    if (printed.size < 100_000) printed.set(key, shown);
  }
  return shown;
};

/**
 * Sums per key, added one line at a time, each key given listed (0 where none); `rows()` sorts them,
 * most visits first (or page loads, `by`), then by name.
 */
export function tally(keyOf: (line: CountLine) => string | undefined, listed: string[] = [], by: "visits" | "seen" = "visits") {
  const rows = new Map<string, Sums>(listed.map((key) => [key, emptySums()]));
  const other = by === "visits" ? "seen" : "visits";
  return {
    add(line: CountLine) {
      const whole = keyOf(line);
      if (whole === undefined) return;
      const key = printable(whole);
      let sums = rows.get(key);
      if (!sums) rows.set(key, (sums = emptySums()));
      add(sums, line);
    },
    rows: () =>
      [...rows].toSorted(([a, first], [b, second]) => second[by] - first[by] || second[other] - first[other] || a.localeCompare(b)),
  };
}

const DIRECT = "direct, or not told";
/** The source of a line's visit; a visit's own line in a file written before visits were told apart. */
export const sourceOf = (line: CountLine) => line.source ?? sourceOfVisit(line) ?? DIRECT;

/** How many per 100 visits, whole; "-" with no visits. */
export const per100 = (count: number, visits: number) => (visits > 0 ? String(Math.round((100 * count) / visits)) : "-");
/** "75% of 4": the share of page loads rated good, of those rated. */
export const goodShare = ({ good, rated }: { good: number; rated: number }) =>
  rated ? `${Math.round((100 * good) / rated)}% of ${rated}` : "-";
