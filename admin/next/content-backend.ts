/**
 * Where the editor reads and publishes the owner's files, as one interface: `npm run cms`'s local
 * backend (./local-backend-client.ts) and GitHub's git data API, signed in through DecapBridge
 * (./github-backend.ts). Every screen publishes through it, so a screen works on both.
 */

/**
 * The backend was reached but answered with an error (a gateway's 502, GitHub down): said as such,
 * not as a lost connection, which is when it cannot be reached at all (fetch rejects).
 */
export class UnexpectedAnswer extends Error {
  override name = "UnexpectedAnswer";
  /** The backend's own refusal in the owner's words, where it gave one (npm run cms: a photo still shown). */
  readonly said: string | undefined;
  constructor(message: string, said?: string) {
    super(message);
    this.said = said;
  }
}

export const isUnexpectedAnswer = (error: unknown): error is UnexpectedAnswer =>
  error instanceof Error && error.name === "UnexpectedAnswer";

/** One file of a publish. */
export interface FileChange {
  path: string;
  /** The file's new text (a JSON entry, a post); or `bytes` (a photo); or `deleted`. */
  text?: string;
  bytes?: Uint8Array;
  deleted?: true;
  /**
   * The text the change started from: the publish is refused, and nothing of it written, if the
   * file is no longer that text. null: a new file, refused if one of that name now exists.
   * Left out: written whatever the file is now (a photo put in the place of one of its name).
   */
  opened?: string | null;
}

/**
 * What a publish came to: written, or refused because `path` changed since it was opened (its text now,
 * for the owner to compare). `commit`, where the backend commits: the commit written, or the one the
 * refused file was read at (the live site's watch asks whether the site was built from it).
 */
type PublishOutcome = ({ written: true } | { written: false; path: string; savedText: string | null }) & { commit?: string };

/** A version of a file as it was published: when (ISO 8601) and its text. */
export interface PublishedVersion {
  at: string;
  text: string;
}

export interface ContentBackend {
  /** A file's text as published now; null when there is no such file. Throws when it cannot be asked (no connection). */
  read(path: string): Promise<string | null>;
  /**
   * Writes every change, as one publish (one commit where the backend commits), only if each file
   * is still the text it was `opened` from. Throws when it cannot be asked.
   */
  publishFiles(changes: FileChange[], message: string): Promise<PublishOutcome>;
  /** The paths of the files in `folder` (no sub-folders) whose names end in `.<extension>`, as published now. Throws when it cannot be asked. */
  list(folder: string, extension: string): Promise<string[]>;
  /** The versions `path` was published in, newest first (the last few at least). Throws when it cannot be asked. */
  versions(path: string): Promise<PublishedVersion[]>;
}

/** Publishes `text` into `path` over `opened` only: the one-file case of `publishFiles`. */
export const publishFile = (backend: ContentBackend, path: string, text: string, opened: string | null, message: string) =>
  backend.publishFiles([{ path, text, opened }], message);
