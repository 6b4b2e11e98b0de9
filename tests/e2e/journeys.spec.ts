/**
 * The journeys that matter to a visitor, written once and run in Chromium, Firefox and WebKit
 * (playwright.config.ts has one project per engine), at a phone's size. Content is checked in
 * Chromium by the other specs; these check what differs between engines: the native menu and FAQ,
 * the quote form with a camera photo, a request kept while the endpoint is unreachable, one kept
 * and then refused (told on the next page), the service worker starting cleanly, the pages with JavaScript off, and the layout at 390 px.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { keptFailureCopy } from "#app/words-in-code/kept-failure-copy.ts";
import { business, telHref } from "#app/content/business.ts";
import { keptFailureNoticeId } from "#app/quote/kept-failure-names.ts";
import { mainMenu } from "#app/content/page-registry.ts";
import { paths } from "#app/site/paths.ts";
import { withExif, hasExif } from "../../scripts/fixtures/exif-fixture.ts";
import { MAX_EDGE } from "#app/quote/photos/resize.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";
import { MIN_FILL_MS } from "#app/quote/spam-rules.ts";
import { expect, test } from "./engines/journey-fixtures.ts";
import { phone, waitUntil, type Visitor } from "./engines/visitor.ts";
import { faqPages, pageKindPaths, suburbPagePath } from "./page-kinds.ts";
import { MENU_BUTTON, outboxFile, outboxLines, visitor as sample } from "./fixtures.ts";

/** How long the console journey stays on each page before opening the next. */
const READING_MS = 1000;

const menu = "#mobile-menu";
const closeControl = `${menu} button[popovertargetaction="hide"]`;
const menuIsOpen = (visitor: Visitor) =>
  visitor.evaluate<boolean>(`document.querySelector(${JSON.stringify(menu)}).matches(":popover-open")`);

async function checkMenu(visitor: Visitor) {
  await visitor.goto(paths.services);
  expect(await menuIsOpen(visitor)).toBe(false);
  await visitor.click(MENU_BUTTON);
  expect(await menuIsOpen(visitor), "the button opens the menu").toBe(true);
  await visitor.click(MENU_BUTTON);
  expect(await menuIsOpen(visitor), "the button closes it").toBe(false);
  await visitor.click(MENU_BUTTON);
  await visitor.press("Escape");
  expect(await menuIsOpen(visitor), "Escape closes it").toBe(false);
  await visitor.click(MENU_BUTTON);
  expect(await visitor.evaluate<string>(`document.querySelector(${JSON.stringify(closeControl)}).textContent.trim()`)).toBe(
    siteCopy.closeMenuButton,
  );
  await visitor.click(closeControl);
  expect(await menuIsOpen(visitor), "the close control inside it closes it").toBe(false);
  const about = mainMenu.find((entry) => entry.href === paths.about)!;
  await visitor.click(MENU_BUTTON);
  await visitor.click(`${menu} a[href="${about.href}"]`);
  await waitUntil(visitor, `location.pathname === ${JSON.stringify(about.href)}`);
  expect(await menuIsOpen(visitor), "the new page starts with the menu closed").toBe(false);
}

/** The page whose FAQ has the most questions: where opening a second can close the first. */
const longestFaq = faqPages.toSorted((a, b) => b.faq.items.length - a.faq.items.length)[0]!;

/**
 * Opening one answer closes the open one where the engine has exclusive `<details name>` (all
 * three today; Firefox ESR 128 had not: there answers open side by side, which is fine).
 */
async function checkFaq(visitor: Visitor) {
  await visitor.goto(longestFaq.path);
  const details = "main details[name]";
  const openStates = () => visitor.evaluate<boolean[]>(`[...document.querySelectorAll(${JSON.stringify(details)})].map((d) => d.open)`);
  const summary = (index: number) => `${details}:nth-of-type(${index + 1}) > summary`;
  const exclusive = await visitor.evaluate<boolean>(`"name" in HTMLDetailsElement.prototype`);
  expect((await openStates()).some(Boolean)).toBe(false);
  await visitor.click(summary(0));
  expect((await openStates())[0], "a question opens its answer").toBe(true);
  // With one question on every page there is no second to open: the one open answer closes again.
  const last = Math.min(1, longestFaq.faq.items.length - 1);
  if (last === 1) {
    await visitor.click(summary(1));
    const [first, second] = await openStates();
    expect(second).toBe(true);
    expect(first, "the first answer closes when the second opens").toBe(!exclusive);
  }
  await visitor.click(summary(last));
  expect((await openStates())[last], "an open answer closes again").toBe(false);
}

