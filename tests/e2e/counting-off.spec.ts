/**
 * Counting off (VITE_COUNTER=off, the "uncounted" build): a visit, a tap, a quote request and
 * leaving the page send nothing and load no counting script. And what counting leaves on a
 * visitor's device: no cookie, and the same storage with counting on (the "site" build, counting
 * into npm start) as off.
 */
import { existsSync } from "node:fs";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { paths } from "#app/site/paths.ts";
import {
  expect,
  fillForm,
  openPage,
  outboxLines,
  phoneLinks,
  submit,
  successToast,
  test,
  visitor,
  waitForHydration,
  watchPhoneTaps,
  type Browser,
  type Page,
} from "./fixtures.ts";
import { oneSuburb as suburb } from "./page-kinds.ts";

const OUTBOX = "test-results/outbox-uncounted.jsonl";
const COUNTS = "test-results/counts-uncounted.jsonl";

/** A visitor's way through the site: a suburb page, a tap on its phone link, the form from there, a request sent, and on. */
async function journey(page: Page, marker: string) {
  await openPage(page, suburb.canonical);
  await phoneLinks(page).hero.click();
  await page.locator(`main a[href="${paths.contact}"]`).first().click();
  await page.waitForURL(`**${paths.contact}`);
  await waitForHydration(page);
  await fillForm(page, { ...visitor, message: marker });
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  await openPage(page, paths.home);
  // Long enough for what runs once a page is idle (field speed, the service worker) to have run.
  await page.waitForTimeout(1500);
}

test("with counting off, nothing is sent: no event, no counting script, a policy for the site alone", async ({ page, context }) => {
  const requested: string[] = [];
  context.on("request", (request) => void requested.push(request.url()));
  await watchPhoneTaps(page);
  const marker = `Uncounted ${Date.now()}`;
  await journey(page, marker);
  expect(outboxLines(marker, OUTBOX), "the request itself arrived").toHaveLength(1);

  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => new URL(url).pathname === COUNT_EVENT_PATH)).toEqual([]);
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(requested.filter((url) => /\/assets\/(counter|field-speed)-/.test(url))).toEqual([]);
  expect(await page.content()).not.toMatch(/counter-|field-speed-/);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toContain("connect-src 'self';");
  expect(existsSync(COUNTS), "npm start's counter got nothing").toBe(false);

  await openPage(page, paths.privacy);
  await expect(page.getByRole("heading", { name: "What we count" }), "the privacy page says nothing of counting").toHaveCount(0);
});

/** Everything a site can leave on a device, by name: cookies, both storages' keys, IndexedDB databases, caches. */
async function storageAfterJourney(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: "allow" });
  const page = await context.newPage();
  await watchPhoneTaps(page);
  await journey(page, `Storage ${Date.now()}`);
  const cookies = await context.cookies();
  const stored = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage).toSorted(),
    sessionStorage: Object.keys(sessionStorage).toSorted(),
    indexedDB: (await indexedDB.databases()).map((database) => database.name).toSorted(),
    caches: (await caches.keys()).toSorted(),
  }));
  await context.close();
  return { cookies, ...stored };
}

test("counting sets no cookie and leaves the visitor's storage as it is with counting off", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const counted = await storageAfterJourney(browser, `http://localhost:${process.env["E2E_PORT"]}`);
  const uncounted = await storageAfterJourney(browser, baseURL!);
  expect(counted.cookies).toEqual([]);
  expect(counted).toEqual(uncounted);
});
