/**
 * Prints the one closing line CI reads, "N passed, N failed" over Vitest and Playwright, and
 * before it each runner's wall time: the install and the whole of `npm test` as `.ci/run` timed
 * them (INSTALL_SECONDS, TEST_SECONDS), Vitest's and Playwright's runs from their reports, and the
 * end-to-end tests' three builds as tests/e2e/run.ts recorded them.
 * A failed `npm test` that ran no test (type-check or lint failed) still counts one failure.
 */
import { existsSync, readFileSync } from "node:fs";

const read = (path: string) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined);
const unit = read("reports/unit-results.json");
const e2e = read("reports/e2e-results.json");
const e2eBuilds = read("reports/e2e-builds.json") as { seconds: number } | undefined;

/** "53 s", "17 min 54 s". */
const duration = (seconds: number) => {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
};
const unitSeconds = unit?.testResults?.length
  ? (Math.max(...unit.testResults.map((file: { endTime: number }) => file.endTime)) - unit.startTime) / 1000
  : undefined;
const times: [string, number | undefined][] = [
  ["install", Number(process.env.INSTALL_SECONDS ?? Number.NaN)],
  ["npm test", Number(process.env.TEST_SECONDS ?? Number.NaN)],
  ["Vitest", unitSeconds],
  ["e2e builds", e2eBuilds?.seconds],
  ["Playwright", e2e?.stats ? e2e.stats.duration / 1000 : undefined],
];
const known = times.filter((entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]));
if (known.length > 0) console.log(`wall time: ${known.map(([name, seconds]) => `${name} ${duration(seconds)}`).join(", ")}`);

const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const exitCode = Number(process.argv[2] ?? 0);
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
