/**
 * What the site counts, into npm start's own counter (the "site" build has no counting service):
 * a visit and a tap on a phone link, per page and suburb; a quote request once it has arrived,
 * with the page the visitor came to the form from, sent at once or kept offline; field speed; a
 * tagged visit's source; a missing page as a 404; and no bot. A counter that is blocked or failing
 * is never in a visitor's way.
 */
import { chromiumFlags, chromiumPath } from "../../scripts/dev/machine.ts";
import { business } from "#app/content/business.ts";
import { counted, LINK_FROM, ratings } from "#app/counts/count-event.ts";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { paths } from "#app/site/paths.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";
import {
  countLines,
  countsSentBy,
  expect,
  fillForm,
  isRoutingMessage,
  openPage,
  outboxLines,
  phoneLinks,
  serviceWorkerControls,
  submit,
  successToast,
  tapOnceFieldSpeedRuns,
  test,
  toTheFormFrom,
  visitor,
  watchPhoneTaps,
} from "./fixtures.ts";
import { oneSuburb as suburb } from "./page-kinds.ts";

// The counter drops a headless browser's events as a bot's: these tests' Chromium says it is the Chrome it stands in for.
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...chromiumFlags, `--user-agent=${CHROME}`] } });

/** The lines the counter gained since `before` (a length of countLines()) that match. */
const linesSince = (before: number, match: (line: ReturnType<typeof countLines>[number]) => boolean) =>
  countLines().slice(before).filter(match);

test("a tap on any phone link of a suburb's page is counted for that page and its suburb, and the visit too", async ({ page }) => {
  const before = countLines().length;
  const sent = countsSentBy(page);
  const tapsWentThrough = await watchPhoneTaps(page);
  await openPage(page, suburb.canonical);
  await expect.poll(() => sent.map((event) => event.name)).toEqual([counted.visit]);
  const links = phoneLinks(page);
  for (const link of [links.header, links.hero, links.footer]) await link.click();
  expect(await tapsWentThrough()).toEqual([true, true, true]);
  const calls = () => sent.filter((event) => event.name === counted.call);
  await expect.poll(() => calls()).toHaveLength(3);
  for (const call of calls())
    expect(call).toMatchObject({ url: `${new URL(page.url()).origin}${suburb.canonical}`, props: { suburb: suburb.slug } });
  // Stored, by the counter's own rules: each 202 was a line on disk.
  await expect
    .poll(
      () =>
        linesSince(before, (line) => line.name === counted.call && line.page === suburb.canonical && line.suburb === suburb.slug).length,
    )
    .toBeGreaterThanOrEqual(3);
  expect(linesSince(before, (line) => line.name === counted.visit && line.page === suburb.canonical).length).toBeGreaterThanOrEqual(1);
});

test("the same suburb under another URL shape is counted for that suburb, and the page as seen", async ({ page }) => {
  const sent = countsSentBy(page);
  await watchPhoneTaps(page);
  await openPage(page, suburb.arborist);
  await phoneLinks(page).hero.click();
  await expect
    .poll(() => sent.find((event) => event.name === counted.call))
    .toMatchObject({ url: expect.stringMatching(new RegExp(`${suburb.arborist}$`)), props: { suburb: suburb.slug } });
});

test("a quote sent from /contact after visiting a suburb's page at its /tree-removal-… address is counted once, with that page as its source", async ({
  page,
}) => {
  const before = countLines().length;
  const sent = countsSentBy(page);
  await toTheFormFrom(page, suburb.treeRemoval);
  const marker = `Counted quote ${Date.now()}`;
  await fillForm(page, { ...visitor, message: marker });
  expect(
    sent.filter((event) => event.name === counted.quote),
    "nothing counted before Send",
  ).toEqual([]);
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  expect(outboxLines(marker)).toHaveLength(1);
  await expect.poll(() => sent.filter((event) => event.name === counted.quote)).toHaveLength(1);
  expect(sent.find((event) => event.name === counted.quote)).toMatchObject({
    url: `${new URL(page.url()).origin}${suburb.treeRemoval}`,
    props: { suburb: suburb.slug },
  });
  await expect
    .poll(() => linesSince(before, (line) => line.name === counted.quote && line.page === suburb.treeRemoval))
    .toEqual([expect.objectContaining({ suburb: suburb.slug })]);
  await page.waitForTimeout(1000);
  expect(
    sent.filter((event) => event.name === counted.quote),
    "counted once",
  ).toHaveLength(1);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a quote kept offline is counted once, when it arrives, with the page the visitor came to the form from", async ({
    page,
    context,
  }) => {
    // Installing the service worker, then the arrival and its count (up to 20 s and 10 s) need more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const source = suburb.treeServices;
    const before = countLines().length;
    const quotesFromSource = () => linesSince(before, (line) => line.name === counted.quote && line.page === source);
    await toTheFormFrom(page, source);
    await serviceWorkerControls(page);
    const marker = `Counted offline ${Date.now()}`;
    await fillForm(page, { ...visitor, message: marker });
    await context.setOffline(true);
    await submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: quoteFormCopy.keptForLater.text(KEPT_REQUEST_DAYS) })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(quotesFromSource(), "kept, not arrived: not counted").toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => outboxLines(marker).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => quotesFromSource(), { timeout: 10_000 }).toEqual([expect.objectContaining({ suburb: suburb.slug })]);
    await page.waitForTimeout(2000);
    expect(quotesFromSource(), "counted once").toHaveLength(1);
  });
});

