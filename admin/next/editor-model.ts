/**
 * What the editor of the project's own edits: the collections and their fields as the editor's
 * configuration makes them from the content shapes (scripts/build/admin-config.ts, editor-fields.ts:
 * one derivation for Decap's fields and these), and the content check's index, both served by
 * `npm run cms` at /admin/next/model.json (scripts/dev/editor-next-files.ts).
 */
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { PhotosShown } from "#app/content/photo-delete-check.ts";
import { scheduleOf, type Schedule } from "#app/content/going-live.ts";
import { isPostsFormat, postFormFields } from "./post-fields.ts";

/** A field as the configuration describes it (Decap's widget vocabulary): its name, label, hint and rules. */
export interface Field {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  collection?: string;
  label_singular?: string;
  /** An object's fields, or a list's item's fields. */
  fields?: Field[];
  /** A list of single values: its item's field. */
  field?: Field;
}

/** One file the owner edits as a whole (the business facts, a page's words). */
interface FileEntry {
  name: string;
  label: string;
  file: string;
  format?: string;
  fields: Field[];
}

/** A collection: a few named files, or a folder of entries, one file each. */
export interface Collection {
  name: string;
  label: string;
  label_singular?: string;
  identifier_field?: string;
  /** How a new entry's file is named from its fields (Decap's template, ./new-file-name.ts). */
  slug?: string;
  folder?: string;
  extension?: string;
  format?: string;
  files?: FileEntry[];
  fields?: Field[];
}

export interface EditorModel {
  collections: Collection[];
  index: ContentIndex;
  /** Which entries show which photo, as published when the model was made: a photo shown is not deleted. */
  photosShown?: PhotosShown[];
}

export const MODEL_PATH = "/admin/model.json";

/** The model as `npm run cms` makes it now. */
export async function loadModel(): Promise<EditorModel> {
  // As the page preloaded it (index.html); the server says not to keep it, so each visit has it afresh.
  const response = await fetch(MODEL_PATH);
  if (!response.ok) throw new Error(`model: ${response.status}`);
  return (await response.json()) as EditorModel;
}

/** An entry the owner can open: its file, its name in the list, and the fields of its shape; a post's or a job's schedule. */
export interface EntryRef extends Schedule {
  collection: string;
  path: string;
  /** The file's name without its extension: how the content check names a single file. */
  file: string;
  label: string;
  fields: Field[];
}

const fileName = (path: string) => (path.split("/").pop() ?? "").replace(/\.\w+$/, "");

/** The entries of a collection of named files. */
function fileEntries(collection: Collection): EntryRef[] {
  return (collection.files ?? []).map((file) => ({
    collection: collection.name,
    path: file.file,
    file: file.name,
    label: file.label,
    fields: file.fields,
  }));
}

/** The entries of a folder, as the content check's index lists them: each by its name (a testimonial's author). */
function folderEntries(collection: Collection, index: ContentIndex): EntryRef[] {
  const folder = `${collection.folder ?? ""}/`;
  return Object.values(index.entries)
    .flat()
    .filter((entry) => entry.path.startsWith(folder))
    .map((entry) => ({
      collection: collection.name,
      path: entry.path,
      file: fileName(entry.path),
      label: entry.name.trim() || fileName(entry.path),
      // A post's or a job's draft switch and time to go live, for the list (./queensland-time.ts).
      ...scheduleOf(entry),
      fields: isPostsFormat(collection.format) ? postFormFields(collection.fields ?? []) : (collection.fields ?? []),
    }));
}

/** Every entry of a collection the owner can open. */
export const entriesOf = (collection: Collection, index: ContentIndex) =>
  collection.files ? fileEntries(collection) : folderEntries(collection, index);
