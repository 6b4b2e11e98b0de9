/**
 * Taking over a lock file whose holder is gone, so that only one taker can win (./outbox-lock.ts).
 * POSIX has no compare-and-swap of a file; what it has is a name that can be created only once (a
 * link fails if the name exists). So a taker first creates the claim named after the very lock it
 * judged stale (its file and its text), then checks the lock is still that one, and replaces it by
 * one rename. Only the claim's creator can change the lock from that one, so a second taker either
 * finds the claim taken or, once it is free again, finds the lock changed.
 */
import { createHash } from "node:crypto";
import type { OutboxFs } from "./durable-files.ts";

interface Seen {
  ino: number;
  text: string;
}

/** What is at a path now: its file (inode) and text; undefined when there is none. */
export async function look(fs: OutboxFs, path: string): Promise<Seen | undefined> {
  let handle;
  try {
    handle = await fs.open(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    return { ino: (await handle.stat()).ino, text: await handle.readFile("utf8") };
  } finally {
    await handle.close();
  }
}
export const same = (a?: Seen, b?: Seen) => a?.ino === b?.ino && a?.text === b?.text;
/** The one name a taker of this lock (this file with this text) must create first. */
const claimFor = (path: string, { ino, text }: Seen) =>
  `${path}.take-${createHash("sha256").update(`${ino}\n${text}`).digest("hex").slice(0, 16)}`;

export const linkNew = (fs: OutboxFs, from: string, to: string) =>
  fs.link(from, to).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return false;
      throw error;
    },
  );

/**
 * Replaces the stale lock `found` with the file `written` (this server's whole lock), if this server
 * is first to claim it; false when another did, or is doing so now (`isLive` of its claim's text).
 * A claim left by a taker that died before its rename is itself claimed the same way, a few deep.
 */
export async function replaceStale(fs: OutboxFs, path: string, found: Seen, written: string, isLive: (text: string) => boolean) {
  let blocker = found;
  for (let depth = 0; depth < 4; depth += 1) {
    const claim = claimFor(path, blocker);
    if (await linkNew(fs, written, claim)) {
      if (same(found, await look(fs, path))) {
        await fs.rename(claim, path);
        if (depth > 0) await fs.rm(claimFor(path, found), { force: true }); // the dead taker's claim
        return true;
      }
      await fs.rm(claim, { force: true });
      return false;
    }
    const other = await look(fs, claim);
    if (!other) continue; // renamed meanwhile: the lock has changed, which the next look shows
    if (isLive(other.text)) return false;
    blocker = other;
  }
  return false;
}
