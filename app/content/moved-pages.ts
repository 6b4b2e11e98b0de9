/**
 * The rules of the moved pages (content/moved-pages.json, docs/decisions/0040-addresses-that-last.md)
 * that their shape cannot say, and what a line means: an old address is one no page has, since a
 * page that exists is never sent elsewhere; a suburb's one address brings its other three; an empty
 * "Now at" is the nearest page. Browser-safe: part of the one content check (./entry-check.ts), read
 * by the build (app/routing/moved-addresses.server.ts) and by the editor, which adds lines itself
 * (admin/editor/moved-pages-lines.ts).
 */
import type * as z from "zod";
import { problemAt } from "#app/content/owner-words.ts";
import type { movedPagesFile } from "#app/content/model/moved-pages-file.ts";
import { paths, suburbPathPatterns } from "#app/site/paths.ts";

type MovedPages = z.output<typeof movedPagesFile>;
export type MovedPage = MovedPages["items"][number];

/** Only an address as the editor makes one (a-z, 0-9, hyphens): a file named by hand may not be one. */
export const isAddress = (segment: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);

/** A suburb page's four addresses when `address` is one of them (ADR 0012's patterns); else undefined. */
export function suburbAddresses(address: string): string[] | undefined {
  for (const pattern of suburbPathPatterns) {
    const slug = address.startsWith(pattern("")) ? address.slice(pattern("").length) : "";
    if (isAddress(slug)) return suburbPathPatterns.map((each) => each(slug));
  }
  return undefined;
}

/** The page nearest an old address: the blog for a post, the areas page for a suburb page, else home. */
export const nearestPage = (address: string) =>
  address.startsWith(`${paths.blog}/`) ? paths.blog : suburbAddresses(address) ? paths.areas : paths.home;

/** Every address the lines send on: each line's, and a suburb's other three. */
export const listedAddresses = (items: readonly MovedPage[]) => items.flatMap(({ address }) => suburbAddresses(address) ?? [address]);

/**
 * The lines once `added` are sent on: a line for an address that is a page again (`isPage`) goes,
 * since a page is never sent elsewhere, and an address already listed keeps its line.
 */
export function withLines(items: readonly MovedPage[], added: readonly MovedPage[], isPage: (address: string) => boolean): MovedPage[] {
  const kept = items.filter(({ address }) => !isPage(address));
  const listed = listedAddresses(kept);
  return [...kept, ...added.filter(({ address }) => !listed.includes(address) && !isPage(address))];
}

/** Each old address that is a page of the site, in the owner's words. */
export function stillPages(label: string, shape: z.ZodType, data: unknown, addresses: readonly string[]): string[] {
  const { items = [] } = (data ?? {}) as Partial<MovedPages>;
  return items.flatMap(({ address }, position) =>
    addresses.includes(address)
      ? [
          problemAt(
            label,
            shape,
            ["items", position, "address"],
            ` ${address} is a page of the site: only an address no page has is sent on`,
          ),
        ]
      : [],
  );
}
