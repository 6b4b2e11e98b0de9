/**
 * The rules of the moved pages (content/moved-pages.json, docs/decisions/0040-addresses-that-last.md)
 * that their shape cannot say, and what a line means: an old address is one no page has and the site
 * does not use itself, since those are never sent elsewhere; a suburb's one address brings its other
 * three; an empty "Now at" is the nearest page; no more lines than every host applies. Browser-safe: part of the one content check (./entry-check.ts), read
 * by the build (app/routing/moved-addresses.server.ts) and by the editor, which adds lines itself
 * (./moved-pages-lines.ts).
 */
import type * as z from "zod";
import { addressOf } from "#app/content/entry-texts.ts";
import { problemAt } from "#app/content/owner-words.ts";
import type { movedPagesFile } from "#app/content/model/moved-pages-file.ts";
import { HOSTS_REDIRECT_LIMIT, spellingsOf } from "#app/site/host-redirects.ts";
import { paths, postPath, suburbPathPatterns } from "#app/site/paths.ts";

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

/**
 * The site's own addresses that are no page of the route table but answer all the same, each as the
 * owner knows it: sent elsewhere, the editor or the offline page would be lost. Files have a dot in
 * their names or start with "_", which an old address cannot (its shape).
 */
const siteOwn: [address: string, what: string][] = [
  [paths.admin, "the editor"],
  [paths.offline, "the page shown offline"],
  [paths.notFound, "the page shown for an unknown address"],
  [paths.api, "the quote form's address"],
  [paths.assets, "the site's files"],
  [paths.media, "the site's photos"],
  [paths.fragments, "parts of the site's pages"],
];

/** What the site itself has at `address`, or under it, in the owner's words; undefined if nothing. */
function siteOwnAt(address: string): string | undefined {
  for (const [at, what] of siteOwn) {
    const base = at.replace(/\/$/, "");
    if (address === base) return `is the address of ${what}`;
    if (address.startsWith(`${base}/`)) return `is under ${base}, ${what}`;
  }
  return undefined;
}

/** A post's first address, its file's name, when its Slug moved it since (ADR 0040); else undefined. */
export function firstAddressOf(file: string, slug: string): string | undefined {
  const first = (file.split("/").pop() ?? "").replace(/\.md$/, "");
  return first !== slug && isAddress(first) ? postPath(first) : undefined;
}

const thousands = (count: number) => count.toLocaleString("en-AU");

/**
 * Each line the site cannot keep, in the owner's words: an old address that is a page (`addresses`)
 * or the site's own, a Now at not written as a page's address, and the first line past the redirects
 * every host applies, counting those the posts' first addresses (`posts`) make too.
 */
export function movedPagesProblems(
  label: string,
  shape: z.ZodType,
  data: unknown,
  { addresses, posts }: { addresses: readonly string[]; posts: readonly { path: string; slug: string }[] },
): string[] {
  const { items = [] } = (data ?? {}) as Partial<MovedPages>;
  const problems: string[] = [];
  const sentOn = new Set<string>();
  let redirects = 0;
  const sendOn = (address: string) => {
    if (!sentOn.has(address)) redirects += spellingsOf(address).length;
    sentOn.add(address);
  };
  for (const { path, slug } of posts) {
    const first = firstAddressOf(path, slug);
    if (first) sendOn(first);
  }
  items.forEach(({ address, link }, position) => {
    const at = (words: string) => problemAt(label, shape, ["items", position, "address"], ` ${address} ${words}`);
    // A host writes "Now at" as it is: "//" is no address a browser follows, "/blog/" a second redirect.
    if (link && link !== addressOf(link))
      problems.push(
        problemAt(
          label,
          shape,
          ["items", position, "link"],
          ` ${link} (where ${address} sends visitors) is not a page's address as the site writes it: write ${addressOf(link)}`,
        ),
      );
    const own = siteOwnAt(address);
    if (addresses.includes(address)) problems.push(at("is a page of the site: only an address no page has is sent on"));
    else if (own) problems.push(at(`${own}: only an address the site no longer uses is sent on`));
    const before = redirects;
    for (const each of suburbAddresses(address) ?? [address]) sendOn(each);
    if (before <= HOSTS_REDIRECT_LIMIT && redirects > HOSTS_REDIRECT_LIMIT)
      problems.push(
        at(
          `is past what every host sends on: Cloudflare Pages follows the first ${thousands(HOSTS_REDIRECT_LIMIT)} redirects and skips the rest (an address with and without a / at its end makes two, a suburb page's four addresses eight), and with this line the site has ${thousands(redirects)}: take out the lines of pages no one visits any more`,
        ),
      );
  });
  return problems;
}
