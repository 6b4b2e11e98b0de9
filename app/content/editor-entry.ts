/**
 * The content check (./entry-check.ts) as the editor runs it on the entry it is about to save
 * (admin/editor/content-check.ts) or delete (./delete-check.ts, for admin/editor/deletes.ts): the
 * entry named as Decap names it, by its collection in the editor's configuration
 * (scripts/build/admin-config.ts) and its file. Browser-safe. One lazily loaded file for both: the
 * editor's files are published under /admin/, and a chunk they shared was preloaded from the root (404).
 */
import { folders, singleFiles, type FolderName } from "#app/content/collections.ts";
import { checkEntry, isRecord, type ContentIndex, type EntryKind } from "#app/content/entry-check.ts";
import { pages, type PageWithContent } from "#app/content/page-registry.server.ts";

export { deleteRefusals } from "#app/content/delete-check.ts";

/** An entry as the editor saves it: its collection, its file's name (a file collection's), its path and its fields. */
export interface EditorEntry {
  collection: string;
  file: string;
  path: string;
  data: unknown;
}

/** The content registry's entry a collection of the editor (scripts/build/admin-config.ts) and a file stand for. */
function kindOf({ collection, file }: EditorEntry): EntryKind | undefined {
  if (collection === "settings") {
    const name = (Object.keys(singleFiles) as (keyof typeof singleFiles)[]).find((key) => singleFiles[key].file === `${file}.json`);
    return name && { kind: "single", name };
  }
  if (collection === "pages") return Object.hasOwn(pages, file) ? { kind: "page", name: file as PageWithContent } : undefined;
  const name = (Object.keys(folders) as FolderName[]).find((key) => folders[key].folder === collection);
  return name && { kind: "folder", name };
}

/** The check of an entry the editor is about to save: a post's text is its "body" field. */
export function checkEditorEntry(entry: EditorEntry, index: ContentIndex): string[] {
  const kind = kindOf(entry);
  if (!kind) return [];
  const { body, ...fields } = (isRecord(entry.data) ? entry.data : {}) as Record<string, unknown>;
  const markdown = kind.kind === "folder" && folders[kind.name].format === "markdown";
  const data = markdown || body === undefined ? fields : { ...fields, body };
  return checkEntry({ ...kind, path: entry.path, data, body: markdown ? String(body ?? "") : "" }, index).problems;
}
