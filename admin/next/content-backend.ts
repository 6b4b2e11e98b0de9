/**
 * Where the editor reads and publishes the owner's files, as one interface: `npm run cms`'s local
 * backend today (./local-backend-client.ts); a GitHub one (commits through the git data API, signed
 * in through DecapBridge, as admin/editor/github-commit.ts does) is the next to implement it.
 */

/** What a publish came to: written, or refused because the file changed since it was opened (its text now, for the owner to compare). */
type PublishOutcome = { written: true } | { written: false; savedText: string | null };

export interface ContentBackend {
  /** A file's text as published now; null when there is no such file. Throws when it cannot be asked (no connection). */
  read(path: string): Promise<string | null>;
  /**
   * Writes `text` into the file at `path` only if the file is still `opened` (the text the form was
   * filled from): a save over a change the owner did not see is refused, and nothing is written.
   * Throws when it cannot be asked.
   */
  publish(path: string, text: string, opened: string, message: string): Promise<PublishOutcome>;
}
