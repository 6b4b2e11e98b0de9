import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { describe, expect, it } from "vitest";
import { canonicalRoutes } from "#app/routing/route-table.ts";
import { sitemapXml } from "#app/seo/sitemap.server.ts";
import { absoluteUrl } from "#app/seo/urls.ts";

const origin = "https://www.example.com.au";
/** Read back with a strict XML parser (sax in strict mode): a document that is not well-formed is refused. */
const readBack = async (xml: string) =>
  (await parseSitemap(Readable.from([xml]))).map(({ url, lastmod }) => ({ url, ...(lastmod ? { lastmod } : {}) }));

describe("sitemapXml", () => {
  it("lists every canonical page once, in order, a lastmod (a day) only where the content has a date", async () => {
    const xml = await sitemapXml(origin, canonicalRoutes);
    expect(await readBack(xml)).toEqual(
      canonicalRoutes.map(({ path, lastModified }) => ({
        // The library writes the home page as the origin with its "/", the same URL as the canonical tag's bare origin.
        url: new URL(absoluteUrl(path, origin)).href,
        ...(lastModified ? { lastmod: lastModified } : {}),
      })),
    );
    expect(canonicalRoutes.some((route) => route.lastModified)).toBe(true);
  });

  it("declares the sitemap namespace only, and escapes what XML must", async () => {
    const xml = await sitemapXml(origin, [{ path: "/a&b", lastModified: "2024-01-18" }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain("xmlns:");
    expect(xml).toContain(`<loc>${origin}/a&amp;b</loc><lastmod>2024-01-18</lastmod>`);
    expect(await readBack(xml)).toEqual([{ url: `${origin}/a&b`, lastmod: "2024-01-18" }]);
  });

  it("is refused by the parser when it is not well-formed, so the reading back above proves something", async () => {
    const xml = await sitemapXml(origin, [{ path: "/a&b" }]);
    await expect(readBack(xml.replace("&amp;", "&"))).rejects.toThrow(/entity/);
  });
});
