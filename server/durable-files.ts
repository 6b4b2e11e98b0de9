/**
 * Writes that are on the disk, not only in the page cache, when they resolve: the outbox answers
 * 200 only after them, so a power cut right after "we have your request" loses nothing. The file
 * system functions are a parameter so that tests can make a write fail for real (a full disk).
 */
import * as nodeFs from "node:fs/promises";

export type OutboxFs = Pick<typeof nodeFs, "open" | "mkdir" | "rename" | "rm">;
export const realFs: OutboxFs = nodeFs;

/** A new file, written whole and flushed. */
export async function writeDurably(fs: OutboxFs, path: string, bytes: Uint8Array): Promise<void> {
  const handle = await fs.open(path, "wx");
  try {
    await handle.writeFile(bytes);
    await handle.datasync();
  } finally {
    await handle.close();
  }
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
 * Appends whole lines and flushes them. If the write or the flush fails, the file is cut back to
 * its size before, so no partial line is left to break the next start. Resolves to whether the file
 * was empty before (then its folder entry is new too, and the caller flushes the folder).
 */
export async function appendLinesDurably(fs: OutboxFs, path: string, lines: string): Promise<{ wasEmpty: boolean }> {
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
      await handle.truncate(size).catch((cut: unknown) => console.error(`outbox: could not cut ${path} back after a failed write`, cut));
      throw error;
    }
    return { wasEmpty: size === 0 };
  } finally {
    await handle.close();
  }
}
