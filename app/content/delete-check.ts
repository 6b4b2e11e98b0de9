/**
 * A delete checked as a save is (the one content check, ./entry-check.ts, ADR 0034): an entry that
 * another entry, or the site's own code, links to or names is not deleted, and the refusal names
 * each of them. Pure and browser-safe: the editor runs it before Decap deletes anything
 * (admin/next/entry-delete.ts), on this computer and on the live site alike, against the index the
 * build publishes (./content-index.server.ts adds each entry's links, `linksByEntry`).
 */
import { linksInCode } from "#app/content/code-links.ts";
import { folders, singleFiles, type FolderName } from "#app/content/collections.ts";
import { urlSegment, type ContentIndex } from "#app/content/entry-check.ts";
import { retireRefusals } from "#app/content/service-ties.ts";
import { andList } from "#app/lib/and-list.ts";
import { postPath, suburbPathPatterns } from "#app/site/paths.ts";

/** An entry that links to pages of the site (or, a job, names a suburb), as the owner knows it. */
export interface EntryLinks {
  label: string;
  path: string;
  links: string[];
  suburb?: string;
}

export type IndexWithLinks = ContentIndex & { linksByEntry: EntryLinks[] };

/** Why the entry at `path` (content/…) may not be deleted, in the owner's words; none: it may go. */
export function deleteRefusals(path: string, index: IndexWithLinks): string[] {
  const folder = (Object.keys(folders) as FolderName[]).find((name) => path.startsWith(`content/${folders[name].folder}/`));
  const entry = folder && index.entries[folder].find((each) => each.path === path);
  if (!folder || !entry) return [];
  if (folder === "services") return retireRefusals(entry.slug, index.catalogue.services, index.serviceUsers);
  const addresses =
    folder === "posts" ? [postPath(entry.slug)] : folder === "suburbs" ? suburbPathPatterns.map((to) => to(entry.slug)) : [];
  // Moved pages sent to it need no change: the delete adds its address there too, and the build sends them on (ADR 0040).
  const others = index.linksByEntry.filter((other) => other.path !== path && other.path !== `content/${singleFiles.movedPages.file}`);
  const users = ([...others, ...linksInCode] as Omit<EntryLinks, "path">[]).filter(
    (other) =>
      other.links.some((link) => addresses.includes(link)) ||
      (folder === "suburbs" && other.suburb !== undefined && urlSegment(other.suburb) === entry.slug),
  );
  if (users.length === 0) return [];
  const label = `${folders[folder].editor.labelSingular} "${entry.name}"`;
  const verb = folder === "suburbs" ? "linked to or named by" : "linked to by";
  return [`${label} is ${verb} ${andList(users.map((user) => user.label))}: take it off there and publish first, then delete it.`];
}
