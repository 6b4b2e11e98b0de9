/**
 * The content check (./entry-check.ts) as the editor runs it on the entry it is about to save
 * (admin/editor/content-check.ts) or delete (./delete-check.ts, for admin/editor/deletes.ts), and the
 * moved pages a delete or a post's new address adds (admin/editor/moved-pages-lines.ts): the
 * entry named as Decap names it, by its collection in the editor's configuration
 * (scripts/build/admin-config.ts) and its file. Browser-safe. One lazily loaded file for both: the
 * editor's files are published under /admin/, and a chunk they shared was preloaded from the root (404).
 */
import { folders, singleFiles, type FolderName } from "#app/content/collections.ts";
import { checkEntry, urlSegment, type ContentIndex, type EntryKind } from "#app/content/entry-check.ts";
import { isRecord } from "#app/lib/is-record.ts";
import { pages, type PageWithContent } from "#app/content/page-registry.ts";
import { queenslandDate } from "#app/content/storm-notice-dates.ts";
import { isAddress, withLines, type MovedPage } from "#app/content/moved-pages.ts";
import { postPath, suburbCanonicalPath } from "#app/site/paths.ts";

export { deleteRefusals } from "#app/content/delete-check.ts";
export { nearestPage, withLines } from "#app/content/moved-pages.ts";

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
    `${singleFiles.stormNotice.label}: its Last day (${day}) has passed, so the notice would show nowhere: choose a later Last day, leave it empty, or switch the notice off`,
  ];
}

/** The check of an entry the editor is about to save, at `now`: a post's text is its "body" field. */
export function checkEditorEntry(entry: EditorEntry, index: ContentIndex, now = new Date()): string[] {
  const kind = kindOf(entry);
  if (!kind) return [];
  const { body, ...fields } = (isRecord(entry.data) ? entry.data : {}) as Record<string, unknown>;
  const markdown = kind.kind === "folder" && folders[kind.name].format === "markdown";
  const data = markdown || body === undefined ? fields : { ...fields, body };
  const { problems } = checkEntry({ ...kind, path: entry.path, data, body: markdown ? String(body ?? "") : "" }, index);
  return [...problems, ...pastLastDay(kind, fields, now)];
}

/** The moved pages' file and its name in the editor, for the lines the editor adds itself (admin/editor/moved-pages-lines.ts). */
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
 * The Moved pages file's text (`text`, null: no file yet) once `lines` are added, a line for an address
 * that is a page again (`isPage`) taken out: written as the file is (two spaces, its final line break).
 * The same text when nothing changes: nothing to publish.
 */
export function movedPagesText(text: string | null, lines: MovedPage[], isPage: (address: string) => boolean): string {
  const file = JSON.parse(text ?? '{ "items": [] }') as { items: MovedPage[] };
  const items = withLines(file.items, lines, isPage);
  if (text !== null && JSON.stringify(items) === JSON.stringify(file.items)) return text;
  return `${JSON.stringify({ ...file, items }, null, 2)}${text?.endsWith("\n") === false ? "" : "\n"}`;
}
