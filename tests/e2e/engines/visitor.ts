/**
 * A visitor's browser, whatever its engine: the few things a journey does (open a page, tap, press
 * a key, type, pick, attach a file, look, take a screenshot) and what the browser said on its
 * console. Journeys (tests/e2e/journeys.spec.ts) are written once against this; each engine has
 * an adapter: Chromium and Firefox through puppeteer-core (Firefox over WebDriver BiDi), WebKit
 * through WebKitWebDriver (docs/decisions/0013-every-visitors-browser.md).
 */
export type EngineName = "chromium" | "firefox" | "webkit";

export interface VisitorOptions {
  /** The site's origin (the test's endpoint proxy). */
  origin: string;
  /** false: the browser's own JavaScript switch is off, as a visitor may have it. */
  javaScript: boolean;
  /** A folder of the test's own for the browser's profile and logs. */
  workFolder: string;
}

export interface Visitor {
  engine: EngineName;
  /** Opens a path of the site and waits for the page to load. */
  goto(path: string): Promise<void>;
  /** The current URL's path. */
  path(): Promise<string>;
  /** A real tap or click in the middle of the element. */
  click(selector: string): Promise<void>;
  press(key: "Escape" | "Tab"): Promise<void>;
  fill(selector: string, value: string): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  upload(selector: string, file: string): Promise<void>;
  /** An expression evaluated in the page (a promise is awaited); its value must be JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** Screenshot of the viewport, as a PNG file. */
  screenshot(file: string): Promise<void>;
  /**
   * What the pages opened so far and the service worker wrote to the console as errors or
   * warnings, and uncaught exceptions, one line each.
   */
  consoleProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/** Where the page is and what it says in its live regions: what a failed wait reports. */
const pageState = (visitor: Visitor) =>
  visitor
    .evaluate<{ path: string; says: string[] }>(
      `({ path: location.pathname, says: [...document.querySelectorAll('[role="status"], [role="alert"]')].map((region) => region.textContent.trim()).filter(Boolean) })`,
    )
    .then((state) => `the page was ${state.path}, saying ${JSON.stringify(state.says)}`)
    .catch((error: unknown) => `the page could not be read (${String(error)})`);

/** Polls an expression in the page until it is truthy. */
export async function waitUntil(visitor: Visitor, expression: string, { timeout = 10_000, message = expression } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await visitor.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for: ${message}; ${await pageState(visitor)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The viewport the journeys use: a common phone's, in CSS pixels. */
export const phone = { width: 390, height: 844 } as const;