/** A 4000×3000 camera photo with GPS and orientation in its EXIF, as a phone takes it. */
async function cameraPhoto(folder: string): Promise<string> {
  const pixels = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#3b7a2a", noise: { type: "gaussian", mean: 110, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const file = join(folder, "tree.jpg");
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, withExif(pixels, 6));
  return file;
}

const field = (name: string) => `form [name="${name}"]`;
const submit = "form button[type=submit]";

/**
 * Fills the quote form with the sample request, its message made unique to find its outbox line,
 * taking at least as long as a person would (Send sooner is held until then).
 */
async function fillQuote(visitor: Visitor, marker: string) {
  await visitor.goto(paths.contact);
  await waitUntil(visitor, `!document.querySelector(${JSON.stringify(submit)}).disabled`, { message: "the form is ready" });
  const sendable = new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
  for (const name of ["firstName", "lastName", "phone", "email", "address", "message"] as const) {
    await visitor.fill(field(name), name === "message" ? marker : sample[name]);
  }
  await visitor.select(field("service"), sample.service);
  await visitor.select(field("urgency"), sample.urgency);
  await sendable;
}

const statusWith = (text: string) =>
  `[...document.querySelectorAll('[role="status"]')].some((status) => status.textContent.includes(${JSON.stringify(text)}))`;

/** Sends the sample request with the endpoint out of reach, once the service worker runs: the form says it is kept. */
async function sendWhileCut(visitor: Visitor, site: { cut: (cut: boolean) => void }, marker: string) {
  await fillQuote(visitor, marker);
  await waitUntil(visitor, "navigator.serviceWorker.controller", { message: "the service worker runs" });
  site.cut(true);
  await visitor.click(submit);
  await waitUntil(visitor, statusWith(quoteFormCopy.keptForLater.text(KEPT_REQUEST_DAYS)), {
    timeout: 30_000,
    message: "the kept message",
  });
}

