/**
 * The e2e specs' one fixtures module: Playwright's `test` and `expect`, and the ways the specs meet
 * the site as a visitor or assistive technology does: pages and their sections, the menu, the FAQ,
 * and the quote form (filling it, catching what it sends, reading the outbox, camera photos).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import type { AreaLink, FaqItem, Reason, ServiceCard } from "#app/content/model/blocks.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { withExif } from "../../scripts/fixtures/exif-fixture.ts";
import { MIN_FILL_MS } from "#app/quote/spam-rules.ts";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import type { CountEvent } from "#app/counts/count-event.ts";
import type { CountLine } from "../../server/count-receiver.ts";
import { quoteServiceOptions } from "#app/content/content-files.server.ts";
import { sampleQuote } from "../../scripts/fixtures/sample-quote.ts";

export { test, expect };
export type { Browser, BrowserContext, ConsoleMessage, Locator, Page, Request, Route } from "@playwright/test";

/* ---------- The harness and the page as a whole ---------- */

/**
 * What the test harness itself logs, not the site: Playwright blocks service workers in the specs
 * that do not test them (so a worker's cache never answers for a route a test intercepts).
 */
export const isHarnessMessage = (text: string) => text.includes("Service Worker registration blocked by Playwright");

/**
 * With any route in place (even one that matches nothing), Chromium aborts the cross-document view
 * transition of a link's navigation and reports it as an error of the page: the harness's, in the
 * specs that route a request.
 */
export const isRoutingMessage = (text: string) => text.startsWith("Transition was aborted because of invalid state");

export const phoneViewport = { width: 390, height: 844 } as const;
export const desktopViewport = { width: 1280, height: 800 } as const;

/** When each page's quote form was taken over by React, by the test's clock (see `fillForm`). */
const hydratedAt = new WeakMap<Page, number>();

/**
 * The quote form is the one part of the site that runs React: wait until it has taken over the form
 * and its Send button is on, which happens in the same step that starts the spam rule's clock.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form");
    const send = form?.querySelector<HTMLButtonElement>("button[type=submit]");
    return form && send && !send.disabled && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
  hydratedAt.set(page, Date.now());
}

/**
 * Waits until the form has been open as long as a person needs to fill it: Send sooner is held
 * until then (app/quote/spam-rules.ts). Counted from hydration, which is no earlier than when the
 * form itself starts its clock.
 */
