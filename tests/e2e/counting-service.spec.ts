/**
 * Counting as production counts: the site built with a counting service (Plausible's Events API,
 * intercepted here; no host name resolves in the tests' Chromium), EmailJS keys and the storm
 * notice on. Each event is Plausible's documented shape, with no cookie and no personal data; a
 * quote request is counted once it has arrived, sent at once or kept offline; a blocked or failing
 * service is never in the visitor's way. The pages are opened at the site's own host name, which
 * Chromium is told is this computer: from any other host (127.0.0.1, a preview) nothing is sent.
 */
import { chromiumFlags, chromiumPath } from "../../scripts/dev/machine.ts";
import { business } from "#app/content/business.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { counted, ratings, type CountEvent } from "#app/counts/count-event.ts";
import { paths } from "#app/site/paths.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";
import { emailjsTestEnv } from "./emailjs-env.ts";
import {
  expect,
  fillForm,
  isRoutingMessage,
  openPage,
  phoneLinks,
  sectionByHeading,
  serviceWorkerControls,
  submit,
  successToast,
  tapOnceFieldSpeedRuns,
  test,
  toTheFormFrom,
  visitor,
  waitForHydration,
  watchPhoneTaps,
  type BrowserContext,
  type Page,
  type Route,
} from "./fixtures.ts";
import { oneSuburb as suburb } from "./page-kinds.ts";

const SERVICE_EVENTS = `${emailjsTestEnv.VITE_COUNTER}/api/event`;

/** The site as a visitor reaches it: its own host name, served by this computer (a loopback address would be a secure context; this is made one). */
const SITE_HOST = emailjsTestEnv.VITE_COUNTER_SITE;
const siteAt = (host: string) => `http://${host}:${process.env["E2E_EMAILJS_PORT"]}`;
test.use({
  baseURL: siteAt(SITE_HOST),
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...chromiumFlags.map((flag) =>
        flag.startsWith("--host-resolver-rules=")
          ? flag.replace("=", `=MAP ${SITE_HOST} 127.0.0.1, MAP www.${SITE_HOST} 127.0.0.1, `)
          : flag,
      ),
      `--unsafely-treat-insecure-origin-as-secure=${siteAt(SITE_HOST)},${siteAt(`www.${SITE_HOST}`)}`,
    ],
  },
});
const EMAILJS_SEND_FORM = "https://api.emailjs.com/api/v1.0/email/send-form";
const cors = { "access-control-allow-origin": "*" };
const accepted = (route: Route) => route.fulfill({ status: 202, body: "ok", headers: cors });

/** What reaches the counting service from this page (or context, for the service worker's), with each request's headers. */
async function interceptService(target: Page | BrowserContext, answer: (route: Route) => Promise<void> = accepted) {
  const received: { event: CountEvent; headers: Record<string, string> }[] = [];
  await target.route(SERVICE_EVENTS, (route, request) => {
    received.push({ event: JSON.parse(request.postData() ?? "null") as CountEvent, headers: request.headers() });
    return answer(route);
  });
  return received;
}
const named = (received: { event: CountEvent }[], name: string) =>
  received.map(({ event }) => event).filter((event) => event.name === name);

test("a tap on the phone link of a suburb's page reaches the service for that page and suburb, as Plausible's API takes it, with no cookie", async ({
  page,
  context,
}) => {
  const tapsWentThrough = await watchPhoneTaps(page);
  const received = await interceptService(page);
  await openPage(page, suburb.canonical);
  const origin = new URL(page.url()).origin;
  await expect.poll(() => named(received, counted.visit)).toHaveLength(1);
  await phoneLinks(page).hero.click();
  // The storm notice is on in this build: its call link is counted like any other.
  await page.getByRole("complementary", { name: siteCopy.stormNotice.label }).locator('a[href^="tel:"]').click();
  await expect.poll(() => named(received, counted.call)).toHaveLength(2);
  expect(await tapsWentThrough()).toEqual([true, true]);
  for (const { event, headers } of received) {
    expect(event).toMatchObject({
      url: `${origin}${suburb.canonical}`,
      domain: emailjsTestEnv.VITE_COUNTER_SITE,
      props: { suburb: suburb.slug },
    });
    expect(Object.keys(event).toSorted()).toEqual(["domain", "name", "props", "url"]);
    expect(headers["content-type"], "text/plain: no preflight, as Plausible's API allows").toMatch(/^text\/plain/);
    expect(headers["cookie"]).toBeUndefined();
  }
  expect(await context.cookies()).toEqual([]);
});

