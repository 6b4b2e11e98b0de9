import { business } from "~/content/business";
import { feedCopy } from "~/content/blog/copy";
import { posts } from "~/content/blog/posts.server";
import { paths, postPath } from "~/paths";
import { rssFeed } from "~/seo/feed";
import { settings } from "~/config";

/** /blog/feed.xml, prerendered: every post for feed readers (linked from every page's head). */
export function loader() {
  const xml = rssFeed({
    origin: settings.siteOrigin,
    title: feedCopy.title(business.name),
    description: feedCopy.description,
    blogPath: paths.blog,
    feedPath: paths.feed,
    items: posts.map((post) => ({ ...post, path: postPath(post.slug) })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
