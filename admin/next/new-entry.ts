/**
 * A new entry of a folder (a job, a suburb page, a service…): its empty form, drawn from the
 * collection's fields with their defaults; where its changes are kept on this device before it has a
 * file (a key of its own: kept-changes.ts keys by file); its file, named from its fields as the Decap
 * editor named it (./new-file-name.ts); and the index once it is published or deleted, so the lists and
 * the check know it before the model is made again.
 */
import type { EntryLinks, IndexWithLinks } from "#app/content/delete-check.ts";
import type { ContentIndex, IndexEntry } from "#app/content/entry-check.ts";
import type { Collection, EntryRef, Field } from "./editor-model.ts";
import { newFileName } from "./new-file-name.ts";
import { isPostsFormat, postFormFields } from "./post-fields.ts";

/** Where a new form of `collection` is kept until its first publish (no file has that name). */
export const newFormKey = (collection: string) => `new:${collection}`;

export const newEntryHash = (collection: string) => `#/new/${collection}`;

/** The fields' defaults, as Decap filled a new entry's form: a group's own, an on/off's "off", a fixed value. */
export function defaultsOf(fields: Field[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default !== undefined) values[field.name] = structuredClone(field.default);
    else if (field.widget === "object" && field.fields) {
      const inner = defaultsOf(field.fields);
      if (Object.keys(inner).length > 0) values[field.name] = inner;
    }
  }
  return values;
}

/** The index's list a folder's collection is (the content registry names the blog's "posts"). */
const indexListOf = (collection: Collection) => (collection.name === "blog" ? "posts" : collection.name) as keyof ContentIndex["entries"];

/** The file a new entry of `collection` with `fields` is published as: content/jobs/<month>-<title>.json. */
export function newEntryPath(collection: Collection, fields: Record<string, unknown>): string {
  const name = newFileName(collection.slug ?? "{{slug}}", collection.identifier_field ?? "title", fields);
  return `${collection.folder}/${name}.${collection.extension ?? "json"}`;
}

/** True when a file name has a letter or a number to be known by (a name of only signs makes none). */
export const namesAFile = (path: string) =>
  /[a-z0-9]/.test(
    path
      .split("/")
      .pop()!
      .replace(/\.\w+$/, ""),
  );

/** The form of a new entry of `collection`, as an entry with no file yet. */
export function newEntryRef(collection: Collection): EntryRef {
  return {
    collection: collection.name,
    path: "",
    file: "",
    label: collection.label_singular ?? collection.label,
    // As an entry of the folder is opened (./editor-model.ts): a post's address by a control of its own.
    fields: isPostsFormat(collection.format) ? postFormFields(collection.fields ?? []) : (collection.fields ?? []),
  };
}

/** The index with the entry published at `path` in it (`fields` its form), as the build's index will have it. */
export function withEntryAdded(index: ContentIndex, collection: Collection, path: string, fields: Record<string, unknown>): ContentIndex {
  const file = (path.split("/").pop() ?? "").replace(/\.\w+$/, "");
  const name = String(fields[collection.identifier_field ?? "title"] ?? file);
  const slug = collection.name === "blog" && typeof fields.slug === "string" ? fields.slug : file;
  const list = indexListOf(collection);
  const added: IndexEntry = { path, slug, name };
  return { ...index, entries: { ...index.entries, [list]: [...index.entries[list].filter((each) => each.path !== path), added] } };
}

/** The index without the entry at `path`. */
export function withEntryRemoved(index: ContentIndex, path: string): ContentIndex {
  const entries = Object.fromEntries(
    Object.entries(index.entries).map(([list, each]) => [list, each.filter((entry) => entry.path !== path)]),
  );
  return { ...index, entries: entries as ContentIndex["entries"] };
}

/**
 * The index with what the entry at `published.path` links to as it was just published: a delete it
 * held back (a post linking to a suburb page) is checked again at once, not only once the editor is
 * opened again. Its name in refusals stays the one the index gave it.
 */
export function withLinksPublished(index: ContentIndex, published: EntryLinks): ContentIndex {
  const before = (index as Partial<IndexWithLinks>).linksByEntry ?? [];
  const label = before.find((each) => each.path === published.path)?.label ?? published.label;
  const others = before.filter((each) => each.path !== published.path);
  const listed = published.links.length > 0 || published.suburb !== undefined;
  return { ...index, linksByEntry: listed ? [...others, { ...published, label }] : others } as ContentIndex;
}
