/**
 * The lines the editor adds to Moved pages itself (docs/decisions/0040-addresses-that-last.md), and
 * the file once they are added: a deleted post's addresses or a deleted suburb page's, a post's
 * address as published before its new one. Pure: both editors use it, the Decap one after its
 * delete or save, the own one in the same publish as the delete
 * (admin/next/entry-delete.ts). Loaded with the content check, when the owner deletes or publishes.
 */
import { folders, singleFiles } from "#app/content/collections.ts";
import { urlSegment } from "#app/content/entry-check.ts";
import { firstAddressOf, isAddress, nearestPage, suburbAddresses, withLines, type MovedPage } from "#app/content/moved-pages.ts";
import { isRecord } from "#app/lib/is-record.ts";
import { HOSTS_REDIRECT_LIMIT, spellingsOf } from "#app/site/host-redirects.ts";
import { paths, postPath, suburbCanonicalPath } from "#app/site/paths.ts";

/** The moved pages' file and its name in the editor. */
export const movedPagesEntry = { path: `content/${singleFiles.movedPages.file}`, label: singleFiles.movedPages.label };

const fileName = (path: string) => (path.split("/").pop() ?? "").replace(/\.\w+$/, "");

/**
 * The moved pages a delete of the entry at `path` adds, each sent to the nearest page: a suburb
 * page's address (its other three follow), a post's address and its file's name, which no file
 * remembers once it is gone (ADR 0040). None for any other entry: it had no address.
 */
export function linesOfDeleted(path: string, data: unknown): MovedPage[] {
  const file = fileName(path);
  if (path.startsWith(`content/${folders.suburbs.folder}/`)) return [{ address: suburbCanonicalPath(urlSegment(file)) }];
  if (!path.startsWith(`content/${folders.posts.folder}/`)) return [];
  const slug = isRecord(data) && typeof data.slug === "string" ? data.slug : file;
  return [...new Set([slug, file])].filter(isAddress).map((each) => ({ address: postPath(each) }));
}

/**
 * The moved page a post's new address `slug` adds, its address as saved `savedSlug` sent to it; none
 * when the address did not change or was the file's name, which remembers it (ADR 0040).
 */
export function lineOfRename(path: string, savedSlug: string, slug: string): MovedPage[] {
  return savedSlug === slug || savedSlug === fileName(path) || !isAddress(savedSlug)
    ? []
    : [{ address: postPath(savedSlug), link: postPath(slug) }];
}

/**
 * The Moved pages file's text (`text`: as published, null when there is none yet) once `lines` are
 * added, a line for an address that is a page again (`isPage`) taken out: written as the editor
 * writes the file, two spaces, its final line break kept. The same text when nothing changes:
 * nothing to publish.
 */
export function movedPagesText(text: string | null, lines: readonly MovedPage[], isPage: (address: string) => boolean = () => false) {
  const file = JSON.parse(text ?? '{ "items": [] }') as { items?: MovedPage[] };
  const items = withLines(file.items ?? [], lines, isPage);
  if (text !== null && JSON.stringify(items) === JSON.stringify(file.items ?? [])) return text;
  return `${JSON.stringify({ ...file, items }, null, 2)}${text?.endsWith("\n") === false ? "" : "\n"}`;
}

/** The redirects the hosts are given for `items`, with those the posts' first addresses make (`posts`: the index's). */
export function redirectsOf(items: readonly MovedPage[], posts: readonly { path: string; slug: string }[]): number {
  const sentOn = new Set<string>();
  for (const { path, slug } of posts) {
    const first = firstAddressOf(path, slug);
    if (first) sentOn.add(first);
  }
  for (const { address } of items) for (const each of suburbAddresses(address) ?? [address]) sentOn.add(each);
  return [...sentOn].reduce((sum, address) => sum + spellingsOf(address).length, 0);
}

/** True when the Moved pages file `text` sends on more than every host follows (2,000 redirects). */
export const pastRedirectLimit = (text: string, posts: readonly { path: string; slug: string }[]) =>
  redirectsOf((JSON.parse(text) as { items?: MovedPage[] }).items ?? [], posts) > HOSTS_REDIRECT_LIMIT;

/** Where a delete's lines send visitors, and whether they are several (a suburb page's four, a post's two): what the owner is told. */
export function whereSentOn(lines: readonly MovedPage[]): { to: "the blog" | "the areas page"; many: boolean } | undefined {
  const [first] = lines;
  if (!first) return undefined;
  const to = nearestPage(first.address) === paths.blog ? "the blog" : "the areas page";
  return { to, many: !first.address.startsWith(`${paths.blog}/`) || lines.length > 1 };
}
