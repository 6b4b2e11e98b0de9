/**
 * The e2e specs' shared fixtures: Playwright's `test` and `expect`, and the checks several specs
 * make the way a visitor, or assistive technology, meets the page.
 */
import { test, expect, type Page } from "@playwright/test";

export { test, expect };
export type { Locator, Page, Request, Route } from "@playwright/test";

/**
 * What the test harness itself logs, not the site: Playwright blocks service workers in the specs
 * that do not test them (so a worker's cache never answers for a route a test intercepts).
 */
export const isHarnessMessage = (text: string) => text.includes("Service Worker registration blocked by Playwright");

export const phoneViewport = { width: 390, height: 844 } as const;
export const desktopViewport = { width: 1280, height: 800 } as const;

/** The quote form is the one part of the site that runs React: wait until it has taken over the form. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

export const MENU_BUTTON = 'header button[popovertarget="mobile-menu"]';
export const menuButton = (page: Page) => page.locator(MENU_BUTTON);
export const mobileMenu = (page: Page) => page.locator("#mobile-menu");

/**
 * Whether the browser tells assistive technology that a control is expanded, read from Chromium's
 * own accessibility tree (a popover's invoker carries that state without any aria-expanded attribute).
 */
export async function accessibleExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: `document.querySelector(${JSON.stringify(selector)})` });
    if (!result.objectId) throw new Error(`No element matches ${selector}`);
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { objectId: result.objectId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/** `test` for the quote form's specs: goto() and reload() resolve once the form's React has taken over. */
export const formTest = test.extend({
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