test("the privacy page says what is counted (the referring site's domain, campaign tags, layout shift) and that this site's script sends it to Plausible", async ({
  page,
}) => {
  await openPage(page, paths.privacy);
  const section = sectionByHeading(page, "What we count");
  await expect(section).toContainText("a tap on our phone number or email address");
  await expect(section).toContainText(`Plausible Analytics (${new URL(emailjsTestEnv.VITE_COUNTER).host})`);
  await expect(section).toContainText("the website you came from, by its domain alone");
  await expect(section).toContainText("utm_source, utm_medium and utm_campaign");
  await expect(section).toContainText("how much its layout shifted");
  await expect(page.getByRole("main"), "a script that sends visits to a third party is no 'no tracking script'").not.toContainText(
    /tracking scripts/,
  );
});

test("the page's policy names the counting service beside EmailJS, and nothing else beyond the site", async ({ page }) => {
  await openPage(page, suburb.canonical);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toContain(`connect-src 'self' https://api.emailjs.com ${emailjsTestEnv.VITE_COUNTER};`);
});

test("a quote sent from /contact after visiting a suburb's page at its /tree-removal-… address reaches the service once, under that page; the error toast's phone link is counted too", async ({
  page,
}) => {
  const tapsWentThrough = await watchPhoneTaps(page);
  const received = await interceptService(page);
  let emailjsAnswer = 200;
  await page.route(EMAILJS_SEND_FORM, (route) => route.fulfill({ status: emailjsAnswer, body: "OK", headers: cors }));
  await toTheFormFrom(page, suburb.treeRemoval);
  await fillForm(page);
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  await expect.poll(() => named(received, counted.quote)).toHaveLength(1);
  expect(named(received, counted.quote)[0]).toMatchObject({
    url: expect.stringMatching(new RegExp(`${suburb.treeRemoval}$`)),
    props: { suburb: suburb.slug },
  });
  for (const { event } of received)
    expect(JSON.stringify(event)).not.toMatch(new RegExp([visitor.lastName, visitor.email, visitor.phone].join("|")));

  // A request EmailJS refuses is not counted; the toast's call link is.
  emailjsAnswer = 400;
  await fillForm(page);
  await submit(page).click();
  const toast = page.getByRole("alert").filter({ hasText: quoteFormCopy.toast.errorTitle });
  await expect(toast).toBeVisible();
  await toast.getByRole("link", { name: business.phone.display }).click();
  expect(await tapsWentThrough()).toEqual([true]);
  await expect.poll(() => named(received, counted.call).map((event) => new URL(event.url).pathname)).toEqual([paths.contact]);
  await page.waitForTimeout(1000);
  expect(named(received, counted.quote), "counted once, and not the refused one").toHaveLength(1);
});

test("a page load reports its LCP, INP and CLS ratings to the service, as measured, not as an interaction", async ({ page }) => {
  const received = await interceptService(page);
  await openPage(page, suburb.canonical);
  await tapOnceFieldSpeedRuns(page);
  // The visitor switches to another app: the page is hidden. (Leaving it for another page sends the
  // same event, as counting.spec.ts shows against npm start; a route does not see a request sent as
  // the page unloads, and headless Chromium hides no page of its own accord.)
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => named(received, counted.speed)).toHaveLength(1);
  const [speed] = named(received, counted.speed);
  expect(speed).toMatchObject({
    url: expect.stringMatching(new RegExp(`${suburb.canonical}$`)),
    interactive: false,
    props: { suburb: suburb.slug },
  });
  for (const metric of ["lcp", "inp", "cls"] as const) expect(ratings).toContain(speed!.props?.[metric]);
});