async function waitOutMinimumFillTime(page: Page) {
  const left = MIN_FILL_MS - (Date.now() - (hydratedAt.get(page) ?? Date.now()));
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * Reloads the page under a fake clock and stops it: the spam rule's minimum fill time then passes
 * only when the test runs the clock on (`page.clock.runFor`), however slow the machine.
 */
export async function stopPageClock(page: Page) {
  await page.clock.install();
  await page.reload();
  // A moment ahead of the page's clock, which runs on until paused: on a busy machine more than that
  // moment can pass before the pause arrives ("Cannot fast-forward to the past"), so ask again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    } catch (error) {
      if (attempt === 5 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

// The menu's own button in the header; the close control inside the menu names the same popover.
export const MENU_BUTTON = 'header button[popovertarget="mobile-menu"]:not([popovertargetaction])';
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

/* ---------- Pages and their sections ---------- */

/** Opens a path, checking that it is served as a page. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
}

export const main = (page: Page) => page.getByRole("main");

/** A page band, found by its heading: every band is a region labelled by its heading. */
export const sectionByHeading = (page: Page, heading: string) => main(page).getByRole("region", { name: heading, exact: true });

/** The hero band: the section of the main content that holds the page's h1. */
export const heroOf = (page: Page) =>
  main(page)
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .first();

/** The direct items of the first list in a scope (nested lists are not counted). */
export const topListItems = (scope: Locator) => scope.getByRole("list").first().locator(":scope > li");

/** A link with the given href, checked to be visible. */
export async function expectLinkTo(scope: Locator, href: string) {
  const links = scope.locator(`a[href="${href}"]`);
  await expect(links.first(), `a visible link to ${href}`).toBeVisible();
}

/** A visible link with this accessible name, leading to `href`. */
export async function expectNamedLink(scope: Locator | Page, name: string, href: string) {
  const link = scope.getByRole("link", { name, exact: true });
  await expect(link, `a visible link "${name}"`).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
}

/** A visible click-to-call link in the scope. */
export async function expectCallLink(scope: Locator, telHref: string) {
  const call = scope.locator('a[href^="tel:"]');
  await expect(call.first(), "a visible tel: link").toBeVisible();
  await expect(call.first()).toHaveAttribute("href", telHref);
}

/** Exactly these service cards, in order: each an article with an h3 title and its feature list. */
export async function expectServiceCards(scope: Locator, cards: readonly ServiceCard[]) {
  const articles = scope.getByRole("article");
  await expect(articles).toHaveCount(cards.length);
  for (const [index, card] of cards.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(card.title);
    await expect(article.getByText(card.description, { exact: true })).toBeVisible();
    const features = article.getByRole("list").getByRole("listitem");
    await expect(features).toHaveText(card.features);
  }
}

/** A "why choose" style list: one list item per reason, each with its h3 title and description. */
export async function expectReasonList(scope: Locator, reasons: readonly Reason[]) {
  const items = topListItems(scope);
  await expect(items).toHaveCount(reasons.length);
  for (const [index, reason] of reasons.entries()) {
    await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(reason.title);
    await expect(items.nth(index)).toContainText(reason.description);
  }
}

/** The areas grid: exactly these links, in order, with these targets. */
export async function expectAreaLinks(scope: Locator, links: readonly AreaLink[]) {
  const anchors = scope.getByRole("link");
  await expect(anchors).toHaveText(links.map((link) => link.name));
  for (const [index, link] of links.entries()) {
    await expect(anchors.nth(index)).toHaveAttribute("href", link.link);
  }
}

/** The FAQ's questions, one disclosure each, in order. */
export async function expectFaqQuestions(scope: Locator, items: readonly FaqItem[]) {
  await expect(scope.locator("details > summary")).toHaveText(items.map((item) => item.question));
}

/**
 * Spec section 4: every item starts closed; opening one shows its answer; opening another closes
 * the first; pressing the open one again closes it. The items form one exclusive group of their own.
 */
export async function checkFaqBehaviour(scope: Locator, items: readonly FaqItem[]) {
  const details = scope.locator("details");
  const questions = details.locator(":scope > summary");
  const answerOf = (index: number) => details.nth(index).getByText(items[index]!.answer, { exact: true });
  await expect(details).toHaveCount(items.length);
  const names = await details.evaluateAll((all) => all.map((element) => element.getAttribute("name")));
  expect(new Set(names).size, "one group name for the list").toBe(1);
  expect(names[0], "a group name").toBeTruthy();
  expect(await scope.page().locator(`details[name="${names[0]}"]`).count(), "the group is this list alone").toBe(items.length);
  for (let index = 0; index < items.length; index += 1) {
    await expect(details.nth(index)).not.toHaveAttribute("open");
    await expect(answerOf(index)).toBeHidden();
  }

  await questions.nth(0).click();
  await expect(details.nth(0)).toHaveAttribute("open");
  await expect(answerOf(0)).toBeVisible();
  for (let index = 1; index < items.length; index += 1) await expect(details.nth(index)).not.toHaveAttribute("open");

  // A list of one question has no second to open: its one open answer closes again.
  const last = Math.min(1, items.length - 1);
  if (last === 1) {
    await questions.nth(1).click();
    await expect(details.nth(1)).toHaveAttribute("open");
    await expect(answerOf(1)).toBeVisible();
    await expect(details.nth(0)).not.toHaveAttribute("open");
    await expect(answerOf(0)).toBeHidden();
  }

  await questions.nth(last).click();
  await expect(details.nth(last)).not.toHaveAttribute("open");
  await expect(answerOf(last)).toBeHidden();
  for (let index = 0; index < items.length; index += 1) await expect(details.nth(index)).not.toHaveAttribute("open");
}

/* ---------- The quote form ---------- */

/** The form's first service, whichever the owner offers: the sample asks for one of the specification's content. */
const [offeredService] = quoteServiceOptions();
export const visitor = { ...sampleQuote, service: offeredService!.value };
/** The name the form and the email give the visitor's service. */
export const visitorServiceLabel = offeredService!.label;
export type Visitor = { -readonly [K in keyof typeof sampleQuote]: string };
export const SEND_FORM = "**/api/v1.0/email/send-form";
const OUTBOX = "test-results/outbox.jsonl";

const { labels } = quoteFormCopy;
export const field = (page: Page, name: keyof typeof labels) => page.getByLabel(labels[name], { exact: false });
export const submit = (page: Page) => page.getByRole("button", { name: quoteFormCopy.submit });
export const photoInput = (page: Page) => page.getByLabel(quoteFormCopy.photos.label, { exact: false });
export const attachedPhotos = (page: Page) => page.getByRole("list", { name: quoteFormCopy.photos.listLabel }).getByRole("listitem");
export const successToast = (page: Page) => page.getByRole("status").filter({ hasText: quoteFormCopy.toast.successTitle });

/** Fills the form as a visitor does, then, unless told not to, waits as long as a person would take. */
export async function fillForm(page: Page, values: Visitor = { ...visitor }, { asFastAsABot = false } = {}) {
  // Typed into the form React has taken over, as nearly every visitor does: what is typed before
  // (by a person on a slow phone) is kept, and not timed; see app/quote/spam-rules.ts.
  if (!hydratedAt.has(page)) await waitForHydration(page);
  if (asFastAsABot) return fillAtOnce(page, values);
  await field(page, "firstName").fill(values.firstName);
  await field(page, "lastName").fill(values.lastName);
  await field(page, "phone").fill(values.phone);
  await field(page, "email").fill(values.email);
  await field(page, "address").fill(values.address);
  await field(page, "service").selectOption(values.service);
  await field(page, "urgency").selectOption(values.urgency);
  await field(page, "message").fill(values.message);
  await waitOutMinimumFillTime(page);
}

/**
 * Every field set in one script step, as a bot's script does: the form sees it filled within
 * milliseconds however loaded the machine is (field by field, a busy CI machine can take longer
 * than the minimum fill time, and the test would then send a person's form).
 */
async function fillAtOnce(page: Page, values: Visitor) {
  await page.locator("form").evaluate((form: HTMLFormElement, entries) => {
    for (const [name, value] of entries) {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      // React listens for the events its own value setter would fire; the prototype's setter bypasses its tracker.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")!.set!.call(control, value);
      control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  }, Object.entries(values));
}

export async function expectValues(page: Page, values: Visitor | null) {
  for (const name of Object.keys(visitor) as (keyof Visitor)[]) await expect(field(page, name)).toHaveValue(values ? values[name] : "");
}

/** Holds each request to the send endpoint until the test answers it. */
export function holdRequests(page: Page) {
  const held: { route: Route; request: Request }[] = [];
  const ready = page.route(SEND_FORM, (route, request) => void held.push({ route, request }));
  return { held, ready };
}

/** A sent request's multipart fields: text as strings, files as their bytes, name and type. */
export async function payloadOf(request: Request) {
  const form = await new Response(new Uint8Array(request.postDataBuffer()!), {
    headers: { "content-type": request.headers()["content-type"]! },
  }).formData();
  const text: Record<string, string> = {};
  const files: Record<string, { name: string; type: string; bytes: Uint8Array }> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") text[name] = value;
    else files[name] = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { text, files };
}

/** The outbox's lines whose message is `marker`. */
export function outboxLines(marker: string, outbox = OUTBOX): { request_id: string; photos: string[]; [field: string]: unknown }[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((line) => line.message === marker);
}
export const outboxFile = (relative: string) => join("test-results", relative);

/**
 * A phone camera's photo: `width`×`height` JPEG of leaves and sky, with EXIF orientation 6 and a
 * GPS position in it. Drawn by the browser, since Node has no image encoder of its own.
 */
export async function cameraPhoto(page: Page, name: string, { width = 4000, height = 3000 } = {}) {
  const base64 = await page.evaluate(
    async ({ w, h }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext("2d")!;
      const sky = context.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, "#8ec5f0");
      sky.addColorStop(1, "#3b7a2a");
      context.fillStyle = sky;
      context.fillRect(0, 0, w, h);
      for (let leaf = 0; leaf < 1500; leaf += 1) {
        context.fillStyle = `hsl(${90 + ((leaf * 37) % 60)} 45% ${20 + ((leaf * 13) % 30)}%)`;
        context.beginPath();
        context.arc((leaf * 7919) % w, (leaf * 104729) % h, 20 + (leaf % 60), 0, Math.PI * 2);
        context.fill();
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { w: width, h: height },
  );
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(withExif(Buffer.from(base64, "base64"), 6)) };
}

/** Width and height of an image's bytes, decoded by the browser (as any mail client would). */
export function imageSize(page: Page, bytes: Uint8Array) {
  return page.evaluate(async (base64) => {
    const binary = atob(base64);
    const data = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]), { imageOrientation: "none" });
    return { width: bitmap.width, height: bitmap.height };
  }, Buffer.from(bytes).toString("base64"));
}

/* ---------- What the site counts ---------- */

/** npm start's counter file for the "site" build (playwright.config.ts). */
const COUNTS = "test-results/counts.jsonl";

/** The lines npm start's counter holds (server/count-receiver.ts). */
export function countLines(path = COUNTS): CountLine[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CountLine);
}

