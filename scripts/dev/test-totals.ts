/**
 * Prints the one closing line CI reads: "N passed, N failed" over Vitest and Playwright.
 * A failed `npm test` that ran no test (type-check or lint failed) still counts one failure.
 */
import { existsSync, readFileSync } from "node:fs";

const read = (path: string) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined);
const unit = read("reports/unit-results.json");
const e2e = read("reports/e2e-results.json");

const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const exitCode = Number(process.argv[2] ?? 0);
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
