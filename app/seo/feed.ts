/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification): every post, newest first,
 * with absolute links. Its date is the newest post's, so an unchanged blog builds the same feed.
 */
import { absoluteUrl } from "#app/seo/urls.ts";

export interface FeedItem {
  path: string;
  title: string;
  description: string;
  /** ISO dates (YYYY-MM-DD). */
  published: string;
  updated: string;
  section: string;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** RFC 822 date, as RSS 2.0 requires: "Tue, 14 Nov 2023 00:00:00 GMT". */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function rssFeed({
  origin,
  title,
  description,
  blogPath,
  feedPath,
  items,
}: {
  origin: string;
  title: string;
  description: string;
  blogPath: string;
  feedPath: string;
  items: FeedItem[];
}): string {
  const newest = items
    .map((item) => item.updated)
    .toSorted()
    .at(-1);
  const entries = items.map((item) => {
    const url = absoluteUrl(item.path, origin);
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(item.published)}</pubDate>`,
      `      <category>${escapeXml(item.section)}</category>`,
      `      <description>${escapeXml(item.description)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${absoluteUrl(blogPath, origin)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    "    <language>en-AU</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${absoluteUrl(feedPath, origin)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
