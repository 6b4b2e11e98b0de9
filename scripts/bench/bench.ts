/**
 * `npm run bench`: on the built site, served by the local server, in Debian's Chromium:
 * - Lighthouse (mobile, simulated throttling) over every canonical route: with its CPU slowdown
 *   calibrated for this host as Lighthouse's guide says (scripts/bench/bench-cpu.ts; `BENCH_CPU` sets it),
 *   and with the default 4x; and over the same page with its scripts removed (the floor for this
 *   HTML and CSS), with bytes transferred; each figure the median of three runs;
 * - interaction readiness (scripts/bench/bench-readiness.ts) for / and /services on two phone profiles.
 * Timings are benchmarks, reported in notes, never asserted in tests. `BENCH_SITE` measures
 * another build folder; arguments limit the routes.
 */
import { chromium } from "@playwright/test";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { paths } from "#app/site/paths.ts";
import { canonicalPaths } from "#app/routing/route-table.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { chromiumFlags, chromiumPath } from "../dev/machine.ts";
import { readiness, profiles, type Readiness } from "./bench-readiness.ts";
import { pageWeight } from "../build/bundle-size.ts";
import { htmlFileFor } from "#app/hosting/html-files.ts";
import { freePort } from "../dev/free-port.ts";
import { htmlFiles, withoutScripts } from "./bench-strip.ts";
import { calibratedSlowdown, DEFAULT_CPU_SLOWDOWN } from "./bench-cpu.ts";
import { audit } from "./bench-lighthouse.ts";

const root = join(import.meta.dirname, "..", "..");
const client = resolve(root, process.env.BENCH_SITE ?? join("build", "client"));
const debuggingPort = await freePort();
const routes = process.argv.slice(2).length ? process.argv.slice(2) : canonicalPaths;
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** A copy of the site with every script and module preload removed: what HTML and CSS alone achieve. */
function strippedCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-no-js-"));
  cpSync(client, dir, { recursive: true });
  for (const file of htmlFiles(dir)) withoutScripts(file);
  return dir;
}

async function serve(siteRoot: string) {
  const { server } = createSiteServer({
    root: siteRoot,
    outboxPath: join(tmpdir(), "bench-outbox.jsonl"),
    countsPath: join(tmpdir(), "bench-counts.jsonl"),
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
});
const site = await serve(client);
const strippedSite = strippedCopy();
const bare = await serve(strippedSite);

/** The host's benchmarkIndex, as Lighthouse measures it (median of three runs on the first route), sets the slowdown. */
const calibration = await audit(debuggingPort, site.origin + routes[0], DEFAULT_CPU_SLOWDOWN);
const hostClass = calibratedSlowdown(calibration.benchmarkIndex);
const cpuSlowdown = Number(process.env.BENCH_CPU ?? hostClass.slowdown);
console.error(`host benchmarkIndex ${calibration.benchmarkIndex} (${hostClass.name}): CPU slowdown ${cpuSlowdown}x`);

const rows = [];
for (const path of routes) {
  // The calibration's runs are the first route's at 4x; at 4x the calibrated columns are the same runs.
  const atDefault = path === routes[0] ? calibration : await audit(debuggingPort, site.origin + path, DEFAULT_CPU_SLOWDOWN);
  const full = cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? atDefault : await audit(debuggingPort, site.origin + path, cpuSlowdown);
  const floor = await audit(debuggingPort, bare.origin + path, cpuSlowdown);
  const weight = pageWeight(client, htmlFileFor(path));
  rows.push({
    path,
    ...full,
    jsKb: kb(weight.jsBytes),
    htmlCssKb: kb(weight.htmlBytes + weight.cssBytes),
    lcpNoJsMs: floor.lcpMs,
    /** Style and layout alone make long tasks on a busy machine: the floor shows that noise. */
    tbtNoJsMs: floor.tbtMs,
    lcpRatio: Number((full.lcpMs / floor.lcpMs).toFixed(3)),
    performanceAtDefault: atDefault.performance,
    tbtAtDefaultMs: atDefault.tbtMs,
  });
  console.error(`measured ${path}`);
}

const readinessRows: ({ path: string; profile: string } & Readiness)[] = [];
for (const path of [paths.home, paths.services].filter((route) => routes.includes(route))) {
  for (const profile of profiles) {
    readinessRows.push({ path, profile: profile.name, ...(await readiness(browser, site.origin + path, profile)) });
    console.error(`readiness ${path} on ${profile.name}`);
  }
}
site.server.close();
bare.server.close();
await browser.close();
rmSync(strippedSite, { recursive: true, force: true });

mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results", "bench.json"),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      site: client,
      host: { benchmarkIndex: calibration.benchmarkIndex, class: hostClass.name, cpuSlowdown },
      rows,
      readiness: readinessRows,
    },
    null,
    2,
  ),
);

const table = (header: string[], lines: (string | number)[][]) =>
  [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...lines.map((line) => `| ${line.join(" | ")} |`)].join("\n");
console.log(
  `Lighthouse, mobile: host benchmarkIndex ${calibration.benchmarkIndex} (${hostClass.name}), CPU slowdown ${cpuSlowdown}x; ` +
    `the last two columns with Lighthouse's default ${DEFAULT_CPU_SLOWDOWN}x.\n`,
);
console.log(
  table(
    [
      "route",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP ms",
      "TBT ms",
      "TBT no-JS ms",
      "CLS",
      "LCP no-JS ms",
      "LCP ratio",
      "JS KB gz",
      "HTML+CSS KB gz",
      "total KB",
      `perf ${DEFAULT_CPU_SLOWDOWN}x`,
      `TBT ${DEFAULT_CPU_SLOWDOWN}x ms`,
    ],
    rows.map((r) => [
      r.path,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      r.tbtMs,
      r.tbtNoJsMs,
      r.cls,
      r.lcpNoJsMs,
      r.lcpRatio,
      r.jsKb,
      r.htmlCssKb,
      r.totalKb,
      r.performanceAtDefault,
      r.tbtAtDefaultMs,
    ]),
  ),
);
if (readinessRows.length > 0) {
  console.log();
  console.log(
    table(
      ["route", "profile", "FCP ms", "menu opens ms", "FAQ opens ms", "menu after its visit's FCP ms", "FAQ after its visit's FCP ms"],
      readinessRows.map((r) => [r.path, r.profile, r.fcpMs, r.menuMs, r.faqMs, r.menuLagMs, r.faqLagMs]),
    ),
  );
}
for (const row of rows.filter((r) => r.failing.length > 0)) console.log(`${row.path}: audits below 100%: ${row.failing.join(", ")}`);
