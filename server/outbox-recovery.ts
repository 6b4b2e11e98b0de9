/**
 * What the outbox does before it takes a request: what a crash or a full disk left behind is set
 * aside, never in the way. A line that is not whole JSON (a write cut short) is moved to the
 * rejected file beside the outbox, with a warning naming its line; the good lines stay. Photo
 * folders still named `.partial` belong to requests that were never stored, and are removed; a
 * whole photo folder no line names (a crash between its rename and its line) is moved to the
 * rejected photos folder, with a warning.
 *
 * It may fail (a full or read-only disk): then it has changed nothing that a later attempt would
 * do twice, and left no temporary file; the outbox tries again at its next request.
 */
import { basename, dirname, join } from "node:path";
import { isRequestId } from "./request-id.ts";
import { appendLinesDurably, entriesOf, readText, syncFolder, writeDurably, type OutboxFs } from "./durable-files.ts";

export const PARTIAL_SUFFIX = ".partial";

const besideOutbox = (outboxPath: string, suffix: string) => join(dirname(outboxPath), `${basename(outboxPath, ".jsonl")}${suffix}`);
/** `quote-outbox.jsonl` → `quote-outbox.rejected.jsonl`, in the same folder. */
export const rejectedPathFor = (outboxPath: string) => besideOutbox(outboxPath, ".rejected.jsonl");
/** `quote-outbox.jsonl` → `quote-outbox.rejected-photos/`, in the same folder. */
export const rejectedPhotosPathFor = (outboxPath: string) => besideOutbox(outboxPath, ".rejected-photos");
/** Where the outbox is rewritten whole before one rename puts it in place. */
export const temporaryPathFor = (outboxPath: string) => `${outboxPath}.tmp`;

type StoredLine = Record<string, unknown>;

function parseLine(line: string): StoredLine | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as StoredLine) : undefined;
  } catch {
    return undefined;
  }
}

/** A file's lines, sorted into the whole ones (parsed) and the torn ones (with their line numbers). */
function sortLines(text: string) {
  const good: { line: string; stored: StoredLine }[] = [];
  const torn: { number: number; line: string }[] = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    const stored = parseLine(line);
    if (stored) good.push({ line, stored });
    else torn.push({ number: index + 1, line });
  });
  return { good, torn };
}

/**
 * The good lines replace the outbox in one rename, so a crash meanwhile leaves the old file or the
 * new one, whole. The torn lines are kept in the rejected file before they leave the outbox, and
 * only those not there already: a crash before the rename does not copy them twice.
 */
async function setTornLinesAside(fs: OutboxFs, outboxPath: string, good: string[], torn: string[]) {
  const temporary = temporaryPathFor(outboxPath);
  try {
    await writeDurably(fs, temporary, good.map((line) => `${line}\n`).join(""));
    const rejectedPath = rejectedPathFor(outboxPath);
    const alreadyKept = new Set((await readText(fs, rejectedPath))?.split("\n"));
    const toKeep = torn.filter((line) => !alreadyKept.has(line));
    if (toKeep.length > 0) await appendLinesDurably(fs, rejectedPath, toKeep.map((line) => `${line}\n`).join(""));
    await fs.rename(temporary, outboxPath);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncFolder(fs, dirname(outboxPath));
}

/** A name in `folder` not taken yet: `name`, else `name-2`, `name-3`… */
async function freeName(fs: OutboxFs, folder: string, name: string) {
  const taken = new Set(await entriesOf(fs, folder));
  let candidate = name;
  for (let count = 2; taken.has(candidate); count += 1) candidate = `${name}-${count}`;
  return join(folder, candidate);
}

async function tidyPhotos(fs: OutboxFs, outboxPath: string, photosRoot: string, named: Set<string>) {
  for (const name of await entriesOf(fs, photosRoot)) {
    const path = join(photosRoot, name);
    if (name.endsWith(PARTIAL_SUFFIX)) {
      await fs.rm(path, { recursive: true, force: true });
      console.warn(`outbox: removed ${path}, the photos of a request that was never stored`);
    } else if (isRequestId(name) && !named.has(name)) {
      const rejected = rejectedPhotosPathFor(outboxPath);
      await fs.mkdir(rejected, { recursive: true });
      const target = await freeName(fs, rejected, name);
      await fs.rename(path, target);
      console.warn(`outbox: ${path} belongs to no stored request (a crash before its line was written?); moved to ${target}`);
    }
  }
}

/**
 * Sets aside what a crash or a full disk left in a file of JSON lines (the outbox, the counter's
 * file): each line that is not whole JSON is moved to the rejected file beside it, with a warning
 * naming its line; resolves to the whole lines, parsed. Throws if the disk allows neither reading
 * nor the repair, having changed nothing a later attempt would do twice.
 */
export async function repairJsonLines(fs: OutboxFs, path: string, label: string): Promise<StoredLine[]> {
  await fs.mkdir(dirname(path), { recursive: true });
  await fs.rm(temporaryPathFor(path), { force: true }); // what a repair cut short by a crash left
  const text = (await readText(fs, path)) ?? "";
  const { good, torn } = sortLines(text);
  if (torn.length > 0 || !(text === "" || text.endsWith("\n"))) {
    await setTornLinesAside(
      fs,
      path,
      good.map(({ line }) => line),
      torn.map(({ line }) => line),
    );
    for (const { number } of torn) {
      console.warn(`${label}: line ${number} of ${path} is not a whole JSON line (a write cut short?); moved to ${rejectedPathFor(path)}`);
    }
  }
  return good.map(({ stored }) => stored);
}

/**
 * Repairs the outbox and its photos folder if a crash left them torn; resolves to the request ids
 * stored. Throws if the disk allows neither reading nor the repair.
 */
export async function recoverOutbox(fs: OutboxFs, outboxPath: string, photosRoot: string): Promise<Set<string>> {
  const stored = await repairJsonLines(fs, outboxPath, "outbox");
  const ids = new Set<string>();
  const photoFolders = new Set<string>();
  for (const { request_id: requestId, photos } of stored) {
    if (typeof requestId === "string" && requestId) ids.add(requestId);
    if (Array.isArray(photos)) for (const photo of photos) if (typeof photo === "string") photoFolders.add(basename(dirname(photo)));
  }
  await tidyPhotos(fs, outboxPath, photosRoot, photoFolders);
  return ids;
}
