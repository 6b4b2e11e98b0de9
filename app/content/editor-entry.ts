/**
 * The content check (./entry-check.ts) as the editor runs it on the entry it is about to publish
 * (admin/next/check-form.ts), and the moved pages a delete or a post's new address adds
 * (./moved-pages-lines.ts): the entry named as Decap named it, by its collection in the editor's configuration
 * (scripts/build/admin-config.ts) and its file. Browser-safe. One lazily loaded file for both: the
 * editor's files are published under /admin/, and a chunk they shared was preloaded from the root (404).
 */
import { folders, singleFiles, type FolderName } from "#app/content/collections.ts";
import { checkEntry, type ContentIndex, type EntryKind } from "#app/content/entry-check.ts";
import { isRecord } from "#app/lib/is-record.ts";
import { problemAt } from "#app/content/owner-words.ts";
import { pages, type PageWithContent } from "#app/content/page-registry.ts";
import { queenslandDate } from "#app/content/storm-notice-dates.ts";

export { withLines } from "#app/content/moved-pages.ts";

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

/**
 * A storm notice switched on whose last day has ended shows nowhere: refused as it is saved. Only
 * then: a notice saved in time ends by itself, and the build that follows its last day must go on.
 */
function pastLastDay(kind: EntryKind, fields: Record<string, unknown>, now: Date): string[] {
  if (kind.kind !== "single" || kind.name !== "stormNotice" || fields.show !== true || typeof fields.until !== "string") return [];
  if (!fields.until || fields.until >= queenslandDate(now)) return [];
  const day = new Date(`${fields.until}T12:00:00+10:00`).toLocaleDateString("en-AU", { dateStyle: "long", timeZone: "Australia/Brisbane" });
  return [
    problemAt(
      singleFiles.stormNotice.label,
      singleFiles.stormNotice.shape,
      ["until"],
      ` is ${day}, which has passed, so the notice would show nowhere: choose a later Last day, leave it empty, or switch the notice off`,
    ),
  ];
}

/** The check of an entry the editor is about to save, at `now`: a post's text is its "body" field. */
export function checkEditorEntry(entry: EditorEntry, index: ContentIndex, now = new Date()): string[] {
  const kind = kindOf(entry);
  if (!kind) return [];
  const { body, ...fields } = (isRecord(entry.data) ? entry.data : {}) as Record<string, unknown>;
  const markdown = kind.kind === "folder" && folders[kind.name].format === "markdown";
  const data = markdown || body === undefined ? fields : { ...fields, body };
  const { problems } = checkEntry({ ...kind, path: entry.path, data, body: markdown ? String(body ?? "") : "" }, index, now);
  return [...problems, ...pastLastDay(kind, fields, now)];
}

// The moved pages a delete or a post's new address adds: ./moved-pages-lines.ts, for both editors.
export { lineOfRename, linesOfDeleted, movedPagesEntry, movedPagesText } from "#app/content/moved-pages-lines.ts";
