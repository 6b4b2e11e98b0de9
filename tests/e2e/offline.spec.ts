/**
 * A bad connection loses nothing: the service worker keeps visited pages and a few key ones for
 * offline use, and keeps a quote request made offline on the device until it can be sent, once.
 */
import { AxeBuilder } from "@axe-core/playwright";
import {
  SEND_FORM,
  expect,
  test,
  waitForHydration,
  attachedPhotos,
  cameraPhoto,
  fillForm,
  outboxLines,
  photoInput,
  submit,
  successToast,
  visitor,
  phoneViewport,
  type BrowserContext,
  type Page,
} from "./fixtures.ts";
import { business } from "#app/content/business.ts";
import { paths } from "#app/site/paths.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { keptFailureCopy } from "#app/words-in-code/kept-failure-copy.ts";
import { KEPT_FAILURES, keptFailureNoticeId } from "#app/quote/kept-failure-names.ts";
import { counted } from "#app/counts/count-event.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { readPage } from "#app/content/content-files.server.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";

test.use({ serviceWorkers: "allow" });

const { keptForLater } = quoteFormCopy;
const savedNote = (page: Page) =>
  page.getByRole("status").filter({ hasText: `${keptForLater.text(KEPT_REQUEST_DAYS)} ${keptForLater.call(business.phone.display)}` });

/** Opens /contact and waits until the service worker runs it. */
async function openControlled(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

/**
 * The ids of the requests the service worker still keeps to send (app/quote/kept-requests.ts). It
 * takes each out before it sends it, so once a sent request is not among them nothing can send it again.
 */
const keptIds = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    const channel = new MessageChannel();
    const answer = new Promise<string[]>((resolve) =>
      channel.port1.addEventListener("message", (event) => resolve(event.data as string[]), { once: true }),
    );
    channel.port1.start();
    worker.postMessage({ type: "kept-quotes" }, [channel.port2]);
    return answer;
  });

/**
 * Fills the form with a marker and, unless told not to, one photo, and presses Send with the
 * connection down. Without it where only how often the request is sent matters: preparing a photo
 * takes seconds, and a kept request with one is shown to arrive whole by the first test.
 */
async function sendWhileOffline(page: Page, marker: string, { withPhoto = true } = {}) {
  await fillForm(page, { ...visitor, message: marker });
  if (withPhoto) {
    await photoInput(page).setInputFiles([await cameraPhoto(page, "storm-damage.jpg", { width: 2000, height: 1500 })]);
    await expect(attachedPhotos(page)).toHaveCount(1, { timeout: 20_000 });
  }
  await page.context().setOffline(true);
  await submit(page).click();
  await expect(savedNote(page)).toBeVisible();
  await expect(savedNote(page).getByRole("link")).toHaveAttribute("href", `tel:${business.phone.e164}`);
}

test("offline, the request is saved on the phone and nothing is sent; back online, it arrives once with its photo", async ({
  page,
  context,
}) => {
  const marker = `Offline check ${Date.now()}`;
  await openControlled(page);
  // The worker tries a request at once when it keeps it: that try, failed, is the moment to look.
  const workerTried = page.context().waitForEvent("requestfailed", {
    predicate: (request) => request.url().endsWith("/send-form") && request.serviceWorker() !== null,
  });
  await sendWhileOffline(page, marker);
  await workerTried;
  expect(await keptIds(page)).toHaveLength(1);
  expect(outboxLines(marker)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => outboxLines(marker).length, { timeout: 20_000 }).toBe(1);
  await expect(successToast(page)).toBeVisible();
  await expect(savedNote(page)).toHaveCount(0);
  expect(outboxLines(marker)[0]!.photos).toHaveLength(1);
});

test("offline before the first photo: it is still prepared off the page, by the worker the service worker kept", async ({ page }) => {
  // Counts the page's own canvas encodes: the slow path, used only when the worker cannot load.
  await page.addInitScript(() => {
    const encode = OffscreenCanvas.prototype.convertToBlob;
    Object.assign(window, { pageEncodes: 0 });
    OffscreenCanvas.prototype.convertToBlob = function (this: OffscreenCanvas, options?: ImageEncodeOptions) {
      Object.assign(window, { pageEncodes: (window as unknown as { pageEncodes: number }).pageEncodes + 1 });
      return encode.call(this, options);
    };
  });
  const pageEncodes = () => page.evaluate(() => (window as unknown as { pageEncodes: number }).pageEncodes);
  await openControlled(page);
  const photo = await cameraPhoto(page, "storm-damage.jpg", { width: 2000, height: 1500 });
  const before = await pageEncodes();

  await page.context().setOffline(true);
  await photoInput(page).setInputFiles([photo]);
  await expect(attachedPhotos(page)).toHaveCount(1, { timeout: 20_000 });
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(expect.stringMatching(/^\/assets\/photo-worker-/));
  expect(await pageEncodes()).toBe(before);
});

