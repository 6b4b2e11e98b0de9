/**
 * The build's one content check (app/content/entry-check.ts, as the build runs it
 * for Decap) on the form about to be published. Loaded on the first Publish, not with the editor: it
 * carries zod and every shape.
 */
import { checkEditorEntry } from "#app/content/editor-entry.ts";
import type { EntryLinks } from "#app/content/delete-check.ts";
import type { ContentIndex } from "#app/content/entry-check.ts";
import { linksOf } from "#app/content/entry-texts.ts";
import type { EntryRef } from "./editor-model.ts";
import { inPostWords } from "./post-fields.ts";

/** The check's refusals of `fields` as the entry `entry`, in the owner's words; none: it may be published. */
export function checkForm(entry: EntryRef, fields: Record<string, unknown>, index: ContentIndex): string[] {
  // Photos are left out, as in the current editor: the index is as old as the last build.
  return checkEditorEntry(
    { collection: entry.collection, file: entry.file, path: entry.path, data: fields },
    { ...index, photos: undefined },
  ).map(inPostWords);
}

/**
 * The site's pages the form links to (and a job's suburb), as the build's index lists them for a
 * delete's check (app/content/content-index.server.ts): what the index holds of the entry once the
 * form is published, so a delete it held back is checked again in the same tab.
 */
export function linksOfForm(entry: EntryRef, fields: Record<string, unknown>, label: string): EntryLinks {
  const { body, ...front } = fields;
  const post = entry.path.endsWith(".md");
  const links = post ? linksOf(front, typeof body === "string" ? body : "") : linksOf(fields, "");
  const suburb = entry.collection === "jobs" && typeof fields.suburb === "string" ? { suburb: fields.suburb } : {};
  return { label, path: entry.path, links, ...suburb };
}
