/**
 * The addresses the site published and has moved (docs/decisions/0040-addresses-that-last.md). A
 * post is first published at its file's name: the editor names a new post's file from its address
 * (app/content/collections.ts) and never renames it, so a post whose address was changed later
 * still tells the build where it was. That address answers with a redirect to where it is now,
 * unless a page lives there again.
 */
import { basename } from "node:path";
import { posts as allPosts, type Post } from "#app/content/blog/posts.server.ts";
import type { Move } from "#app/hosting/redirects.ts";
import { findPageRoute } from "#app/routing/route-table.ts";
import { postPath } from "#app/site/paths.ts";

/** Only an address as the editor makes one (a-z, 0-9, hyphens): a file named by hand may not be one. */
const isAddress = (segment: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);

/** The moved addresses of these posts; `isPage` says whether a page lives at an address. */
export function movedAddresses(
  posts: Pick<Post, "file" | "slug">[] = allPosts,
  isPage = (path: string) => findPageRoute(path) !== undefined,
): Move[] {
  return posts.flatMap((post) => {
    const first = basename(post.file, ".md");
    const from = postPath(first);
    return first !== post.slug && isAddress(first) && !isPage(from) ? [{ from, to: postPath(post.slug) }] : [];
  });
}
