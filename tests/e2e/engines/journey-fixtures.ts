/**
 * The journeys' fixtures: for each test a fresh browser of the project's engine (`engine`), with
 * JavaScript on or off (`javaScript`), at a phone's size, reaching the local server through an
 * endpoint proxy the test controls (`site`).
 */
import { test as base } from "@playwright/test";
import { startEndpointProxy, type EndpointProxy } from "./endpoint-proxy.ts";
import { puppeteerVisitor } from "./puppeteer-visitor.ts";
import type { EngineName, Visitor } from "./visitor.ts";
import { startDisplay, webkitVisitor } from "./webkit-visitor.ts";

export { expect } from "@playwright/test";

export const test = base.extend<{ javaScript: boolean; site: EndpointProxy; visitor: Visitor }, { engine: EngineName; display: string }>({
  engine: ["chromium", { option: true, scope: "worker" }],
  // WebKit draws in a virtual X display, one per worker; the other engines run headless.
  display: [
    async ({ engine }, provide) => {
      if (engine !== "webkit") return provide("");
      const display = await startDisplay();
      await provide(display.display);
      display.stop();
    },
    { scope: "worker" },
  ],
  javaScript: [true, { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // oxlint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    const proxy = await startEndpointProxy(`http://127.0.0.1:${process.env.E2E_PORT}`);
    await provide(proxy);
    await proxy.close();
  },
  // A browser of its own per journey. Starting one (WebKit's driver above all) can take half a
  // minute on a busy 2-core machine, so it has its own time limit, apart from the journey's.
  visitor: [
    async ({ engine, display, javaScript, site }, provide, testInfo) => {
      const options = { origin: site.origin, javaScript, workFolder: testInfo.outputPath("browser") };
      const visitor = engine === "webkit" ? await webkitVisitor(display, options) : await puppeteerVisitor(engine, options);
      await provide(visitor);
      await visitor.close();
    },
    { timeout: 60_000 },
  ],
});
