/**
 * One request id, one line, and "stored" said only of a line on disk. A copy of a request (the
 * form's retry after a timeout, the service worker's replay, a double press) that arrives while
 * the first is being written waits for that write: if it lands, the copy is answered as stored;
 * if it fails, the copy stores itself. Ids are claimed with no await between check and claim, so
 * two copies never write at once.
 *
 * A write that failed after its line may have reached the file (LinesMayRemain, ./durable-files.ts)
 * leaves its id uncertain: the next copy first looks for that line, flushed (`onDisk`), and is
 * answered as stored if it is there, so a retry never makes a second line.
 */
import { linesMayRemain } from "./durable-files.ts";

export type StoreOutcome = "stored" | "already stored";

export function createClaims(stored: Set<string>, onDisk: (requestId: string) => Promise<boolean>) {
  const writing = new Map<string, Promise<void>>();
  const uncertain = new Set<string>();
  async function attempt(requestId: string, store: () => Promise<void>) {
    if (uncertain.has(requestId)) {
      if (await onDisk(requestId)) return; // a failure here leaves it uncertain
      uncertain.delete(requestId);
    }
    try {
      await store();
    } catch (error) {
      if (linesMayRemain(error)) uncertain.add(requestId);
      throw error;
    }
  }
  return async function storeOnce(requestId: string, store: () => Promise<void>): Promise<StoreOutcome> {
    for (let pending = writing.get(requestId); pending; pending = writing.get(requestId)) {
      await pending.catch(() => undefined);
    }
    if (stored.has(requestId)) return "already stored";
    const written = attempt(requestId, store)
      .then(() => {
        stored.add(requestId);
        uncertain.delete(requestId);
      })
      .finally(() => writing.delete(requestId));
    writing.set(requestId, written);
    await written;
    return "stored";
  };
}