for (const failure of ["blocked", "answering 500"] as const) {
  test(`with the service ${failure}, calls and quotes work as ever`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => isRoutingMessage(error.message) || problems.push(error.message));
    const tapsWentThrough = await watchPhoneTaps(page);
    const received = await interceptService(page, (route) => (failure === "blocked" ? route.abort() : route.fulfill({ status: 500 })));
    const sent: string[] = [];
    await page.route(
      EMAILJS_SEND_FORM,
      (route) => (sent.push(route.request().url()), route.fulfill({ status: 200, body: "OK", headers: cors })),
    );
    await openPage(page, suburb.canonical);
    await phoneLinks(page).hero.click();
    expect(await tapsWentThrough()).toEqual([true]);
    await page.locator(`main a[href="${paths.contact}"]`).first().click();
    await waitForHydration(page);
    await fillForm(page);
    await submit(page).click();
    await expect(successToast(page)).toBeVisible();
    expect(sent).toHaveLength(1);
    await expect.poll(() => received.length, "the service was tried").toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });
}

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a quote kept offline reaches the service once, when it arrives, under the page the visitor came from", async ({
    page,
    context,
  }) => {
    // The service worker sends a kept request, and counts it: routed for the whole context.
    const received = await interceptService(context);
    // Offline as far as EmailJS goes: a route answers before any network, so the connection is cut here.
    let online = true;
    const emailed: string[] = [];
    await context.route(EMAILJS_SEND_FORM, (route) =>
      online ? (emailed.push("sent"), route.fulfill({ status: 200, body: "OK", headers: cors })) : route.abort("internetdisconnected"),
    );
    await toTheFormFrom(page, suburb.arborist);
    await serviceWorkerControls(page);
    await fillForm(page);
    online = false;
    await submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: quoteFormCopy.keptForLater.text(KEPT_REQUEST_DAYS) })).toBeVisible();
    expect(named(received, counted.quote), "kept, not arrived: not counted").toEqual([]);

    online = true;
    await expect.poll(() => emailed.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => named(received, counted.quote), { timeout: 10_000 }).toHaveLength(1);
    expect(named(received, counted.quote)[0]).toMatchObject({
      url: expect.stringMatching(new RegExp(`${suburb.arborist}$`)),
      props: { suburb: suburb.slug },
    });
    await page.waitForTimeout(2000);
    expect(named(received, counted.quote), "counted once").toHaveLength(1);
  });
});

// The page adds the worker's registration once its other scripts have run: the counter listens by then.
const scriptsRan = () => performance.getEntriesByType("resource").some(({ name }) => name.includes("/assets/register-sw-"));

test("from the site's www host name the service hears the visit, and from 127.0.0.1 (a test, a preview, Lighthouse) nothing at all", async ({
  browser,
}) => {
  for (const [host, heard] of [
    [`www.${SITE_HOST}`, 1],
    ["127.0.0.1", 0],
  ] as const) {
    const context = await browser.newContext({ baseURL: siteAt(host) });
    const page = await context.newPage();
    const received = await interceptService(context);
    const tapsWentThrough = await watchPhoneTaps(page);
    await openPage(page, suburb.canonical);
    await expect.poll(() => page.evaluate(scriptsRan), "the page's scripts ran").toBe(true);
    await phoneLinks(page).hero.click();
    expect(await tapsWentThrough()).toEqual([true]);
    await page.waitForTimeout(1000);
    expect(named(received, counted.visit), `visits heard from ${host}`).toHaveLength(heard);
    expect(named(received, counted.call), `calls heard from ${host}`).toHaveLength(heard);
    await context.close();
  }
});
