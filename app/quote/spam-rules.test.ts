import { describe, expect, it } from "vitest";
import {
  fillTimeField,
  fillTimeLeft,
  hourlyLimitReached,
  MAX_REQUESTS_PER_HOUR,
  MIN_FILL_MS,
  noteRequestSent,
  readsAsBot,
} from "#app/quote/spam-rules.ts";

/** A localStorage of its own for each test. */
function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}
const minute = 60 * 1000;

describe("fillTimeLeft", () => {
  it("holds a send pressed within the minimum time for the rest of it, and no slower one", () => {
    expect(MIN_FILL_MS).toBeGreaterThanOrEqual(2000);
    expect(fillTimeLeft(0)).toBe(MIN_FILL_MS);
    expect(fillTimeLeft(MIN_FILL_MS - 1)).toBe(1);
    expect(fillTimeLeft(MIN_FILL_MS)).toBe(0);
    expect(fillTimeLeft(Number.POSITIVE_INFINITY)).toBe(0); // a form restored from a draft
  });
});

describe("hourly limit", () => {
  it(`allows ${MAX_REQUESTS_PER_HOUR} requests in an hour from one browser, then refuses until the oldest is an hour old`, () => {
    const store = memoryStore();
    const start = Date.UTC(2026, 10, 22, 9);
    for (let sent = 0; sent < MAX_REQUESTS_PER_HOUR; sent += 1) {
      expect(hourlyLimitReached(start + sent * minute, store), `request ${sent + 1}`).toBe(false);
      noteRequestSent(start + sent * minute, store);
    }
    expect(hourlyLimitReached(start + 10 * minute, store)).toBe(true);
    expect(hourlyLimitReached(start + 59 * minute, store)).toBe(true);
    expect(hourlyLimitReached(start + 60 * minute, store), "the first has aged out").toBe(false);
  });

  it("keeps only the times of the last hour, nothing of what was typed", () => {
    const store = memoryStore();
    const start = Date.UTC(2026, 10, 22, 9);
    noteRequestSent(start, store);
    noteRequestSent(start + 90 * minute, store);
    expect(JSON.parse([...store.items.values()][0]!)).toEqual([start + 90 * minute]);
  });

  it("does not limit where storage is blocked or unreadable, and never throws", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(() => noteRequestSent(Date.now(), blocked)).not.toThrow();
    expect(hourlyLimitReached(Date.now(), blocked)).toBe(false);
    const corrupt = memoryStore();
    corrupt.setItem("quote-requests-sent", "{not json");
    expect(hourlyLimitReached(Date.now(), corrupt)).toBe(false);
    expect(hourlyLimitReached(Date.now(), undefined)).toBe(false); // no localStorage at all (Node)
  });
});

describe("readsAsBot (the servers' check)", () => {
  it("takes a request with a person's fill time, or with neither field (an older page), as a person's", () => {
    expect(readsAsBot({ fill_ms: String(MIN_FILL_MS) })).toBe(false);
    expect(readsAsBot({ fill_ms: fillTimeField(Number.POSITIVE_INFINITY), website: "" })).toBe(false);
    expect(readsAsBot({})).toBe(false);
  });
  it("takes a filled honeypot, a fill time under the minimum or one that is not a number as a bot's", () => {
    expect(readsAsBot({ website: "https://spam.example" })).toBe(true);
    expect(readsAsBot({ fill_ms: String(MIN_FILL_MS - 1) })).toBe(true);
    expect(readsAsBot({ fill_ms: "soon" })).toBe(true);
  });
  it("sends a restored draft's endless fill time as a day, in whole milliseconds", () => {
    expect(fillTimeField(Number.POSITIVE_INFINITY)).toBe(String(24 * 3600 * 1000));
    expect(fillTimeField(3456.7)).toBe("3457");
  });
});
