/**
 * Counting in every engine a visitor uses (run by the journeys-* projects, beside journeys.spec.ts):
 * the page a quote request came from, reached by a page's link with the service worker in control
 * (where Firefox gives /contact no referrer), counted by npm start's counter under that page, on a
 * visit whose tagged link carried an email address and a phone number, counted without them; and
 * field speed loaded only where the browser measures it.
 */
import { counted } from "#app/counts/count-event.ts";
import { paths } from "#app/site/paths.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { MIN_FILL_MS } from "#app/quote/spam-rules.ts";
import { expect, test as journeys } from "./engines/journey-fixtures.ts";
import { startEndpointProxy, type EndpointProxy } from "./engines/endpoint-proxy.ts";
import { waitUntil } from "./engines/visitor.ts";
import { countLines, outboxLines, visitor as sample } from "./fixtures.ts";

const test = journeys.extend<{ site: EndpointProxy }>({
  // oxlint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    const proxy = await startEndpointProxy(`http://127.0.0.1:${process.env.E2E_PORT}`, { asChrome: true });
    await provide(proxy);
    await proxy.close();
  },
});

/** A page of its own per engine, so the engines' requests, counted side by side, are told apart. */
const sourceFor = { chromium: paths.services, firefox: paths.about, webkit: paths.storm } as const;
const field = (name: string) => `form [name="${name}"]`;
const submit = "form button[type=submit]";

test.describe("counting in every engine", () => {
  test("a quote sent from /contact, reached by a page's link with the service worker in control, is counted under that page; the visit's tags without an email address or a phone number", async ({
    visitor,
  }, testInfo) => {
    test.setTimeout(60_000);
    const source = sourceFor[visitor.engine];
    const before = countLines().length;
    // Its own source per engine: the engines' visits, counted side by side, are told apart.
    const flyer = `flyer-${visitor.engine}`;
    await visitor.goto(`${source}?utm_source=${flyer}&utm_medium=%2B61%20412%20345%20678&utm_campaign=jane.doe%2540example.com`);
    await waitUntil(visitor, "navigator.serviceWorker.controller", { message: "the service worker runs" });
    await visitor.goto(source); // now a page the worker answered, as every page after the first
    await visitor.click(`main a[href="${paths.contact}"]`);
    await waitUntil(visitor, `location.pathname === ${JSON.stringify(paths.contact)}`);
    await waitUntil(visitor, "navigator.serviceWorker.controller", { message: "the worker controls /contact" });
    await waitUntil(visitor, `!document.querySelector(${JSON.stringify(submit)}).disabled`, { message: "the form is ready" });
    // What the browser itself says (Firefox: nothing, with the worker in control): the report shows it.
    testInfo.annotations.push({ type: "document.referrer on /contact", description: await visitor.evaluate<string>("document.referrer") });
    const sendable = new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
    const marker = `Source of a quote in ${visitor.engine} ${Date.now()}`;
    for (const name of ["firstName", "lastName", "phone", "email", "address", "message"] as const)
      await visitor.fill(field(name), name === "message" ? marker : sample[name]);
    await visitor.select(field("service"), sample.service);
    await visitor.select(field("urgency"), sample.urgency);
    await sendable;
    await visitor.click(submit);
    await waitUntil(
      visitor,
      `[...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.includes(${JSON.stringify(quoteFormCopy.toast.successTitle)}))`,
      { timeout: 30_000, message: "the success toast" },
    );
    expect(outboxLines(marker)).toHaveLength(1);
    const quotes = () =>
      countLines()
        .slice(before)
        .filter((line) => line.name === counted.quote && line.page === source);
    await expect.poll(quotes, { timeout: 10_000 }).toHaveLength(1);
    expect(
      countLines()
        .slice(before)
        .filter((line) => line.name === counted.quote && line.page === paths.contact),
      "not credited to the form's own page",
    ).toEqual([]);
    const since = countLines().slice(before);
    expect(since.filter((line) => line.utm_source === flyer)).toEqual([
      expect.objectContaining({ name: counted.visit, page: source, utm_medium: "[hidden]", utm_campaign: "[hidden]" }),
    ]);
    expect(JSON.stringify(since)).not.toMatch(/jane|doe|412|345 678/);
  });

  test("field speed is loaded only where the browser reports Largest Contentful Paint: never in WebKit", async ({ visitor }) => {
    await visitor.goto(paths.services);
    const measures = await visitor.evaluate<boolean>(`PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")`);
    if (visitor.engine === "webkit") expect(measures, "WebKit reports no LCP").toBe(false);
    // Fetched by the counter's import() (no script element): the page's record of what it fetched.
    const loaded = `performance.getEntriesByType("resource").some((entry) => entry.name.includes("/field-speed-"))`;
    if (measures) await waitUntil(visitor, loaded, { message: "field speed loads once the page is idle" });
    else {
      await waitUntil(visitor, `document.readyState === "complete"`);
      await new Promise((resolve) => setTimeout(resolve, 6000)); // past whenSettled's longest wait (5 s)
      expect(await visitor.evaluate<boolean>(loaded), "no field speed where nothing is measured").toBe(false);
    }
  });
});
