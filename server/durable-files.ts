/**
 * Writes that are on the disk, not only in the page cache, when they resolve: the outbox answers
 * 200 only after them, so a power cut right after "we have your request" loses nothing. The file
 * system functions are a parameter so that tests can make a write fail for real (a full disk, a
 * read-only one).
 */
import * as nodeFs from "node:fs/promises";

export type OutboxFs = Pick<typeof nodeFs, "open" | "mkdir" | "rename" | "rm" | "readdir" | "link">;
export const realFs: OutboxFs = nodeFs;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

/** `read` on the file opened for reading, closed after; undefined when there is no such file. */
async function whenOpened<T>(fs: OutboxFs, path: string, read: (handle: nodeFs.FileHandle) => Promise<T>): Promise<T | undefined> {
  let handle;
  try {
    handle = await fs.open(path, "r");
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

/** A file's text, or undefined when there is no such file. */
export const readText = (fs: OutboxFs, path: string) => whenOpened(fs, path, (handle) => handle.readFile("utf8"));

/** A folder's entries, or none when there is no such folder. */
export async function entriesOf(fs: OutboxFs, path: string): Promise<string[]> {
  try {
    return await fs.readdir(path);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** A new file written piece by piece (an upload as it arrives), flushed once at the end. */
export async function createDurably(fs: OutboxFs, path: string) {
  const handle = await fs.open(path, "wx");
  return {
    // writeFile, not write: it writes all the bytes, past a short write, from where the last one ended.
    write: (bytes: Uint8Array) => handle.writeFile(bytes),
    /** Keeps its first `length` bytes only, before it is flushed. */
    cut: (length: number) => handle.truncate(length),
    /** Flushes and closes it: resolves once the file is on disk. */
    finish: async () => {
      try {
        await handle.datasync();
      } finally {
        await handle.close();
      }
    },
    /** Closes it unflushed; the caller removes it. */
    abandon: () => handle.close().catch(() => undefined),
  };
}

/** A new file, written whole and flushed. */
export async function writeDurably(fs: OutboxFs, path: string, data: Uint8Array | string): Promise<void> {
  const file = await createDurably(fs, path);
  try {
    await file.write(Buffer.from(data));
  } catch (error) {
    await file.abandon();
    throw error;
  }
  await file.finish();
}

/**
 * Flushes a folder's entries: a file's own fsync does not make its name, or a rename, survive a
 * power cut. Windows cannot open a folder to flush it (and its NTFS journals names itself).
 */
export async function syncFolder(fs: OutboxFs, path: string): Promise<void> {
  if (process.platform === "win32") return;
  const handle = await fs.open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A write of lines failed after they may have reached the file: it could not be cut back, or they
 * are flushed but their file's name in its folder is not. They are not "stored", and not gone
 * either: the outbox keeps what they name, and a copy of the request looks in the file first.
 */
export class LinesMayRemain extends Error {}

/** Whether an error, or one that caused it, is a LinesMayRemain. */
export function linesMayRemain(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause instanceof LinesMayRemain) return true;
  return false;
}

/**
 * Appends whole lines and flushes them. If the write or the flush fails, the file is cut back to
 * its size before (and that flushed), so no partial line is left to break the next start; if it
 * cannot be cut back, it throws LinesMayRemain. Resolves to whether the file was empty before (then its
 * folder entry is new too, and the caller flushes the folder). What went wrong while cutting back is
 * told to `complain`, in one line with no stack: a failing disk fails every write alike.
 */
export async function appendLinesDurably(
  fs: OutboxFs,
  path: string,
  lines: string,
  complain: (problem: string) => void = console.error,
): Promise<{ wasEmpty: boolean }> {
  const handle = await fs.open(path, "a+"); // read too: the last byte
  try {
    const { size } = await handle.stat();
    // A tail that could not be cut back (or a crash mid-line): start afresh on a line of its own,
    // so these lines stay whole and the stray piece is set aside at the next start.
    const lastByte = size > 0 ? (await handle.read(Buffer.alloc(1), 0, 1, size - 1)).buffer[0] : undefined;
    const text = lastByte === undefined || lastByte === 0x0a ? lines : `\n${lines}`;
    try {
      await handle.writeFile(text);
      await handle.datasync();
    } catch (error) {
      const cutBack = await handle.truncate(size).then(
        () => true,
        (cut: unknown) => void complain(`could not cut ${path} back after a failed write (${String(cut)})`),
      );
      if (!cutBack) throw new LinesMayRemain(`lines of ${path} may remain after a failed write`, { cause: error });
      // Cut back as every reader sees it; flushed too where the disk allows, so a power cut cannot bring the piece back.
      await handle.datasync().catch((flush: unknown) => complain(`could not flush ${path} once cut back (${String(flush)})`));
      throw error;
    }
    return { wasEmpty: size === 0 };
  } finally {
    await handle.close();
  }
}

/**
 * Whether a whole line of the file passes `test`; if one does, the file and its name in its folder
 * are flushed first, so that line is on disk when this resolves true.
 */
export async function findFlushed(fs: OutboxFs, path: string, test: (line: string) => boolean): Promise<boolean> {
  const found = await whenOpened(fs, path, async (handle) => {
    const hasLine = (await handle.readFile("utf8")).split("\n").slice(0, -1).some(test); // the last piece has no newline yet
    if (hasLine) await handle.datasync();
    return hasLine;
  });
  return found ?? false;
}
