/**
 * A page that arrives in pieces (a congested network, a slow phone's parser) is painted whole or
 * not at all up to the end of its first screen: nothing in view moves as the rest arrives (CLS 0).
 * A proxy in front of the site sends each page's HTML in three parts, cut inside the header's call
 * button and in the first band, with a pause after each; everything else passes through.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, phoneViewport, test, waitForHydration } from "./fixtures.ts";
import { paths } from "#app/site/paths.ts";
import { suburbPagePath } from "./page-kinds.ts";

const PAUSE_MS = 600;

/**
 * Where the HTML is cut: after the icon of the header's call button (its words come later, so the
 * button would grow and push its neighbours), and after the next icon below the page's h1 (the first
 * band's call button on a page with a hero).
 */
function cuts(html: string): number[] {
  const afterIcon = (from: number) => html.indexOf("</svg>", from) + "</svg>".length;
  const call = html.indexOf('href="tel:');
  const heading = html.indexOf("<h1");
  expect(call, "the header's call button").toBeGreaterThan(0);
  expect(heading, "the page's heading").toBeGreaterThan(call);
  return [afterIcon(call), afterIcon(heading)];
}

let proxy: Server;
let proxyOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", baseURL), { headers: { accept: request.headers.accept ?? "*/*" } });
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { "content-type": type, "cache-control": "no-store" });
    if (!type.startsWith("text/html")) return response.end(body);
    const html = body.toString("utf8");
    let from = 0;
    for (const cut of cuts(html)) {
      response.write(html.slice(from, cut));
      from = cut;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    response.end(html.slice(from));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

test.use({ viewport: phoneViewport });

// A page with a hero band, a suburb page, a post (its own header band), the form's page (React).
for (const path of [paths.home, suburbPagePath, paths.article, paths.contact]) {
  test(`${path} arriving in pieces paints its first screen whole: no layout shift`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: { value: number; sources: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          seen.push({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?"),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(proxyOrigin + path, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The page's own late work lands before the shifts are read: the form's island on /contact, and
    // what every page defers to its first idle moment (app/browser/when-settled.ts); then a frame is
    // drawn and the observer's report, a task after it, is in.
    if (path === paths.contact) await waitForHydration(page);
    await page.evaluate(
      () =>
        new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))))),
    );
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts)).toEqual([]);
  });
}
