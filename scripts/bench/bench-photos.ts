/**
 * `npm run bench:photos`: the site with photos, measured. A copy gets the fixture jobs and a post
 * with a 4 MB camera photo as its top photo (scripts/fixtures/jobs.ts), is built, then:
 * - bytes per image and per page at 390 px (3 device pixels per CSS pixel) and 1280 px (1), before
 *   any scroll and after scrolling to the end, in Debian's Chromium;
 * - `npm run bench` (Lighthouse, and LCP against the same page without scripts) on the gallery, a
 *   suburb page with jobs and the post.
 * Benchmarks for notes, never test assertions.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ourWorkServicePath, paths, postPath, suburbCanonicalPath } from "#app/site/paths.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { addFixtureJobs, addFixturePostHero, heroPostSlug } from "../fixtures/jobs.ts";
import { chromiumFlags, chromiumPath } from "../dev/machine.ts";
import { copyOfSite } from "../dev/copy-of-site.ts";

const routes = [paths.ourWork, ourWorkServicePath("tree-pruning"), suburbCanonicalPath("coolum-beach"), paths.home, postPath(heroPostSlug)];
const copy = copyOfSite("bench-photos");
await addFixtureJobs(join(copy, "content"));
addFixturePostHero(join(copy, "content"));
const started = Date.now();
const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
if (build.status !== 0) throw new Error(build.stderr.slice(-3000));
console.error(`built the copy with photos in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const client = join(copy, "build", "client");

const { server } = createSiteServer({ root: client, outboxPath: join(copy, "outbox.jsonl") });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Bytes of every response the page gets, by kind, while `during` runs. */
async function transferred(page: Page, during: () => Promise<void>) {
  const responses: { url: string; type: string; bytes: number }[] = [];
  const listener = async (response: import("@playwright/test").Response) => {
    const body = await response.body().catch(() => Buffer.alloc(0));
    responses.push({ url: response.url(), type: response.request().resourceType(), bytes: body.length });
  };
  page.on("response", listener);
  await during();
  page.off("response", listener);
  return responses;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
const lines: string[] = [];
for (const [name, viewport, deviceScaleFactor] of [
  ["390 px (DPR 3)", { width: 390, height: 844 }, 3],
  ["1280 px (DPR 1)", { width: 1280, height: 800 }, 1],
] as const) {
  for (const route of routes) {
    const context = await browser.newContext({ viewport, deviceScaleFactor, serviceWorkers: "block" });
    const page = await context.newPage();
    const first = await transferred(page, async () => {
      await page.goto(origin + route, { waitUntil: "networkidle" });
    });
    const rest = await transferred(page, async () => {
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
      }
      await page.waitForLoadState("networkidle");
    });
    const photos = (list: typeof first) => list.filter((response) => response.url.includes("/media/"));
    const firstPhotos = photos(first);
    const allPhotos = [...firstPhotos, ...photos(rest)];
    const largest = firstPhotos.toSorted((a, b) => b.bytes - a.bytes)[0];
    lines.push(
      `| ${route} | ${name} | ${firstPhotos.length} | ${largest ? `${kb(largest.bytes)} (${largest.url.split("/").at(-1)})` : "-"} | ${kb(firstPhotos.reduce((sum, r) => sum + r.bytes, 0))} | ${allPhotos.length} | ${kb(allPhotos.reduce((sum, r) => sum + r.bytes, 0))} | ${kb([...first, ...rest].reduce((sum, r) => sum + r.bytes, 0))} |`,
    );
    await context.close();
  }
}
await browser.close();
server.close();

console.log(
  "| page | screen | photos before a scroll | largest (KB) | photos before a scroll (KB) | photos in all | all photos (KB) | whole page, all files (KB) |",
);
console.log("|---|---|---|---|---|---|---|---|");
for (const line of lines) console.log(line);
console.log();

const lighthouse = spawnSync(
  process.execPath,
  [join(import.meta.dirname, "bench.ts"), paths.ourWork, suburbCanonicalPath("coolum-beach"), postPath(heroPostSlug)],
  {
    env: { ...process.env, BENCH_SITE: client },
    stdio: ["ignore", "inherit", "inherit"],
  },
);
rmSync(copy, { recursive: true, force: true });
process.exit(lighthouse.status ?? 1);
