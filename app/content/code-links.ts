/**
 * Where the site's own code links to the owner's posts (app/site/paths.ts), as the owner knows those
 * links. Such a post is neither deleted (./delete-check.ts) nor given another address (./entry-check.ts):
 * the code's link would lead nowhere, or through a redirect. Browser-safe.
 */
import { andList } from "#app/lib/and-list.ts";
import { paths, postPath } from "#app/site/paths.ts";

export const linksInCode: { label: string; links: string[] }[] = [
  { label: "the site's menu (its Blog link)", links: [paths.article] },
  { label: "the storm cleanup page", links: [paths.article] },
  { label: "every suburb page (its council approval link)", links: [paths.councilArticle] },
];

const fileName = (path: string) => (path.split("/").pop() ?? "").replace(/\.md$/, "");

/**
 * Why a post (its file `path`, its address as last published `savedSlug`) may not take `slug`:
 * the site's code links to an address it had, by its file's name or as published. None: it may.
 */
export function addressLocked(label: string, path: string, savedSlug: string | undefined, slug: string): string[] {
  const had = [fileName(path), savedSlug].filter((each): each is string => !!each && each !== slug).map(postPath);
  const users = linksInCode.filter(({ links }) => links.some((link) => had.includes(link)));
  if (users.length === 0) return [];
  const kept = had.find((address) => users.some(({ links }) => links.includes(address)))!;
  return [
    `${label} is linked to by ${andList(users.map((user) => user.label))}: its address cannot change. Put its Slug back to ${kept.slice(paths.blog.length + 1)}.`,
  ];
}
