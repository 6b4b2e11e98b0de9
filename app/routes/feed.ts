import { business } from "#app/content/business.ts";
import { feedCopy } from "#app/words-in-code/blog-copy.ts";
import { posts } from "#app/content/blog/posts.server.ts";
import { paths, postPath } from "#app/site/paths.ts";
import { rssFeed } from "#app/seo/feed.server.ts";
import { settings } from "#app/settings/settings.ts";

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