test.describe("with JavaScript", () => {
  test("every page kind loads with no console error, the service worker's included", async ({ visitor }) => {
    test.setTimeout(60_000);
    for (const path of pageKindPaths) {
      await visitor.goto(path);
      if (path === pageKindPaths[0]) await waitUntil(visitor, "navigator.serviceWorker.controller", { message: "the service worker runs" });
      // A visitor stays on a page: what the browser fetches after load (Firefox's touch icon, say)
      // finishes, instead of being cut off by the next page and logged as the worker's failure.
      // Not in WebKit, whose console is read apart, in a browser of its own that opens every page
      // visited here again and lets each settle (engines/webkit-visitor.ts, readConsole).
      if (visitor.engine !== "webkit") await new Promise((resolve) => setTimeout(resolve, READING_MS));
    }
    const problems = await visitor.consoleProblems();
    expect(problems.filter((line) => !line.includes(siteCopy.notFound.consoleMessage))).toEqual([]);
  });

  test("the menu opens, closes with its button, Escape and its close control; an entry navigates", async ({ visitor }) => {
    await checkMenu(visitor);
  });

  test("the FAQ opens one answer at a time and closes again", async ({ visitor }) => {
    await checkFaq(visitor);
  });

  test("a quote with a 4000×3000 camera photo arrives whole: every field, the photo at most 1600 px, no EXIF", async ({
    visitor,
  }, testInfo) => {
    test.setTimeout(60_000);
    const marker = `Journey quote from ${visitor.engine} ${Date.now()}`;
    const photo = await cameraPhoto(testInfo.outputPath("photos"));
    expect(hasExif(readFileSync(photo))).toBe(true);
    await fillQuote(visitor, marker);
    await visitor.upload('form input[type="file"]', photo);
    await waitUntil(visitor, `document.querySelectorAll('form ul[aria-label] li').length === 1`, {
      timeout: 30_000,
      message: "the photo is attached",
    });
    await visitor.click(submit);
    await waitUntil(visitor, statusWith(quoteFormCopy.toast.successTitle), { timeout: 30_000, message: "the success toast" });

    const [line, ...more] = outboxLines(marker);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ ...sample, message: marker, suburb: sample.address });
    expect(line!.photos).toHaveLength(1);
    const stored = readFileSync(outboxFile(line!.photos[0]!));
    const { width = 0, height = 0, exif } = await sharp(stored).metadata();
    expect(Math.max(width, height)).toBeLessThanOrEqual(MAX_EDGE);
    expect(height, "upright: the camera's orientation applied").toBeGreaterThan(width);
    expect(exif).toBeUndefined();
    expect(hasExif(stored)).toBe(false);
  });

  test("a request made while the endpoint cannot be reached is kept, the visitor told, and it arrives once when it is back", async ({
    visitor,
    site,
  }) => {
    test.setTimeout(60_000);
    const marker = `Kept journey quote from ${visitor.engine} ${Date.now()}`;
    await sendWhileCut(visitor, site, marker);
    expect(outboxLines(marker)).toEqual([]);

    site.cut(false);
    // No other page opened, no `online` event: the worker's own retries and the page's asks send it.
    await waitUntil(visitor, statusWith(quoteFormCopy.toast.successTitle), { timeout: 45_000, message: "the success toast" });
    expect(await visitor.path()).toBe(paths.contact);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // room for a duplicate, were there one
    expect(outboxLines(marker)).toHaveLength(1);
  });

  test("a kept request refused when it is sent is told on the next page with the call button; 'send it again' gives the words back on /contact", async ({
    visitor,
    site,
  }, testInfo) => {
    test.setTimeout(120_000);
    const marker = `Refused journey quote from ${visitor.engine} ${Date.now()}`;
    const notice = `#${keptFailureNoticeId}`;
    const noticeSays = (text: string) => `document.querySelector(${JSON.stringify(notice)}).textContent.includes(${JSON.stringify(text)})`;
    await sendWhileCut(visitor, site, marker);

    // Back online on another page; the endpoint refuses the request (403), which is final.
    await visitor.goto(paths.services);
    site.refuse(true);
    site.cut(false);
    await waitUntil(visitor, noticeSays(keptFailureCopy.headline("today")), { timeout: 45_000, message: "the notice" });
    expect(await visitor.evaluate<boolean>(statusWith(keptFailureCopy.headline("today"))), "in a live region").toBe(true);
    const call = await visitor.evaluate<{ href: string; text: string }>(
      `(({ href, textContent }) => ({ href, text: textContent.trim() }))(document.querySelector(${JSON.stringify(`${notice} a[href^="tel:"]`)}))`,
    );
    expect(call).toEqual({ href: telHref, text: `${siteCopy.callLabel} ${business.phone.display}` });
    expect(await visitor.evaluate<number>("document.documentElement.scrollWidth"), "fits the phone").toBeLessThanOrEqual(phone.width);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // WebKit paints a moment after the notice is in the page
    const file = testInfo.outputPath(`${visitor.engine}-not-sent-notice.png`);
    await visitor.screenshot(file);
    await testInfo.attach(`${visitor.engine} the notice`, { path: file, contentType: "image/png" });
    expect(outboxLines(marker)).toEqual([]);

    // Kept on the phone across pages until dismissed or sent again.
    await visitor.goto(paths.about);
    await waitUntil(visitor, noticeSays(keptFailureCopy.headline("today")), { message: "the notice on the next page" });
    site.refuse(false);
    await visitor.click(`${notice} a[href="${paths.contact}"]`);
    await waitUntil(visitor, `location.pathname === ${JSON.stringify(paths.contact)}`);
    await waitUntil(visitor, `document.querySelector(${JSON.stringify(field("message"))}).value === ${JSON.stringify(marker)}`, {
      message: "the words back in the form",
    });
    expect(await visitor.evaluate<string>(`document.querySelector(${JSON.stringify(field("phone"))}).value`)).toBe(sample.phone);

    await visitor.click(submit);
    await waitUntil(visitor, statusWith(quoteFormCopy.toast.successTitle), { timeout: 30_000, message: "the success toast" });
    expect(outboxLines(marker)).toHaveLength(1);
    await visitor.goto(paths.about);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      await visitor.evaluate<string>(`document.querySelector(${JSON.stringify(notice)}).textContent`),
      "sent again: told no more",
    ).toBe("");
  });

  test("no page is wider than the phone; screenshots of home, contact and a suburb page", async ({ visitor }, testInfo) => {
    for (const path of [paths.home, paths.contact, suburbPagePath]) {
      await visitor.goto(path);
      expect(await visitor.evaluate<number>("document.documentElement.scrollWidth"), `${path} scrolls sideways`).toBeLessThanOrEqual(
        phone.width,
      );
      const file = testInfo.outputPath(`${visitor.engine}-${path === paths.home ? "home" : path.slice(1).replaceAll("/", "-")}.png`);
      await visitor.screenshot(file);
      await testInfo.attach(`${visitor.engine} ${path}`, { path: file, contentType: "image/png" });
    }
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScript: false });

  test("the menu and the FAQ still work", async ({ visitor }) => {
    // Scripts really are off: the quote form's button waits for the form's script, which never comes.
    await visitor.goto(paths.contact);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await visitor.evaluate<boolean>(`document.querySelector(${JSON.stringify(submit)}).disabled`)).toBe(true);
    await checkMenu(visitor);
    await checkFaq(visitor);
  });
});
