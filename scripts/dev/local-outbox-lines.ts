/**
 * The files behind the owner's list under `npm run cms` (./local-requests.ts): the outbox's lines
 * (server/outbox.ts), the owner's statuses and notes beside it (`quote-outbox-status.jsonl`), the
 * emails' previews (server/outbox-emails.ts) and the photos' folder. Read again only when a file
 * changed, as 10,000 requests are 10 MB of lines; a status written to disk before it is answered
 * (server/durable-files.ts), one write at a time.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { isRequestStatus, type RequestStatus } from "#app/quote/owner-requests.ts";
import { appendLinesDurably, realFs, syncFolder } from "../../server/durable-files.ts";

/** An outbox line as server/outbox.ts writes it: the checked fields, what the browser sent beside them, the photos' paths. */
export type StoredLine = Record<string, unknown> & { request_id: string; receivedAt: string };
/** What the owner set, as kept in the status file. */
export interface Kept {
  status: RequestStatus;
  note: string;
}
export interface StatusLine extends Kept {
  id: string;
  at: string;
}

/** The whole lines of a JSON-lines file that parse, each to what `take` makes of it (undefined: skipped); none when there is no file. */
async function linesOf<Line>(path: string, take: (value: unknown) => Line | undefined): Promise<Line[]> {
  const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  // The last piece has no newline yet while a line is being written: not a line.
  return text
    .split("\n")
    .slice(0, -1)
    .flatMap((line) => {
      try {
        const taken = take(JSON.parse(line));
        return taken === undefined ? [] : [taken];
      } catch {
        return [];
      }
    });
}

/** A file read again only when it changed (10,000 requests are 10 MB of lines: parsed once, not at each page). */
function cachedLines<Line>(path: string, take: (value: unknown) => Line | undefined) {
  let cached: { key: string; lines: Promise<Line[]> } | undefined;
  return async () => {
    const info = await stat(path).catch(() => undefined);
    const key = info ? `${info.size}:${info.mtimeMs}` : "none";
    if (cached?.key !== key) cached = { key, lines: linesOf(path, take) };
    return { key, lines: await cached.lines };
  };
}

const storedLine = (value: unknown): StoredLine | undefined =>
  value &&
  typeof value === "object" &&
  typeof (value as StoredLine).request_id === "string" &&
  typeof (value as StoredLine).receivedAt === "string"
    ? (value as StoredLine)
    : undefined;

const statusLine = (value: unknown): StatusLine | undefined => {
  const line = value as Partial<StatusLine> | null;
  return line && typeof line.id === "string" && isRequestStatus(line.status) && typeof line.note === "string"
    ? (line as StatusLine)
    : undefined;
};

/** The photos a line names, as paths relative to the outbox's folder. */
export const photosOf = (line: StoredLine) =>
  Array.isArray(line.photos) ? line.photos.filter((photo): photo is string => typeof photo === "string") : [];

/** The outbox at `outboxPath` and the files beside it: its lines, the statuses, which requests were emailed, a status kept. */
export function localOutboxFiles(outboxPath: string) {
  const folder = dirname(outboxPath);
  const name = basename(outboxPath, ".jsonl");
  const statusPath = join(folder, `${name}-status.jsonl`);
  const emailsRoot = join(folder, `${name}-emails`);
  /** Once written, an email's preview stays: asked of the disk only until it is there, and only for the requests with a folder there. */
  const emailed = new Set<string>();
  async function emailedNow() {
    const folders = new Set(await readdir(emailsRoot).catch(() => []));
    const isEmailed = (id: string) =>
      emailed.has(id) || (folders.has(id) && existsSync(join(emailsRoot, id, "owner.html")) && !!emailed.add(id));
    return { folders: folders.size, isEmailed, emailedCount: () => emailed.size };
  }

  let writing: Promise<unknown> = Promise.resolve();
  /** Appends the owner's change, flushed (the file's name too, when it is new), one write at a time. */
  function keep(line: StatusLine): Promise<void> {
    const written = writing.then(async () => {
      const { wasEmpty } = await appendLinesDurably(realFs, statusPath, `${JSON.stringify(line)}\n`);
      if (wasEmpty) await syncFolder(realFs, folder);
    });
    writing = written.catch(() => undefined);
    return written;
  }

  return {
    folder,
    photosRoot: join(folder, `${name}-photos`),
    storedLines: cachedLines(outboxPath, storedLine),
    statusLines: cachedLines(statusPath, statusLine),
    emailedNow,
    keep,
  };
}

export type LocalOutboxFiles = ReturnType<typeof localOutboxFiles>;
