/**
 * `npm run stats -- <period>`: what npm start's own counter has counted on this computer
 * (data/counts.jsonl beside the outbox, or COUNTS_PATH): per page, per suburb, per source and the
 * missing pages, with the lines that are not counts skipped and said. The live site's
 * counts are in the counting service's dashboard instead (docs/owner-guide.md, section 10).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { localFiles } from "../../server/local-files.ts";
import { readCountLines } from "./count-lines.ts";
import { countReport, periodOf } from "./count-table.ts";

const { countsPath } = localFiles(join(import.meta.dirname, "..", ".."));

let period;
try {
  period = periodOf(process.argv[2]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { lines, skipped } = readCountLines(existsSync(countsPath) ? readFileSync(countsPath, "utf8") : "");
console.log(countReport(lines, period, skipped));
