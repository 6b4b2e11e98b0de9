/**
 * The steps of a Publish that are not the screen's: the files it writes, and, when it was refused
 * because the file was published elsewhere since, the form merged with what was published.
 */
import { isUnexpectedAnswer, type ContentBackend, type FileChange } from "./content-backend.ts";
import { isSameMomentPublish } from "./github-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { emptyFileText, fileOfFields, readableFieldsOfFile } from "./entry-file.ts";
import type { Form } from "./entry-form-start.ts";
import { changesOfPublish } from "./entry-publish.ts";
import { mergeForms } from "./form-merge.ts";
import type { PendingPhotos } from "./pending-photos.ts";

/**
 * The files a publish of `publishing` into `path` writes: the entry's text, what else the change needs
 * (a post's new address: its old one in Moved pages, ./entry-publish.ts; a new entry's file alone,
 * over no file), and the photos picked in the form, in the same publish; with what to say of them.
 */
export async function filesOfPublish(
  backend: ContentBackend,
  entry: EntryRef,
  publishing: Form,
  into: { path: string; adding: boolean },
  photos: PendingPhotos,
) {
  const { path } = into;
  const text = await fileOfFields(path, publishing.fields, entry.fields, publishing.opened ?? emptyFileText(path));
  const { changes, said } =
    into.adding || publishing.opened === null
      ? { changes: [{ path, text, opened: publishing.opened }], said: [] }
      : await changesOfPublish(backend, entry, { fields: publishing.fields, opened: publishing.opened }, text);
  await photos.ready;
  return { text, said, changes: [...changes, ...(await photos.changes(publishing.fields))] };
}

/**
 * The form merged with the file as published since (`savedText`; null: deleted elsewhere, merged as
 * an empty one and published as a new file): both kept where they changed different fields, the
 * clashes where they changed the same one. Undefined: changed by hand and no longer readable.
 */
export async function mergedWithPublished(path: string, publishing: Form, savedText: string | null) {
  const publishedFields = await readableFieldsOfFile(path, savedText);
  if (!publishedFields) return undefined;
  const merge = mergeForms(
    (await readableFieldsOfFile(path, publishing.opened)) ?? {},
    savedText === null ? null : publishedFields,
    publishing.fields,
  );
  return { next: { fields: merge.merged as Record<string, unknown>, opened: savedText } satisfies Form, clashes: merge.clashes };
}

/**
 * Publishes `changes`; when no answer came, it may have been lost on its way back with the files
 * written: the entry's file is read, and found as `text`, the publish is taken as made.
 */
export function publishOrFindIt(backend: ContentBackend, changes: FileChange[], message: string, path: string, text: string) {
  return backend.publishFiles(changes, message).catch(async (error: unknown) => {
    if (isUnexpectedAnswer(error) || isSameMomentPublish(error)) throw error;
    if ((await backend.read(path).catch(() => undefined)) === text) return { written: true as const, commit: undefined };
    throw error;
  });
}