test("the page closed while offline: reopening the site sends the request, once", async ({ page, context }) => {
  const marker = `Closed page check ${Date.now()}`;
  await openControlled(page);
  await sendWhileOffline(page, marker, { withPhoto: false });
  await page.close();
  await context.setOffline(false);

  const reopened = await context.newPage();
  await reopened.goto("/contact");
  await waitForHydration(reopened);
  await expect.poll(() => outboxLines(marker).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => keptIds(reopened), { message: "nothing left to send again" }).toEqual([]);
  expect(outboxLines(marker)).toHaveLength(1);
});

test("two tabs open when the connection returns: the request is still sent once", async ({ page, context }) => {
  const marker = `Two tabs check ${Date.now()}`;
  await openControlled(page);
  const second = await context.newPage();
  await second.goto("/contact");
  await waitForHydration(second);
  await sendWhileOffline(page, marker, { withPhoto: false });
  await context.setOffline(false);
  await expect.poll(() => outboxLines(marker).length, { timeout: 20_000 }).toBe(1);
  await expect(successToast(page)).toBeVisible();
  await expect.poll(() => keptIds(second), { message: "nothing left to send again" }).toEqual([]);
  expect(outboxLines(marker)).toHaveLength(1);
});

test("back online, a first try that meets no connection yet is followed by another: the request arrives once", async ({
  page,
  context,
}) => {
  const marker = `Slow reconnect check ${Date.now()}`;
  await openControlled(page);
  await sendWhileOffline(page, marker, { withPhoto: false });
  let refused = 0;
  // The quote's endpoint only: pages also post what they count to /api/ (ADR 0031).
  await context.route(SEND_FORM, (route) => (refused++ === 0 ? route.abort("internetdisconnected") : route.fallback()));
  await context.setOffline(false);
  await expect.poll(() => outboxLines(marker).length, { timeout: 20_000 }).toBe(1);
  await expect(successToast(page)).toBeVisible();
  expect(refused).toBe(2);
});

test("pages browsed offline do not use up a kept request's tries: back online, it arrives once", async ({ page, context }) => {
  const marker = `Offline browsing check ${Date.now()}`;
  await openControlled(page);
  await sendWhileOffline(page, marker, { withPhoto: false });
  for (const path of [paths.home, paths.storm, paths.contact, paths.home, paths.storm, paths.contact]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(siteCopy.offline.hero.heading);
  }
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: keptForLater.text(KEPT_REQUEST_DAYS) })).toBeVisible();
  await context.setOffline(false);
  await expect.poll(() => outboxLines(marker).length, { timeout: 25_000 }).toBe(1);
  await expect(successToast(page)).toBeVisible();
});

