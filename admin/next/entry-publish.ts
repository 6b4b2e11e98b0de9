/**
 * What one Publish of a form writes: the entry's file, and what its change brings with it, in the
 * same publish (all or nothing): a blog post given a new address adds its old one to Moved pages
 * (./post-publish.ts, loaded then, with the content check's rules). Also what the editor says of it.
 */
import type { ContentBackend, FileChange } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { isPostFile } from "./entry-file.ts";

export interface PublishPlan {
  changes: FileChange[];
  /** Sentences said after "Published", of what the publish did beside the entry's change. */
  said: string[];
}

/** The changes publishing `text` (the form `form`, opened from `form.opened`) into the entry's file makes. */
export async function changesOfPublish(
  backend: ContentBackend,
  entry: EntryRef,
  form: { fields: Record<string, unknown>; opened: string },
  text: string,
): Promise<PublishPlan> {
  const own: FileChange = { path: entry.path, text, opened: form.opened };
  if (!isPostFile(entry.path)) return { changes: [own], said: [] };
  const { postPublish } = await import("./post-publish.ts");
  return await postPublish(backend, own, form.opened);
}
