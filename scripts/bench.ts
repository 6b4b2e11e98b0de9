/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling) over every canonical route of
 * the built site, served by the local server, in Debian's Chromium. Also measures each page with
 * its scripts stripped (the floor for this HTML and CSS) and reports the LCP ratio. Timings are
 * benchmarks, reported in notes, never asserted in tests.
 */
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canonicalPaths } from "../app/route-table.ts";
import { createSiteServer } from "../server/site-server.ts";
import { chromiumFlags, chromiumPath } from "../tests/e2e/chromium.ts";
import { htmlFileFor, pageWeight } from "./bundle-size.ts";
import { precompress } from "./precompress.ts";

const root = join(import.meta.dirname, "..");
const client = join(root, "build", "client");
const debuggingPort = 9333;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : canonicalPaths;

/** A copy of the site with every script and module preload removed: what HTML and CSS alone achieve. */
function strippedCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-no-js-"));
  cpSync(client, dir, { recursive: true });
  const strip = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) strip(path);
      else if (entry.endsWith(".html")) {
        const html = readFileSync(path, "utf8").replace(/<script\b[^>]*>[^]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
        writeFileSync(path, html);
      }
    }
  };
  strip(dir);
  precompress(dir); // replace the compressed copies of the original pages
  return dir;
}

async function serve(siteRoot: string) {
  const { server } = createSiteServer({ root: siteRoot, outboxPath: join(tmpdir(), "bench-outbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`] });
const site = await serve(client);
const bare = await serve(strippedCopy());

async function audit(url: string) {
  const result = await lighthouse(url, { port: debuggingPort, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    totalKb: Number((value("total-byte-weight") / 1024).toFixed(1)),
    failing: Object.values(audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== "informative" && entry.scoreDisplayMode !== "notApplicable" && entry.scoreDisplayMode !== "manual")
      .map((entry) => entry.id),
  };
}

const rows = [];
for (const path of paths) {
  const full = await audit(site.origin + path);
  const floor = await audit(bare.origin + path);
  const jsKb = Number((pageWeight(client, htmlFileFor(path)).jsBytes / 1024).toFixed(1));
  rows.push({ path, ...full, jsKb, lcpNoJsMs: floor.lcpMs, lcpRatio: Number((full.lcpMs / floor.lcpMs).toFixed(3)) });
  console.error(`measured ${path}`);
}
site.server.close();
bare.server.close();
await browser.close();

mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results", "lighthouse.json"), JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2));

const header = "| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB gz | total KB | LCP no-JS ms | LCP ratio |";
console.log(header);
console.log(header.replace(/[^|]/g, "-"));
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.totalKb} | ${row.lcpNoJsMs} | ${row.lcpRatio} |`,
  );
}
const imperfect = rows.filter((row) => row.failing.length > 0);
for (const row of imperfect) console.log(`${row.path}: audits below 100%: ${row.failing.join(", ")}`);