test("offline, a page never opened shows the offline page; a visited one and the storm page still work", async ({ page, context }) => {
  await openControlled(page);
  await page.goto("/about");
  await context.setOffline(true);

  await page.goto("/areas");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(siteCopy.offline.hero.heading);
  await expect(page.getByRole("main").locator('a[href^="tel:"]').first()).toHaveAttribute("href", `tel:${business.phone.e164}`);
  await expect(page.getByRole("main").getByRole("link", { name: siteCopy.quoteLabel })).toHaveAttribute("href", "/contact");

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(siteCopy.offline.hero.heading);
  await page.goto("/storm-cleanup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("storm").hero.heading);
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(submit(page)).toBeEnabled();
});

test("the send endpoint is never cached, and pages come from the network when it is there", async ({ page }) => {
  await openControlled(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.some((url) => url.includes("/api/"))).toBe(false);
  expect(cached.some((url) => url.endsWith("/contact"))).toBe(true);

  // A new deploy is never hidden behind the kept copy: with the network there, the page comes from it.
  await page
    .context()
    .route("**/storm-cleanup", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>New</title><h1>Deployed a moment ago</h1>" }),
    );
  const response = await page.goto("/storm-cleanup");
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deployed a moment ago");
});

/* ---------- A kept request refused when it is sent ---------- */

const notSentNotice = (page: Page) =>
  page.getByRole("status", { name: keptFailureCopy.label }).filter({ hasText: keptFailureCopy.headline("today") });

/** Every count posted from the pages or the service worker (Chromium routes the worker's requests too). */
async function countsPosted(context: BrowserContext) {
  const names: string[] = [];
  await context.route("**/api/event", async (route) => {
    names.push(String((route.request().postDataJSON() as { name?: unknown } | null)?.name));
    await route.fallback();
  });
  return names;
}

test.describe("a kept request refused when it is sent", () => {
  test.use({ viewport: phoneViewport });

  test("with no page open: the next page tells the visitor, with the call button, until they send it again from /contact; never counted", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const marker = `Refused check ${Date.now()}`;
    const counts = await countsPosted(context);
    await openControlled(page);
    await sendWhileOffline(page, marker);
    await page.close();
    // The outbox refuses it (403), as EmailJS does a month's quota used up: final, not worth retrying.
    await context.route(SEND_FORM, (route) => route.fulfill({ status: 403, body: "Forbidden" }));
    await context.setOffline(false);

    const reopened = await context.newPage();
    await reopened.goto(paths.about);
    const notice = notSentNotice(reopened);
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice.getByRole("link", { name: `${siteCopy.callLabel} ${business.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    expect(outboxLines(marker)).toHaveLength(0);

    // Kept on the device across page loads until dismissed or sent again.
    await reopened.goto(paths.services);
    await expect(notSentNotice(reopened)).toBeVisible();
    await context.unroute(SEND_FORM);
    await notSentNotice(reopened).getByRole("link", { name: keptFailureCopy.sendAgain }).click();
    await expect(reopened).toHaveURL(/\/contact$/);
    await waitForHydration(reopened);
    const told = reopened.getByRole("alert").filter({ hasText: keptFailureCopy.form.title("today") });
    await expect(told).toContainText(keptFailureCopy.form.photosDropped(1));
    await expect(reopened.getByLabel(quoteFormCopy.labels.message, { exact: false })).toHaveValue(marker);
    await expect(reopened.getByLabel(quoteFormCopy.labels.firstName, { exact: false })).toHaveValue(visitor.firstName);
    expect(counts, "what the pages count is seen here").toContain(counted.visit);
    expect(
      counts.filter((name) => name === counted.quote),
      "a failure is not a quote",
    ).toEqual([]);

    await submit(reopened).click();
    await expect(successToast(reopened)).toBeVisible();
    expect(outboxLines(marker)).toHaveLength(1);
    // A page loads the notice only when the device keeps a failure (app/browser/register-sw.ts): none is kept.
    await expect.poll(() => reopened.evaluate((name) => caches.has(name), KEPT_FAILURES)).toBe(false);
    await reopened.goto(paths.about);
    await expect(notSentNotice(reopened)).toHaveCount(0);
  });

  test("refused while /contact is open: the form takes the words back and says so, with the photo to add again", async ({
    page,
    context,
  }) => {
    const marker = `Refused on contact check ${Date.now()}`;
    await openControlled(page);
    await sendWhileOffline(page, marker);
    await context.route(SEND_FORM, (route) => route.fulfill({ status: 403, body: "Forbidden" }));
    await context.setOffline(false);
    const told = page.getByRole("alert").filter({ hasText: keptFailureCopy.form.title("today") });
    await expect(told).toContainText(keptFailureCopy.form.photosDropped(1));
    await expect(told.getByRole("link", { name: business.phone.display })).toHaveAttribute("href", `tel:${business.phone.e164}`);
    await expect(page.getByLabel(quoteFormCopy.labels.message, { exact: false })).toHaveValue(marker);
    await expect(notSentNotice(page), "on /contact the form tells, not the notice").toHaveCount(0);
    expect(outboxLines(marker)).toHaveLength(0);
  });

  test("the notice is dismissed from the keyboard, and stays dismissed", async ({ page, context }) => {
    test.setTimeout(60_000);
    await openControlled(page);
    await sendWhileOffline(page, `Dismissed check ${Date.now()}`, { withPhoto: false });
    await context.route(SEND_FORM, (route) => route.fulfill({ status: 403, body: "Forbidden" }));
    await page.goto(paths.storm);
    await context.setOffline(false);
    const notice = notSentNotice(page);
    await expect(notice).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "fits a phone").toBeLessThanOrEqual(phoneViewport.width);
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width, "the card fits a phone").toBeLessThanOrEqual(phoneViewport.width);

    const axe = await new AxeBuilder({ page })
      .include(`#${keptFailureNoticeId}`)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    const dismiss = notice.getByRole("button", { name: keptFailureCopy.dismiss });
    // Reached from the top of the page in a few presses of Tab: it comes right after the header.
    for (let presses = 0; presses < 12 && !(await dismiss.evaluate((button) => button === document.activeElement)); presses += 1)
      await page.keyboard.press("Tab");
    await expect(dismiss).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(notice).toHaveCount(0);
    // Its record goes with it, and a page loads the notice only when the device keeps one (app/browser/register-sw.ts).
    await expect.poll(() => page.evaluate((name) => caches.has(name), KEPT_FAILURES)).toBe(false);
    await page.reload();
    await expect(notSentNotice(page)).toHaveCount(0);
  });
});
