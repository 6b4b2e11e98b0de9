/**
 * The counter's file as `npm run stats` reads it: each line that is a count, and how many are not
 * (a line a crash cut short, or one edited by hand: `null`, `42`, `{}`, a date that is none, such
 * as 2026-02-30), so a bad line is skipped and said, never the end of the report. A file saved by an
 * editor that starts it with a byte-order mark is read from its first line.
 */
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { counted, speedMetrics } from "#app/counts/count-event.ts";
import type { CountLine } from "../../server/count-receiver.ts";
import { isDay } from "./count-period.ts";

const names = new Set<string>(Object.values(counted));
const textFields = ["suburb", "utm_source", "utm_medium", "utm_campaign", "from", "source", ...speedMetrics] as const;
/** An instant whose date is a day of the calendar (Date.parse reads 2026-02-30 as 2 March). */
const isInstant = (at: string) => isDay(at.slice(0, 10)) && !Number.isNaN(Date.parse(at));

function isCountLine(value: unknown): value is CountLine {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line["at"] === "string" &&
    isInstant(line["at"]) &&
    typeof line["name"] === "string" &&
    names.has(line["name"]) &&
    typeof line["page"] === "string" &&
    textFields.every((field) => line[field] === undefined || typeof line[field] === "string") &&
    (line["entry"] === undefined || typeof line["entry"] === "boolean")
  );
}

/**
 * Reads the counter's rows one at a time (`rows`: the file's lines as they are read), handing each
 * count to `take`, and resolves with how many rows were not counts. Nothing is kept: a year of
 * counts is read in the memory of a line.
 */
export async function readCountLines(rows: Iterable<string> | AsyncIterable<string>, take: (line: CountLine) => void): Promise<number> {
  let skipped = 0;
  let first = true;
  for await (const text of rows) {
    const row = first ? text.replace(/^\uFEFF/, "") : text;
    first = false;
    if (!row.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(row);
    } catch {
      value = undefined;
    }
    if (isCountLine(value)) take(value);
    else skipped += 1;
  }
  return skipped;
}

/** A file's lines as they are read from disk, never the whole file at once; none for a file not made yet. */
export function rowsOf(path: string): AsyncIterable<string> | string[] {
  if (!existsSync(path)) return [];
  return createInterface({ input: createReadStream(path, "utf8"), crlfDelay: Infinity });
}
