/**
 * What an entry's form is handed, where it starts and what file it publishes: the changes kept on this device (said in a
 * sentence), and, for a new entry (./new-entry.ts), the key its changes are kept under until it has a
 * file and the file its fields name.
 */
import type { EntryLinks } from "#app/content/delete-check.ts";
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { ContentBackend } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import type { DeleteOutcome } from "./entry-delete.ts";
import { readableFieldsOfFile } from "./entry-file.ts";
import { backInTheForm, type KeptChanges } from "./kept-changes.ts";
import type { NoticeState } from "./notice.tsx";

/** What the editor does once a publish is written: the live watch's, or this computer's build's (./build-watch.ts). */
export type AfterPublish = (paths: string[], pressedAt: number, note?: string, commit?: string) => void;

/** A new entry's form: where it is kept until it has a file, the file its fields name, and what follows its first publish. */
export interface Adding {
  keptKey: string;
  pathOf: (fields: Record<string, unknown>) => string;
  /** The name the new entry is known by (its identifying field). */
  nameOf: (fields: Record<string, unknown>) => string;
  /** Published as `path`: the form becomes that entry. */
  onAdded: (path: string, fields: Record<string, unknown>) => void;
}

/** What an entry's form (./entry-screen.tsx) is handed. */
export interface EntryScreenProps {
  entry: EntryRef;
  backend: ContentBackend;
  kept: KeptChanges;
  index: ContentIndex;
  /**
   * Told every path of a publish (or a delete), when Publish was pressed (ms), what else the form has
   * to say of it (an old address sent on) and the commit it made: the live watch (watching that
   * commit), or this computer's build, then says the publish in one notice that moves from publishing
   * to live, and the form says nothing of its own.
   */
  afterPublish?: AfterPublish | undefined;
  /** An entry of a folder, by its folder's word for one ("Job"): it may be deleted. */
  singular?: string;
  /** A new entry's form, with no file yet (./new-entry.ts). */
  adding?: Adding;
  /** What the published form links to: the index holds it, so a delete is checked against it (./new-entry.ts withLinksPublished). */
  onPublished?: (links: EntryLinks) => void;
  /** What a delete came to: the screen is left once it is deleted. */
  onDeleted?: (outcome: DeleteOutcome) => void;
}

export interface Form {
  fields: Record<string, unknown>;
  /** The file's text the form started from: a publish is written over it only (null: a new entry's, no file yet). */
  opened: string | null;
}

/** Changes kept on this device under `key` (a file, or a new entry's key), as the form starts from them, with the sentence that says so. */
export function keptStart(kept: KeptChanges, key: string): { form?: Form; notice?: NoticeState } {
  const back = kept.find(key);
  if (!back) return {};
  return {
    form: { fields: back.fields, opened: back.opened },
    notice: { tone: "kept", text: backInTheForm(new Date(back.at)), discard: true },
  };
}

/** The form of the file at `path` as published (`text` null: no such file); undefined when the file cannot be read (broken by hand). */
export async function formOfFile(path: string, text: string | null): Promise<Form | undefined> {
  const fields = await readableFieldsOfFile(path, text);
  return fields && { fields, opened: text };
}

/** The file the form publishes, and its name as the content check names a file: the entry's own, or a new one's from its fields. */
export function publishedAs(entry: EntryRef, adding: Adding | undefined, fields: Record<string, unknown>) {
  if (!adding) return { path: entry.path, file: entry.file };
  const path = adding.pathOf(fields);
  return { path, file: (path.split("/").pop() ?? "").replace(/\.\w+$/, "") };
}
