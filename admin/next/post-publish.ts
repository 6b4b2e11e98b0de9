/**
 * A blog post's publish: given a new address, its old one is added to Moved pages in the same publish
 * (docs/decisions/0040-addresses-that-last.md), by the rules the current editor follows
 * (app/content/moved-pages-lines.ts): the address it was first published at is remembered by its
 * file's name, each later one gets a line, and a line for the address it takes again goes. The file
 * keeps its name, so a post renamed twice keeps every old address. Loaded on Publish, with the check.
 */
import { lineOfRename, movedPagesEntry, movedPagesText } from "#app/content/editor-entry.ts";
import { postPath } from "#app/site/paths.ts";
import type { ContentBackend, FileChange } from "./content-backend.ts";
import { postWords } from "./post-words.ts";
import type { PublishPlan } from "./entry-publish.ts";
import { postFieldsOfText } from "./post-entry-file.ts";

const slugOf = (text: string) => {
  const slug = text ? postFieldsOfText(text).slug : undefined;
  return typeof slug === "string" ? slug : undefined;
};

/** The post's change `own`, over `opened` (its text as published), with Moved pages' when its address changed. */
export async function postPublish(backend: ContentBackend, own: FileChange, opened: string): Promise<PublishPlan> {
  const savedSlug = slugOf(opened);
  const slug = slugOf(own.text ?? "");
  if (savedSlug === undefined || slug === undefined || savedSlug === slug) return { changes: [own], said: [] };
  const now = postPath(slug);
  const movedPages = await backend.read(movedPagesEntry.path);
  const text = movedPagesText(movedPages, lineOfRename(own.path, savedSlug, slug), (address) => address === now);
  const moved: FileChange[] = text === movedPages ? [] : [{ path: movedPagesEntry.path, text, opened: movedPages }];
  return { changes: [own, ...moved], said: [postWords.oldAddressSendsOn(postPath(savedSlug), now)] };
}