test("a page load reports how Google would rate its LCP, INP and CLS, when the visitor leaves it", async ({ page }) => {
  const before = countLines().length;
  await openPage(page, suburb.canonical);
  await tapOnceFieldSpeedRuns(page);
  await openPage(page, paths.home);
  const rated = () =>
    linesSince(
      before,
      (line) => line.name === counted.speed && line.page === suburb.canonical && Boolean(line.lcp && line.inp && line.cls),
    );
  await expect.poll(() => rated().length).toBeGreaterThanOrEqual(1);
  const [speed] = rated();
  for (const metric of [speed!.lcp, speed!.inp, speed!.cls]) expect(ratings).toContain(metric);
  expect(speed!.suburb).toBe(suburb.slug);
});

test("the page's policy lets it reach only its own site: npm start's counter is on the same origin", async ({ page }) => {
  await openPage(page, suburb.canonical);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toContain("connect-src 'self';");
});

for (const failure of ["blocked", "answering 500"] as const) {
  test(`with the counter ${failure}, calls and quotes work as ever, and the visitor sees nothing of it`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => isRoutingMessage(error.message) || problems.push(error.message));
    const tapsWentThrough = await watchPhoneTaps(page);
    let refused = 0;
    await page.route("**/api/event", (route) => (refused++, failure === "blocked" ? route.abort() : route.fulfill({ status: 500 })));

    await openPage(page, suburb.canonical);
    await phoneLinks(page).hero.click();
    await phoneLinks(page).header.click();
    expect(await tapsWentThrough()).toEqual([true, true]);
    await expect(phoneLinks(page).hero).toHaveAttribute("href", `tel:${business.phone.e164}`);

    await toTheFormFrom(page, suburb.canonical);
    const marker = `Counter ${failure} ${Date.now()}`;
    await fillForm(page, { ...visitor, message: marker });
    await submit(page).click();
    await expect(successToast(page)).toBeVisible();
    expect(outboxLines(marker)).toHaveLength(1);
    await expect.poll(() => refused, "the counter was tried, and failed").toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });
}

test("a visit by a tagged link keeps its campaign tags as its source, and nothing else of its query; no email address or phone number in them", async ({
  page,
  browser,
  baseURL,
}) => {
  const before = countLines().length;
  const sent = countsSentBy(page);
  const tags = "utm_source=gbp&utm_medium=organic&utm_campaign=profile";
  await openPage(page, `${paths.services}?gclid=abc123&${tags}&email=jo%40example.com&fbclid=x`);
  const origin = new URL(page.url()).origin;
  await expect.poll(() => sent.find((event) => event.name === counted.visit)?.url).toBe(`${origin}${paths.services}?${tags}`);
  await expect
    .poll(() =>
      linesSince(before, (line) => line.name === counted.visit && line.page === paths.services && line.utm_campaign === "profile"),
    )
    .toEqual([expect.objectContaining({ utm_source: "gbp", utm_medium: "organic" })]);
  expect(JSON.stringify(countLines().slice(before))).not.toMatch(/gclid|abc123|fbclid|jo@example|jo%40/);

  // A link that carries a visitor's email address and phone number in its tags (issue 49), then a
  // call on that visit: hidden in what the page sends and in every line the visit stores. A browser
  // of its own, so that the visit is this one alone.
  const tagged = await browser.newContext({ baseURL, userAgent: `${CHROME} tagged-visit` });
  const tab = await tagged.newPage();
  const sentByTab = countsSentBy(tab);
  await watchPhoneTaps(tab);
  const personal = "utm_source=flyer&utm_medium=0412%20345%20678&utm_campaign=jane.doe%40example.com";
  await openPage(tab, `${paths.services}?${personal}`);
  await expect
    .poll(() => sentByTab.find((event) => event.name === counted.visit)?.url)
    .toBe(`${origin}${paths.services}?utm_source=flyer&utm_medium=[hidden]&utm_campaign=[hidden]`);
  await phoneLinks(tab).header.click();
  await expect
    .poll(() => linesSince(before, (line) => line.source === "flyer / [hidden] / [hidden]").map((line) => line.name))
    .toEqual([counted.visit, counted.call]);
  expect(JSON.stringify(countLines().slice(before))).not.toMatch(/jane|doe|0412|345 678/);
  await tagged.close();
});

