/**
 * What the outbox does once at start, before it takes a request: what a crash or a full disk left
 * behind never stops the site. A line that is not whole JSON (a write cut short) is moved to the
 * rejected file beside the outbox, with a warning naming its line; the good lines stay. Photo
 * folders still named `.partial` belong to requests that were never stored, and are removed.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";

export const PARTIAL_SUFFIX = ".partial";

/** `quote-outbox.jsonl` → `quote-outbox.rejected.jsonl`, in the same folder. */
export const rejectedPathFor = (outboxPath: string) => join(dirname(outboxPath), `${basename(outboxPath, ".jsonl")}.rejected.jsonl`);

type StoredLine = { request_id?: unknown };

function parseLine(line: string): StoredLine | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as StoredLine) : undefined;
  } catch {
    return undefined;
  }
}

function flush(path: string) {
  const descriptor = openSync(path, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Replaces the file in one rename, so a crash meanwhile leaves the old file or the new one, whole. */
function replaceWhole(path: string, text: string) {
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, text);
  flush(temporary);
  renameSync(temporary, path);
  if (process.platform !== "win32") flush(dirname(path));
}

function removePartialFolders(photosRoot: string) {
  if (!existsSync(photosRoot)) return;
  for (const name of readdirSync(photosRoot).filter((entry) => entry.endsWith(PARTIAL_SUFFIX))) {
    rmSync(join(photosRoot, name), { recursive: true, force: true });
    console.warn(`outbox: removed ${join(photosRoot, name)}, the photos of a request that was never stored`);
  }
}

/** Repairs the outbox and its photos folder if a crash left them torn; returns the request ids stored. */
export function recoverOutbox(outboxPath: string, photosRoot: string): Set<string> {
  removePartialFolders(photosRoot);
  if (!existsSync(outboxPath)) return new Set();
  const text = readFileSync(outboxPath, "utf8");
  const good: string[] = [];
  const rejected: { number: number; line: string }[] = [];
  const ids = new Set<string>();
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    const stored = parseLine(line);
    if (!stored) return void rejected.push({ number: index + 1, line });
    good.push(line);
    if (typeof stored.request_id === "string" && stored.request_id) ids.add(stored.request_id);
  });
  if (rejected.length === 0 && (text === "" || text.endsWith("\n"))) return ids;

  if (rejected.length > 0) {
    const rejectedPath = rejectedPathFor(outboxPath);
    // Kept on disk before they leave the outbox: a crash between the two loses nothing.
    appendFileSync(rejectedPath, rejected.map(({ line }) => `${line}\n`).join(""));
    flush(rejectedPath);
    for (const { number } of rejected) {
      console.warn(`outbox: line ${number} of ${outboxPath} is not a whole JSON line (a write cut short?); moved to ${rejectedPath}`);
    }
  }
  replaceWhole(outboxPath, good.map((line) => `${line}\n`).join(""));
  return ids;
}
