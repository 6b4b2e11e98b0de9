/**
 * The addresses the site published and has moved (docs/decisions/0040-addresses-that-last.md).
 * A post is first published at its file's name: the editor names a new post's file from its address
 * (app/content/collections.ts) and never renames it, so a post whose address was changed later still
 * tells the build where it was. An address no entry remembers (a post or suburb page deleted) is one
 * of the moved pages the owner lists (content/moved-pages.json). Each answers with a redirect to
 * where it is now, unless a page lives there again.
 */
import { basename } from "node:path";
import { posts as allPosts, type Post } from "#app/content/blog/posts.server.ts";
import { readSingleFile } from "#app/content/load.server.ts";
import type { MovedPages } from "#app/content/moved-pages.ts";
import type { Move } from "#app/hosting/redirects.ts";
import { findPageRoute } from "#app/routing/route-table.ts";
import { paths, postPath, suburbPathPatterns } from "#app/site/paths.ts";

/** Only an address as the editor makes one (a-z, 0-9, hyphens): a file named by hand may not be one. */
const isAddress = (segment: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);

/** A suburb page's four addresses when `address` is one of them (ADR 0012's patterns); else undefined. */
function suburbAddresses(address: string): string[] | undefined {
  for (const pattern of suburbPathPatterns) {
    const slug = address.startsWith(pattern("")) ? address.slice(pattern("").length) : "";
    if (isAddress(slug)) return suburbPathPatterns.map((each) => each(slug));
  }
  return undefined;
}

/** Where a moved page sends visitors: its own "Now at", else the nearest page: the blog, the areas page, home. */
function movesOf({ address, link }: MovedPages["items"][number]): Move[] {
  const suburb = suburbAddresses(address);
  const nearest = address.startsWith(`${paths.blog}/`) ? paths.blog : suburb ? paths.areas : paths.home;
  return (suburb ?? [address]).map((from) => ({ from, to: link || nearest }));
}

/** The moved addresses of these posts and moved pages; `isPage` says whether a page lives at an address. */
export function movedAddresses(
  posts: Pick<Post, "file" | "slug">[] = allPosts,
  movedPages: MovedPages["items"] = readSingleFile("movedPages").items,
  isPage = (path: string) => findPageRoute(path) !== undefined,
): Move[] {
  const renamed = posts.flatMap((post) => {
    const first = basename(post.file, ".md");
    return first !== post.slug && isAddress(first) ? [{ from: postPath(first), to: postPath(post.slug) }] : [];
  });
  const moves = [...renamed, ...movedPages.flatMap(movesOf)].filter(({ from }) => !isPage(from));
  // One redirect an address: the first said (a post's own memory before the list).
  return moves.filter((move, position) => moves.findIndex(({ from }) => from === move.from) === position);
}
