/**
 * `npm run screenshots -- /path ...`: full-page PNGs at phone and desktop size, with JavaScript on
 * and off, for looking at pages as visitors get them. `MENU=1` also shoots the phone menu open.
 */
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { chromiumFlags, chromiumPath } from "./machine.ts";

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
for (const javaScriptEnabled of [true, false]) {
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport, javaScriptEnabled, serviceWorkers: "block" });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      await page.evaluate(() => window.scrollTo(0, 0));
      const name = `${viewport.name}-${javaScriptEnabled ? "js" : "nojs"}${path.replace(/\//g, "_") || "_home"}`;
      await page.screenshot({ path: `${out}/${name}.png`, fullPage });
      console.log(`${out}/${name}.png`);
      if (process.env.MENU && viewport.name === "mobile") {
        await page.getByRole("button", { name: "Menu" }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${out}/${name}-menu.png` });
        console.log(`${out}/${name}-menu.png`);
      }
    }
    await context.close();
  }
}
await browser.close();
