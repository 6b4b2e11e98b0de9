/**
 * The addresses the site published and has moved (docs/decisions/0040-addresses-that-last.md).
 * A post is first published at its file's name: the editor names a new post's file from its address
 * (app/content/collections.ts) and never renames it, so a post whose address was changed later still
 * tells the build where it was. Every other old address is a line of the moved pages
 * (content/moved-pages.json): one the owner typed, or one the editor added as it deleted a post or a
 * suburb page or changed a post's address again. Each answers with a redirect to where it is now,
 * unless a page lives there again, in one step: an address sent to one that moved too is sent on
 * to where that one leads.
 */
import { posts as allPosts, type Post } from "#app/content/blog/posts.server.ts";
import { readSingleFile } from "#app/content/load.server.ts";
import { firstAddressOf, nearestPage, suburbAddresses, type MovedPage } from "#app/content/moved-pages.ts";
import type { Move } from "#app/hosting/redirects.ts";
import { findPageRoute } from "#app/routing/route-table.ts";
import { postPath } from "#app/site/paths.ts";

/** Where a moved page sends visitors: its own "Now at", else the nearest page; a suburb's four addresses alike. */
const movesOf = ({ address, link }: MovedPage): Move[] =>
  (suburbAddresses(address) ?? [address]).map((from) => ({ from, to: link || nearestPage(address) }));

/** Each move sent straight to the end of its chain; a chain that comes back on itself, to the nearest page. */
function resolveChains(moves: Move[]): Move[] {
  const next = new Map(moves.map(({ from, to }) => [from, to]));
  return moves.map(({ from, to }) => {
    const seen = new Set([from]);
    let end = to;
    while (next.has(end)) {
      if (seen.has(end)) return { from, to: nearestPage(from) };
      seen.add(end);
      end = next.get(end)!;
    }
    return { from, to: end };
  });
}

/** The moved addresses of these posts and moved pages; `isPage` says whether a page lives at an address. */
export function movedAddresses(
  posts: Pick<Post, "file" | "slug">[] = allPosts,
  movedPages: MovedPage[] = readSingleFile("movedPages").items,
  isPage = (path: string) => findPageRoute(path) !== undefined,
): Move[] {
  const renamed = posts.flatMap(({ file, slug }) => {
    const from = firstAddressOf(file, slug);
    return from ? [{ from, to: postPath(slug) }] : [];
  });
  const moves = [...renamed, ...movedPages.flatMap(movesOf)].filter(({ from }) => !isPage(from));
  // One redirect an address: the first said (a post's own memory before the list).
  const once = moves.filter((move, position) => moves.findIndex(({ from }) => from === move.from) === position);
  return resolveChains(once);
}
