/** An entry's form as it starts: from the file as published, or from the changes kept on this device. */
import { emptyFileText, readableFieldsOfFile } from "./entry-file.ts";
import { backInTheForm, type KeptChanges } from "./kept-changes.ts";
import type { NoticeState } from "./notice.tsx";

export interface Form {
  fields: Record<string, unknown>;
  /** The file's text the form started from: a publish is written over it only. */
  opened: string;
  /** There was no file (none yet, or deleted elsewhere since): its publish makes one, refused if one was made meanwhile. */
  missing?: true;
}

/** Changes kept on this device for the entry, as the form starts from them, with the sentence that says so. */
export function keptStart(kept: KeptChanges, path: string): { form?: Form; notice?: NoticeState } {
  const back = kept.find(path);
  if (!back) return {};
  return {
    form: { fields: back.fields, opened: back.opened },
    notice: { tone: "kept", text: backInTheForm(new Date(back.at)), discard: true },
  };
}

/** The form of the file at `path` as published (`text` null: no such file); undefined when the file cannot be read. */
export async function formOfFile(path: string, text: string | null): Promise<Form | undefined> {
  const fields = await readableFieldsOfFile(path, text);
  if (!fields) return undefined;
  return text === null ? { fields, opened: emptyFileText(path), missing: true } : { fields, opened: text };
}
