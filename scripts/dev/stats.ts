/**
 * `npm run stats -- <period>`: what npm start's own counter has counted on this computer
 * (data/counts.jsonl beside the outbox, or COUNTS_PATH), per page and per suburb. The live site's
 * counts are in the counting service's dashboard instead (docs/owner-guide.md, section 10).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CountLine } from "../../server/count-receiver.ts";
import { localFiles } from "../../server/local-files.ts";
import { countReport, periodOf } from "./count-table.ts";

const { countsPath } = localFiles(join(import.meta.dirname, "..", ".."));

let period;
try {
  period = periodOf(process.argv[2]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const lines: CountLine[] = existsSync(countsPath)
  ? readFileSync(countsPath, "utf8")
      .split("\n")
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as CountLine];
        } catch {
          return []; // a line a crash cut short: npm start sets it aside at its next start
        }
      })
  : [];
console.log(countReport(lines, period));
