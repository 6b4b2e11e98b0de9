/**
 * A publish of several files all or nothing, even across a crash (issue 55): `npm run cms`'s content
 * server (./local-backend.ts, through ./write-if-unchanged.ts) writes each new file beside its
 * target, then records the publish in a journal in data/cms/ (each target, its new file beside it and
 * that file's digest, and the old bytes or "absent"), flushed before the first rename; it removes the
 * journal once every file is in place, or put back. At its next start the server finishes what a
 * killed publish began (every new file there: each renamed into place) or undoes it (one missing:
 * every old file put back), and removes the temporary files a dead publish left. Every file it puts
 * in place is written beside itself and renamed, never written over.
 */
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { realFs, syncFolder, writeDurably, type OutboxFs } from "../../server/durable-files.ts";
import { dataFolders } from "../../server/local-files.ts";

/** The journal of the publish under way, beside content/. */
export const journalPath = (repository: string) => join(repository, dataFolders.cms, "publish-journal.json");

/** One file of a publish: its new bytes, or null for its delete. */
export interface FileWrite {
  path: string;
  bytes: Buffer | null;
}

/** One file as the journal keeps it (paths in the repository): the new file beside it and its digest (none for a delete), the old bytes in base64 or "absent". */
interface Step {
  path: string;
  beside?: string;
  digest?: string;
  before: string;
}

/** A dot and .tmp: no folder's listing (.json, .md, a photo's kind) takes it for content; the UUID tells it from an owner's file. */
const besideOf = (file: string) => join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
const TEMPORARY = /^\..+\.[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\.tmp$/;
const digestOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A file's bytes; null where there is none (or a folder is in its place, which the publish then fails on). */
const bytesOf = (file: string) =>
  readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "EISDIR") return null;
    throw error;
  });

/**
 * Puts `bytes` in `file`'s place: written beside it, flushed, renamed; on a failure (a full disk) the
 * file is as it was, nothing is left beside it, and the error keeps its code (ENOSPC).
 */
export async function replaceDurably(fs: OutboxFs, file: string, bytes: Uint8Array | string): Promise<void> {
  await fs.mkdir(dirname(file), { recursive: true });
  const beside = besideOf(file);
  try {
    await writeDurably(fs, beside, bytes);
    await fs.rename(beside, file);
  } catch (error) {
    await fs.rm(beside, { force: true }).catch(() => undefined);
    // Said by the file, not by its random neighbour: a fault that repeats is then logged once (server/request-guard.ts).
    const { code } = error as NodeJS.ErrnoException;
    throw Object.assign(new Error(`could not put ${file} in place (${code ?? String(error)})`, { cause: error }), { code });
  }
  await syncFolder(fs, dirname(file));
}

const syncFolders = (fs: OutboxFs, files: string[]) =>
  Promise.all([...new Set(files.map((file) => dirname(file)))].map((folder) => syncFolder(fs, folder)));

const isFolder = (path: string) =>
  stat(path).then(
    (found) => found.isDirectory(),
    () => false,
  );

/** Puts back each step's old file (written beside and renamed), in reverse order. */
async function undo(fs: OutboxFs, repository: string, steps: Step[]) {
  for (const step of steps.toReversed()) {
    const file = join(repository, step.path);
    // "absent" for a folder in the file's place too: the publish failed on it, and the folder stays.
    if (step.before === "absent") {
      if (!(await isFolder(file))) await fs.rm(file, { force: true });
    } else await replaceDurably(fs, file, Buffer.from(step.before, "base64"));
  }
}

/**
 * Writes `writes` (paths in `repository`, checked already) all or nothing: each new file beside its
 * target, the journal, then the renames and deletes. A step that fails (a folder in the way) puts
 * back the files already changed; if even that fails, the journal stays for the next start.
 */
export async function writeJournaled(repository: string, writes: FileWrite[], fs: OutboxFs = realFs): Promise<void> {
  const files = writes.map((write) => join(repository, write.path));
  const besides: string[] = [];
  try {
    const steps: Step[] = [];
    for (const [at, { path, bytes }] of writes.entries()) {
      const step: Step = { path, before: "absent" };
      if (bytes) {
        await fs.mkdir(dirname(files[at]!), { recursive: true });
        const beside = besideOf(files[at]!);
        besides.push(beside);
        await writeDurably(fs, beside, bytes);
        Object.assign(step, { beside: relative(repository, beside), digest: digestOf(bytes) });
      }
      steps.push(step);
    }
    await syncFolders(fs, besides);
    for (const [at, step] of steps.entries()) step.before = (await bytesOf(files[at]!))?.toString("base64") ?? "absent";
    await replaceDurably(fs, journalPath(repository), JSON.stringify({ steps }));
    const applied: Step[] = [];
    try {
      for (const [at, step] of steps.entries()) {
        if (step.beside) await fs.rename(join(repository, step.beside), files[at]!);
        else await fs.rm(files[at]!, { force: true });
        applied.push(step);
      }
      await syncFolders(fs, files);
    } catch (error) {
      await undo(fs, repository, applied);
      await fs.rm(journalPath(repository), { force: true });
      throw error;
    }
    await fs.rm(journalPath(repository), { force: true });
  } finally {
    await Promise.all(besides.map((file) => fs.rm(file, { force: true }).catch(() => undefined)));
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The temporary files under `folder` (its sub-folders too, no link followed). */
async function temporaryFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return temporaryFiles(path);
      return entry.isFile() && TEMPORARY.test(entry.name) ? [path] : [];
    }),
  );
  return found.flat();
}

/**
 * At the content server's start: finishes or undoes the publish a crash cut short, as its journal
 * says, then removes the temporary files a dead publish left in content/ and data/cms/. Says what it did.
 */
export async function finishOrUndo(repository: string, fs: OutboxFs = realFs): Promise<"finished" | "undone" | undefined> {
  const journal = await readFile(journalPath(repository), "utf8").catch(() => undefined);
  let done: "finished" | "undone" | undefined;
  if (journal !== undefined) {
    const { steps } = JSON.parse(journal) as { steps: Step[] };
    const inPlace = async (step: Step) => {
      if (!step.beside) return true;
      const now = await bytesOf(join(repository, step.path));
      return (now !== null && digestOf(now) === step.digest) || (await exists(join(repository, step.beside)));
    };
    const whole = (await Promise.all(steps.map(inPlace))).every(Boolean);
    if (whole) {
      for (const step of steps) {
        const file = join(repository, step.path);
        if (!step.beside) await fs.rm(file, { force: true });
        else if (await exists(join(repository, step.beside))) await fs.rename(join(repository, step.beside), file);
      }
      await syncFolders(
        fs,
        steps.map((step) => join(repository, step.path)),
      );
    } else await undo(fs, repository, steps);
    await fs.rm(journalPath(repository), { force: true });
    done = whole ? "finished" : "undone";
  }
  const strays = [...(await temporaryFiles(join(repository, "content"))), ...(await temporaryFiles(dirname(journalPath(repository))))];
  await Promise.all(strays.map((file) => fs.rm(file, { force: true })));
  return done;
}
