/**
 * The counter's file as `npm run stats` reads it: each line that is a count, and how many are not
 * (a line a crash cut short, or one edited by hand: `null`, `42`, `{}`, a date that is none), so a
 * bad line is skipped and said, never the end of the report.
 */
import { counted, speedMetrics } from "#app/counts/count-event.ts";
import type { CountLine } from "../../server/count-receiver.ts";

const names = new Set<string>(Object.values(counted));
const textFields = ["suburb", "utm_source", "utm_medium", "utm_campaign", "from", ...speedMetrics] as const;

function isCountLine(value: unknown): value is CountLine {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line["at"] === "string" &&
    !Number.isNaN(Date.parse(line["at"])) &&
    typeof line["name"] === "string" &&
    names.has(line["name"]) &&
    typeof line["page"] === "string" &&
    textFields.every((field) => line[field] === undefined || typeof line[field] === "string")
  );
}

export function readCountLines(text: string): { lines: CountLine[]; skipped: number } {
  const lines: CountLine[] = [];
  let skipped = 0;
  for (const row of text.split("\n")) {
    if (!row.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(row);
    } catch {
      value = undefined;
    }
    if (isCountLine(value)) lines.push(value);
    else skipped += 1;
  }
  return { lines, skipped };
}
