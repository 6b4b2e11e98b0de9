/**
 * `npm run stats -- <period> [--html]`: what npm start's own counter has counted on this computer
 * (data/counts.jsonl beside the outbox, or COUNTS_PATH): the period against the one before, where
 * visits came from, each page, every suburb, month by month and the missing pages, with the lines
 * that are not counts skipped and said. `--html` also writes the report as a page with a chart of
 * the months (stats.html beside the counts) and prints its address. The live site's counts are in
 * the counting service's dashboard instead (docs/owner-guide.md, section 10).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { readSuburbs } from "#app/content/content-files.server.ts";
import { localFiles } from "../../server/local-files.ts";
import { readCountLines, rowsOf } from "./count-lines.ts";
import { countHtml } from "./count-html.ts";
import { periodOf } from "./count-period.ts";
import { reportBuilder } from "./count-report.ts";
import { countTable } from "./count-table.ts";

const { countsPath } = localFiles(join(import.meta.dirname, "..", ".."));
const args = process.argv.slice(2);
const html = args.includes("--html");

let period;
try {
  period = periodOf(args.find((arg) => arg !== "--html"));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Read as a stream and added up line by line: a busy year is a million lines (123 MB).
const builder = reportBuilder(period, readSuburbs());
const skipped = await readCountLines(rowsOf(countsPath), builder.add);
const report = builder.report(skipped);
console.log(countTable(report));
if (html) {
  const page = join(dirname(countsPath), "stats.html");
  mkdirSync(dirname(page), { recursive: true });
  writeFileSync(page, countHtml(report));
  console.log(`\nThe report with a chart of the months: ${pathToFileURL(page).href} (open it in your browser).`);
}
