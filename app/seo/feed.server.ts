/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification), written by the `feed`
 * package: every post, newest first, with absolute links. Build time only (routes/feed.ts).
 */
import { Feed } from "feed";
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

/** A post's date is a day; the feed gives it as midnight UTC ("Tue, 14 Nov 2023 00:00:00 GMT"). */
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

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
  const feed = new Feed({
    title,
    description,
    link: absoluteUrl(blogPath, origin),
    feed: absoluteUrl(feedPath, origin),
    language: "en-AU",
    // The newest post's date, so an unchanged blog builds the same feed (with no post, the library's default: now).
    updated: newest ? utcDay(newest) : undefined,
    generator: false,
  });
  for (const item of items) {
    // No id: the library then makes the link the guid, with isPermaLink="true".
    feed.addItem({
      title: item.title,
      link: absoluteUrl(item.path, origin),
      date: utcDay(item.published),
      description: item.description,
      category: [{ name: item.section }],
    });
  }
  return feed.rss2();
}
