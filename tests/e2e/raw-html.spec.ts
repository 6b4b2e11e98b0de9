/** What a crawler gets: the prerendered HTML of every path, read without running any JavaScript. */
import { expect, test } from "@playwright/test";
import { readSettings } from "../../app/config.ts";
import { pageRoutes } from "../../app/route-table.ts";
import { titleSuffix } from "../../app/seo/meta.ts";

const origin = readSettings(process.env).siteOrigin;
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

for (const route of pageRoutes) {
  test(`raw HTML of ${route.path} is complete for search engines`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();

    const title = attr(html, /<title>([^<]+)<\/title>/);
    expect(title).toMatch(new RegExp(`\\| ${titleSuffix}$`));
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(route.canonicalPath === "/" ? origin : origin + route.canonicalPath);
    expect(html).toContain('<html lang="en-AU"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  });
}

test("the not-found page is served raw with status 404 and noindex", async ({ request }) => {
  const response = await request.get("/nothing-here");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain('<meta name="robots" content="noindex"');
});
