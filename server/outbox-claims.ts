/**
 * One request id, one line, and "stored" said only of a line on disk. A copy of a request (the
 * form's retry after a timeout, the service worker's replay, a double press) that arrives while
 * the first is being written waits for that write: if it lands, the copy is answered as stored;
 * if it fails, the copy stores itself. Ids are claimed with no await between check and claim, so
 * two copies never write at once.
 */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A request id is a UUID: it names the request's photo folder too. */
export const isRequestId = (value: string) => REQUEST_ID.test(value);

export type StoreOutcome = "stored" | "already stored";

export function createClaims(stored: Set<string>) {
  const writing = new Map<string, Promise<void>>();
  return async function storeOnce(requestId: string, store: () => Promise<void>): Promise<StoreOutcome> {
    for (let pending = writing.get(requestId); pending; pending = writing.get(requestId)) {
      await pending.catch(() => undefined);
    }
    if (stored.has(requestId)) return "already stored";
    const attempt = store()
      .then(() => void stored.add(requestId))
      .finally(() => writing.delete(requestId));
    writing.set(requestId, attempt);
    await attempt;
    return "stored";
  };
}
