/**
 * Search and hosting: what a crawler reads in the raw HTML of every path (no JavaScript run), the
 * sitemap, robots, structured data, images, manifest and the security policy.
 */
import { expect, test } from "./fixtures.ts";
import { createHash } from "node:crypto";
import { readSettings } from "#app/settings/settings.ts";
import { canonicalPaths, canonicalRoutes, pageRoutes } from "#app/routing/route-table.ts";
import { business } from "#app/content/business.ts";
import { filePaths } from "#app/site/paths.ts";
import { titleSuffix } from "#app/seo/meta.ts";
import { openingHours } from "#app/seo/structured-data.ts";

const origin = readSettings(process.env).siteOrigin;
const absolute = (path: string) => (path === "/" ? origin : origin + path);
const everyPage = [...pageRoutes.map((route) => route.path), "/no-such-page"];

const required: Record<string, string[]> = {
  LocalBusiness: [
    "name",
    "description",
    "url",
    "telephone",
    "address",
    "geo",
    "areaServed",
    "priceRange",
    // Only while the owner's emergency hours say 24/7.
    ...Object.keys(openingHours(business.emergency)),
    "hasCredential",
    "aggregateRating",
    "review",
  ],
  Service: ["name", "description", "provider", "areaServed", "hasOfferCatalog"],
  Article: [
    "headline",
    "description",
    "author",
    "publisher",
    "datePublished",
    "dateModified",
    "keywords",
    "articleSection",
    "wordCount",
    "inLanguage",
  ],
  BreadcrumbList: ["itemListElement"],
};

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, any>,
  );

test("the sitemap lists every canonical page once, with no alias, and a lastmod only for blog posts", async ({ request, page }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  await page.goto("/");
  // Read with the browser's own XML parser, as a crawler would: a document that is not well-formed yields a parsererror.
  const { wellFormed, entries } = await page.evaluate(
    async (xml) => {
      const sitemap = new DOMParser().parseFromString(xml, "application/xml");
      return {
        wellFormed: sitemap.querySelector("parsererror") === null,
        entries: [...sitemap.querySelectorAll("url")].map((url) => ({
          loc: url.querySelector("loc")?.textContent ?? "",
          lastmod: url.querySelector("lastmod")?.textContent ?? undefined,
        })),
      };
    },
    await response.text(),
  );
  expect(wellFormed).toBe(true);
  // Compared as URLs: the home page is written as the origin with its "/", the canonical tag's bare origin.
  const locs = entries.map(({ loc }) => new URL(loc).href);
  expect(locs).toEqual(canonicalPaths.map((path) => new URL(absolute(path)).href));
  const withDates = entries.filter(({ lastmod }) => lastmod).map(({ loc, lastmod }) => [new URL(loc).pathname, lastmod]);
  expect(withDates).toEqual(canonicalRoutes.filter((route) => route.lastModified).map((route) => [route.path, route.lastModified]));
  expect(withDates.every(([path]) => path!.startsWith("/blog/"))).toBe(true);
  for (const alias of pageRoutes.filter((route) => route.path !== route.canonicalPath))
    expect(locs).not.toContain(new URL(absolute(alias.path)).href);
  for (const loc of locs) expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("every canonical page has its own title and description", async ({ request }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const path of canonicalPaths) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)![1]!;
    const description = html.match(/<meta name="description" content="([^"]+)"/)![1]!;
    expect(seen.titles.has(title), `duplicate title ${title}`).toBe(false);
    expect(seen.descriptions.has(description), `duplicate description on ${path}`).toBe(false);
    seen.titles.add(title);
    seen.descriptions.add(description);
  }
});

for (const route of pageRoutes) {
  test(`raw HTML of ${route.path}: title, description, one h1, canonical, og:url and valid structured data`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-AU"');
    expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toMatch(new RegExp(`\\| ${titleSuffix}$`));
    expect(html.match(/<meta name="description" content="([^"]+)"/)?.[1]?.length).toBeGreaterThan(50);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const canonical = absolute(route.canonicalPath);
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    const blocks = jsonLd(html);
    for (const block of blocks) {
      expect(block["@context"]).toBe("https://schema.org");
      for (const property of required[block["@type"]] ?? []) expect(block[property], `${block["@type"]}.${property}`).toBeDefined();
    }
    const types = blocks.map((block) => block["@type"]);
    expect(types.some((type) => type in required && type !== "BreadcrumbList")).toBe(true);
    if (route.path !== "/") {
      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
      const visible = [...html.matchAll(/<nav aria-label="Breadcrumb"[^]*?<\/nav>/g)][0]![0];
      const labels = [...visible.matchAll(/<li[^>]*>(?:<svg[^]*?<\/svg>)?<(?:a|span)[^>]*>([^<]+)<\/(?:a|span)>/g)].map(
        (match) => match[1],
      );
      expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(labels);
    }
  });
}

test("every built page allows exactly its own inline scripts", async ({ request }) => {
  for (const path of everyPage) {
    const html = await (await request.get(path)).text();
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(policy, path).toBeDefined();
    const scriptSrc = policy!.split("; ").find((directive) => directive.startsWith("script-src "))!;
    expect(scriptSrc.startsWith("script-src 'self'")).toBe(true);
    // Scripts the policy governs: JavaScript and speculation rules; JSON data blocks are not run.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^]*?)<\/script>/g)].filter(
      (match) => !/type="application\/(ld\+)?json"/.test(match[1]!),
    );
    expect(inline.length, path).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
      expect(scriptSrc, `${path} inline script not covered`).toContain(hash);
    }
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toMatch(/connect-src 'self'/);
  }
});

// That no page meets a violation of its policy as it runs is checked in a11y.spec.ts, in the same
// walk over every page as the console's errors.

test("the social image is a 1200x630 PNG", async ({ request }) => {
  const response = await request.get("/social-card.png");
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("the manifest parses and its icons exist at their stated sizes", async ({ request }) => {
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest.name).toContain(business.name);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons) {
    const png = await (await request.get(icon.src)).body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  for (const path of [filePaths.favicon, filePaths.favicon32, filePaths.appleTouchIcon])
    expect((await request.get(path)).status()).toBe(200);
});
