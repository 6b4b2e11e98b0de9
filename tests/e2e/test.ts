/**
 * Playwright's `test` with a page whose goto() and reload() resolve only once React has hydrated
 * the prerendered HTML, so clicks and typing reach React. (The page paints before its JavaScript
 * starts; see scripts/defer-hydration.ts.)
 */
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { Locator, Page, Request, Route } from "@playwright/test";

/** React tags the elements it has hydrated with `__reactFiber…` properties. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
