/**
 * The owner's list as this phone keeps it, to read without a connection: the newest requests last
 * loaded (200 at most, so localStorage stays small whatever the list's length), and the statuses and
 * notes the owner set that the site has not taken yet, sent when the connection is back. A change
 * is kept here before it is sent, so nothing the owner set is lost to a dropped connection or a
 * closed tab.
 */
import type { OwnerRequest, OwnerRequestPage, RequestChange } from "#app/quote/owner-requests.ts";

/** Requests kept for reading offline: four pages, a month or more of a busy season. */
export const KEPT_MAX = 200;
const LIST_KEY = "owner-requests";
const CHANGES_KEY = "owner-request-changes";

export interface KeptList {
  requests: OwnerRequest[];
  newCount: number;
  notEmailed: number;
  /** When it was loaded (ms since 1970). */
  savedAt: number;
}

/** Changes not taken by the site yet, by request id. */
export type PendingChanges = Record<string, RequestChange>;

function readJson<Value>(storage: Storage, key: string): Value | undefined {
  try {
    return (JSON.parse(storage.getItem(key) ?? "null") as Value | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether it could be written: a full storage keeps what it had. */
function writeJson(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** `requests` with the changes not taken yet put over them, as the owner set them. */
export const withPending = (requests: OwnerRequest[], pending: PendingChanges) =>
  requests.map((request) => (pending[request.id] ? { ...request, ...pending[request.id] } : request));

export function keptRequests(storage: Storage) {
  const pending = () => readJson<PendingChanges>(storage, CHANGES_KEY) ?? {};
  return {
    /** The list last loaded, if any. */
    list: () => readJson<KeptList>(storage, LIST_KEY),
    /** Keeps the newest of what is loaded now, with the counts of its first page. */
    keepList(requests: OwnerRequest[], page: Pick<OwnerRequestPage, "newCount" | "notEmailed">, now = Date.now()) {
      const kept: KeptList = { requests: requests.slice(0, KEPT_MAX), newCount: page.newCount, notEmailed: page.notEmailed, savedAt: now };
      writeJson(storage, LIST_KEY, kept);
    },
    pending,
    /** Keeps a change to send, over any earlier one of the same request; false if this phone could not keep it. */
    keepChange(id: string, change: RequestChange): boolean {
      const all = pending();
      return writeJson(storage, CHANGES_KEY, { ...all, [id]: { ...all[id], ...change } });
    },
    /** Forgets a change once the site took it (or refused it for good), unless another was made meanwhile. */
    forgetChange(id: string, sent: RequestChange) {
      const all = pending();
      if (JSON.stringify(all[id]) !== JSON.stringify(sent)) return;
      delete all[id];
      writeJson(storage, CHANGES_KEY, all);
    },
  };
}

export type KeptRequests = ReturnType<typeof keptRequests>;
