/** The list kept on the phone for reading offline, and the changes kept until the site takes them (./requests-kept.ts). */
import { describe, expect, it } from "vitest";
import type { OwnerRequest } from "#app/quote/owner-requests.ts";
import { KEPT_MAX, keptRequests, withPending } from "./requests-kept.ts";

/** A Storage in memory that refuses past `room` characters, as a full localStorage does. */
function memoryStorage(room = Infinity): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      const used = [...items].reduce((sum, [name, text]) => sum + (name === key ? 0 : text.length), 0);
      if (used + value.length > room) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
  };
}

const requestNumbered = (index: number) => ({ id: `r${index}`, status: "new", note: "" }) as OwnerRequest;

describe("the list kept on this phone", () => {
  it("keeps the newest 200 of what was loaded, with the counts and when", () => {
    const kept = keptRequests(memoryStorage());
    expect(kept.list()).toBeUndefined();
    kept.keepList(
      Array.from({ length: 450 }, (_, index) => requestNumbered(index)),
      { newCount: 450, notEmailed: 3 },
      1_000,
    );
    const list = kept.list()!;
    expect(list.requests).toHaveLength(KEPT_MAX);
    expect([list.requests[0]!.id, list.requests.at(-1)!.id, list.newCount, list.notEmailed, list.savedAt]).toEqual([
      "r0",
      "r199",
      450,
      3,
      1_000,
    ]);
  });

  it("keeps a change until the site takes it, the latest over the earlier, and shows it over the list meanwhile", () => {
    const storage = memoryStorage();
    const kept = keptRequests(storage);
    expect(kept.keepChange("r1", { status: "called" })).toBe(true);
    expect(kept.keepChange("r1", { note: "Rang, no answer" })).toBe(true);
    // A new tab (or the phone after a restart) finds it.
    expect(keptRequests(storage).pending()).toEqual({ r1: { status: "called", note: "Rang, no answer" } });
    expect(withPending([requestNumbered(0), requestNumbered(1)], kept.pending()).map(({ status, note }) => [status, note])).toEqual([
      ["new", ""],
      ["called", "Rang, no answer"],
    ]);
    // Taken by the site: forgotten, unless the owner changed it again meanwhile.
    kept.forgetChange("r1", { status: "called" });
    expect(kept.pending()).toHaveProperty("r1");
    kept.forgetChange("r1", { status: "called", note: "Rang, no answer" });
    expect(kept.pending()).toEqual({});
  });

  it("says so when the phone has no room left for a change, and keeps the list it had when a new one does not fit", () => {
    const kept = keptRequests(memoryStorage(300));
    kept.keepList([requestNumbered(0)], { newCount: 1, notEmailed: 0 }, 1);
    kept.keepList(
      Array.from({ length: 50 }, (_, index) => requestNumbered(index)),
      { newCount: 50, notEmailed: 0 },
      2,
    );
    expect(kept.list()?.savedAt).toBe(1);
    expect(kept.keepChange("r0", { note: "x".repeat(400) })).toBe(false);
  });
});