/** The events this page sends to a counter (its own site's, or a service's), as sent. */
export function countsSentBy(page: Page): CountEvent[] {
  const sent: CountEvent[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === COUNT_EVENT_PATH) sent.push(JSON.parse(request.postData() ?? "null") as CountEvent);
  });
  return sent;
}

/** From a page of the site to the quote form, as a visitor goes: by that page's own link to /contact. */
export async function toTheFormFrom(page: Page, path: string) {
  if (page.url() === "about:blank" || new URL(page.url()).pathname !== path) await openPage(page, path);
  await page.locator('main a[href="/contact"]').first().click();
  await page.waitForURL("**/contact");
  await waitForHydration(page);
}

/** Resolves once the service worker controls the page (a first visit installs it). */
export const serviceWorkerControls = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });

/** Once field speed has loaded (the page is idle), a tap that gives the page an interaction to rate (INP). */
export async function tapOnceFieldSpeedRuns(page: Page) {
  // Fetched by the counter's import() (no script element): the page's record of what it fetched.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/field-speed-")));
  await page.waitForTimeout(500);
  await page.locator("main details > summary").first().click();
  await page.waitForTimeout(500);
}

export const phoneLinks = (page: Page) => ({
  header: page.locator('header a[href^="tel:"]').first(),
  hero: heroOf(page).locator('a[href^="tel:"]').first(),
  footer: page.locator('footer a[href^="tel:"]').first(),
});

/**
 * Whether each tap on a phone link went through untouched: no script of the site held it back (its
 * default action was not prevented). Recorded on the window, after every listener of the page has
 * run; then the dial itself is stopped: headless Chromium, asked to dial twice, stops navigating.
 */
export async function watchPhoneTaps(page: Page) {
  await page.addInitScript(() => {
    const taps: boolean[] = [];
    Object.assign(window, { phoneTaps: taps });
    addEventListener("click", (event) => {
      if (!(event.target as Element | null)?.closest?.('a[href^="tel:"]')) return;
      taps.push(!event.defaultPrevented);
      event.preventDefault();
    });
  });
  return () => page.evaluate(() => (window as unknown as { phoneTaps: boolean[] }).phoneTaps);
}
