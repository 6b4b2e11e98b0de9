/**
 * A delete, checked as a publish is and published through the backend (./content-backend.ts): refused
 * with the names of the entries that link to it or name it (the content check's delete refusals,
 * app/content/delete-check.ts, as the build runs them); a post's or a
 * suburb page's old addresses added to Moved pages in the same publish (app/content/moved-pages-lines.ts),
 * checked first against the redirects every host follows. Loaded when the owner confirms a delete: it
 * carries the content check.
 */
import { deleteRefusals, type IndexWithLinks } from "#app/content/delete-check.ts";
import type { ContentIndex } from "#app/content/entry-check.ts";
import { linesOfDeleted, movedPagesEntry, movedPagesText, pastRedirectLimit, whereSentOn } from "#app/content/moved-pages-lines.ts";
import { isUnexpectedAnswer, type ContentBackend, type FileChange } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { words } from "./editor-words.ts";

/** What a delete came to: deleted (`paths`: the files its publish changed), or not, and why. */
export type DeleteOutcome =
  { deleted: true; said: string; paths: string[]; commit?: string } | { deleted: false; said: string; list?: string[] };

/** Deletes `entry` (a `singular` of its folder) if nothing names or links to it, with its Moved pages lines; what the owner is told. */
export async function deleteEntry(backend: ContentBackend, entry: EntryRef, singular: string, index: ContentIndex): Promise<DeleteOutcome> {
  // The index the model brings has each entry's links (scripts/dev/editor-next-files.ts: editorIndex).
  const withLinks = { linksByEntry: [], ...index } as IndexWithLinks;
  const refusals = deleteRefusals(entry.path, withLinks);
  if (refusals.length > 0) return { deleted: false, said: words.notDeleted, list: refusals };
  try {
    const opened = await backend.read(entry.path);
    if (opened === null) return { deleted: true, said: words.deleted(singular, entry.label), paths: [] };
    const changes: FileChange[] = [{ path: entry.path, deleted: true, opened }];
    // A post's addresses as the index has them (its own Slug and its file's name); a suburb page's from its file's name.
    const post = index.entries.posts.find((each) => each.path === entry.path);
    const lines = linesOfDeleted(entry.path, post ? { slug: post.slug } : undefined);
    if (lines.length > 0) {
      const movedOpened = await backend.read(movedPagesEntry.path);
      const text = movedPagesText(movedOpened, lines);
      if (pastRedirectLimit(text, index.entries.posts)) return { deleted: false, said: words.notDeleted, list: [words.notDeletedTooMany] };
      changes.push({ path: movedPagesEntry.path, text, opened: movedOpened });
    }
    const outcome = await backend.publishFiles(changes, `Delete ${entry.label}`);
    if (!outcome.written) return { deleted: false, said: words.notDeletedChanged };
    const sentOn = whereSentOn(lines);
    const said = sentOn ? words.deletedSentOn(sentOn.to, sentOn.many) : words.deleted(singular, entry.label);
    return { deleted: true, said, paths: changes.map((change) => change.path), ...(outcome.commit ? { commit: outcome.commit } : {}) };
  } catch (error) {
    if (!isUnexpectedAnswer(error)) return { deleted: false, said: words.notDeletedNoConnection };
    return error.said
      ? { deleted: false, said: words.notDeleted, list: [error.said] }
      : { deleted: false, said: words.notDeletedUnexpectedAnswer };
  }
}
