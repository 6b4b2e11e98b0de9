/**
 * The sitemap (https://www.sitemaps.org/protocol.html), written by the `sitemap` package: every
 * canonical page once, a lastmod only where the content has a real date (the blog posts). Build
 * time only (routes/site-file.ts).
 */
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { absoluteUrl } from "#app/seo/urls.ts";

export interface SitemapPage {
  path: string;
  /** An ISO date (YYYY-MM-DD). */
  lastModified?: string;
}

export async function sitemapXml(origin: string, pages: readonly SitemapPage[]): Promise<string> {
  const sitemap = new SitemapStream({
    // A day, as the content gives it, not the library's default of a time at midnight UTC.
    lastmodDateOnly: true,
    // Only the sitemap's own namespace: the library declares news, xhtml, image and video by default.
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const entries = pages.map(({ path, lastModified }) => ({ url: absoluteUrl(path, origin), lastmod: lastModified }));
  return (await streamToPromise(Readable.from(entries).pipe(sitemap))).toString();
}