test("a missing page is counted as a 404 with its path, not as a visit; an address holding an email or a phone number without them", async ({
  page,
}) => {
  const before = countLines().length;
  const sent = countsSentBy(page);
  const missing = `/no-such-page-${Date.now().toString(36)}`;
  expect((await page.goto(missing))?.status()).toBe(404);
  await expect.poll(() => sent.map((event) => event.name)).toEqual([counted.notFound]);
  expect(sent[0]).toMatchObject({ props: { path: missing } });
  await expect
    .poll(() => linesSince(before, (line) => line.page === missing))
    .toEqual([expect.objectContaining({ name: counted.notFound })]);
  expect((await page.goto("/jane@example.com/0412345678"))?.status()).toBe(404);
  await expect.poll(() => sent.map((event) => event.props?.path)).toEqual([missing, "/[hidden]/[hidden]"]);
  // Nor does the page its link opens learn that address (a quote request would be counted under it).
  await page.waitForFunction(() => document.querySelector("script[src*=counter]")); // the counter listens for links
  await page.locator(`main a[href="${paths.home}"]`).click();
  await page.waitForURL((url) => url.pathname === paths.home);
  expect(
    await page.evaluate((key) => [document.referrer, window.name, (self as unknown as Record<string, unknown>)[key]], LINK_FROM),
  ).toEqual(["", "", undefined]);
});

test("the offline page, opened while online, is counted as a visit to it, never as a missing page", async ({ page }) => {
  const sent = countsSentBy(page);
  await openPage(page, paths.offline);
  await expect.poll(() => sent.map((event) => event.name)).toEqual([counted.visit]);
  expect(sent[0]!.url).toBe(`${new URL(page.url()).origin}${paths.offline}`);
});

test("the tab's note of a link followed is taken by the page it led to as it is parsed, so it never outlives that page", async ({
  page,
}) => {
  const sent = countsSentBy(page);
  await openPage(page, suburb.canonical);
  // The counter has run once it counted the visit: it listens for links from the same moment (app/browser/counter.ts).
  // Its script being in the page is not enough on a busy machine: a module runs after the page is parsed.
  await expect.poll(() => sent.map((event) => event.name)).toContain(counted.visit);
  await page.locator('main a[href="/contact"]').first().click();
  await page.waitForURL("**/contact");
  expect(await page.evaluate((key) => [window.name, (self as unknown as Record<string, unknown>)[key]], LINK_FROM)).toEqual([
    "",
    suburb.canonical,
  ]);
  // On to a page whose scripts never run (as when a visitor leaves it before its first paint in WebKit), then back to the form by its address.
  await page.route("**/*.js", (route) => route.abort());
  await openPage(page, paths.services);
  await page.unroute("**/*.js");
  await openPage(page, paths.contact);
  expect(
    await page.evaluate((key) => [window.name, (self as unknown as Record<string, unknown>)[key]], LINK_FROM),
    "no source but the form",
  ).toEqual(["", undefined]);
});

test("a search engine's robot visiting is not stored as a visit", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const page = await context.newPage();
  const sent = countsSentBy(page);
  const answered: number[] = [];
  page.on("response", (response) => void (response.url().endsWith(COUNT_EVENT_PATH) && answered.push(response.status())));
  const before = countLines().length;
  const campaign = `robot-${Date.now()}`; // tells this visit apart from any other test's
  await openPage(page, `${paths.privacy}?utm_campaign=${campaign}`);
  await expect.poll(() => answered).toEqual([202]);
  expect(sent.map((event) => event.name)).toEqual([counted.visit]);
  await page.waitForTimeout(500);
  expect(linesSince(before, (line) => line.utm_campaign === campaign)).toEqual([]);
  await context.close();
});

test("the owner's own browser, switched off by ?plausible_ignore=true, sends nothing until switched on again", async ({ page }) => {
  const sent = countsSentBy(page);
  await watchPhoneTaps(page);
  await openPage(page, `${paths.home}?plausible_ignore=true`);
  await page.waitForFunction(() => localStorage.getItem("plausible_ignore") === "true"); // the counter ran, after first paint
  await openPage(page, suburb.canonical);
  await phoneLinks(page).hero.click();
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  await openPage(page, `${paths.home}?plausible_ignore=false`);
  await expect.poll(() => sent.map((event) => event.name)).toEqual([counted.visit]);
  expect(sent[0]!.url, "the switch is no part of the counted URL").toBe(`${new URL(page.url()).origin}/`);
});
