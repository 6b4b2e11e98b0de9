/**
 * One writer per outbox (ADR 0033). A server writes an outbox only while it holds the lock file
 * beside it, `quote-outbox.jsonl.lock`: its process id, when that process started (as the kernel
 * counts it, so a process id reused after a restart of the computer is not taken for the writer),
 * and what it is ("npm start on http://localhost:3000"). The outbox takes the lock before its
 * start-up repair and tidy, so those never touch what another live writer owns; a lock whose
 * process is gone is taken over, with a warning. The lock is removed when its process exits.
 *
 * `npm start` and `npm run cms` refuse to start on an outbox another live server holds, with a
 * sentence naming it (`otherWriter`); if two start at the same moment, the later one's outbox
 * answers 503 until the first has gone.
 */
import { readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { OutboxFs } from "./durable-files.ts";
import { linkNew, look, replaceStale, same } from "./lock-takeover.ts";

export const lockPathFor = (outboxPath: string) => `${outboxPath}.lock`;

interface Holder {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux); undefined elsewhere. */
  started?: string;
  since: string;
  by: string;
}

/** When a process started, from /proc (Linux): field 22 of its stat line. */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function parse(text: string | undefined): Holder | undefined {
  try {
    const holder = JSON.parse(text ?? "") as Partial<Holder>;
    return typeof holder.pid === "number" && Number.isInteger(holder.pid) ? { since: "", by: "", ...holder, pid: holder.pid } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive({ pid, started }: Holder): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false; // EPERM: alive, another user's
  }
  const now = startOf(pid);
  return started === undefined || now === undefined || now === started;
}

/** The sentence a second server says, naming the first. */
function inUseSentence(outboxPath: string, { pid, by, since }: Holder) {
  const details = [by, since && `since ${since}`].filter(Boolean).join(", ");
  return (
    `Another server is writing to the outbox ${outboxPath}: process ${pid}${details ? ` (${details})` : ""}. ` +
    `Stop it first, or give this one an outbox of its own with OUTBOX_PATH. ` +
    `If no such server is running, remove ${lockPathFor(outboxPath)}.`
  );
}

class OutboxInUse extends Error {}

/** The live server, not this process, that holds the outbox's lock; undefined when none does. */
function otherWriter(outboxPath: string): Holder | undefined {
  let text;
  try {
    text = readFileSync(lockPathFor(outboxPath), "utf8");
  } catch {
    return undefined;
  }
  const holder = parse(text);
  return holder && holder.pid !== process.pid && isAlive(holder) ? holder : undefined;
}

/** The locks this process holds: at exit, each goes if it is still this process's. */
const held = new Set<string>();
function releaseAtExit(path: string) {
  if (held.size === 0)
    process.once("exit", () => {
      for (const lock of held) {
        try {
          if (parse(readFileSync(lock, "utf8"))?.pid === process.pid) rmSync(lock);
        } catch {
          // gone already, or the disk refuses: a later server takes it over as stale
        }
      }
    });
  held.add(path);
}

/** How many takes this process has begun: each names its own claim file. */
let takes = 0;

/**
 * Takes the outbox's lock, or finds this process holds it already; throws OutboxInUse naming the
 * live server that holds it. `by` says what this server is.
 *
 * The lock is written whole beside it and linked into place (a link fails if the name exists), so
 * it is never seen half written. A lock whose process is gone is replaced by one rename, made only
 * by the taker that first created the claim named after that very lock (its file and text): two
 * takers judging it stale at once cannot both win. An empty lock (a crash between making the file
 * and writing it, by an older server) is stale once it has stayed the same for `emptyLockWaitMs` of
 * this server's own wait: the file's time is the wall clock's, which may have been put back.
 */
export async function holdLock(fs: OutboxFs, outboxPath: string, by: string, { emptyLockWaitMs = 10_000 } = {}): Promise<void> {
  const path = lockPathFor(outboxPath);
  const mine = { pid: process.pid, started: startOf(process.pid), since: new Date().toISOString(), by };
  // Named by this process and this take: two servers one process starts on one outbox (`npm run
  // bench`) each write their own. A file left under this name by an earlier process of this id is removed.
  const written = `${path}.${process.pid}-${(takes += 1)}.new`;
  await fs.rm(written, { force: true });
  // Not flushed: a lock a power cut empties is judged as an empty lock is, below.
  const handle = await fs.open(written, "wx");
  try {
    await handle.writeFile(`${JSON.stringify(mine)}\n`);
  } finally {
    await handle.close();
  }
  try {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      if (await linkNew(fs, written, path)) return releaseAtExit(path);
      let found = await look(fs, path);
      if (!found) continue; // gone meanwhile: try again
      let holder = parse(found.text);
      if (!holder) {
        const since = performance.now();
        while (performance.now() - since < emptyLockWaitMs && same(found, await look(fs, path))) await sleep(100);
        const now = await look(fs, path);
        if (!same(found, now)) continue; // written or replaced meanwhile: look again
        holder = parse((found = now!).text);
      }
      if (holder?.pid === process.pid) return releaseAtExit(path);
      if (holder && isAlive(holder)) throw new OutboxInUse(inUseSentence(outboxPath, holder));
      // Its process is gone (a crash, kill -9, a restart of the computer): this server takes it over.
      if (
        await replaceStale(fs, path, found, written, (text) => {
          const taker = parse(text);
          return taker !== undefined && isAlive(taker);
        })
      ) {
        console.warn(
          `outbox: took over ${outboxPath} from ${holder ? `process ${holder.pid}, which is no longer running` : "a lock left empty"}`,
        );
        return releaseAtExit(path);
      }
    }
    throw new OutboxInUse(`The outbox ${outboxPath} is being taken by another server: try again.`);
  } finally {
    await fs.rm(written, { force: true });
  }
}

/**
 * For `npm start` and `npm run cms`, before they listen: another live server on this outbox ends
 * this one with the sentence naming it. (Each ends by process.exit on a signal, so the lock goes.)
 */
export function startAsOnlyWriter(outboxPath: string) {
  const other = otherWriter(outboxPath);
  if (!other) return;
  console.error(inUseSentence(outboxPath, other));
  process.exit(1);
}
