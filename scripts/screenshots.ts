/** `npm run screenshots -- /path ...`: full-page PNGs at phone and desktop size, for looking at pages. */
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { chromiumFlags, chromiumPath } from "../tests/e2e/chromium.ts";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const out = process.env.SHOTS_DIR ?? "test-results/screenshots";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const viewports = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];
const fullPage = process.env.FULL_PAGE !== "0";

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${out}/${viewport.name}${path.replace(/\//g, "_") || "_home"}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await page.close();
}
await browser.close();
