import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleSendForm } from "../scripts/fixtures/sample-quote.ts";
import type { D1Database, D1PreparedStatement, Env } from "./env.ts";
import { cursorAfter, readCursor } from "./owner-rows.ts";
import { quoteEndpoint } from "./quote-endpoint.ts";
import { keptSince } from "./schedule.ts";

/** A D1 whose every call answers `answer` (or fails with it), and the SQL it was sent. */
function fakeDb(answer: (sql: string) => unknown) {
  const sent: string[] = [];
  const statement = (sql: string): D1PreparedStatement => ({
    bind: () => statement(sql),
    first: async () => answer(sql) as never,
    all: async () => ({ results: [], meta: { changes: 0 } }),
    run: async () => ({ results: [], meta: { changes: 1 } }),
  });
  const db: D1Database = {
    prepare: (sql) => {
      sent.push(sql);
      return statement(sql);
    },
    batch: async (statements) => {
      if (answer("batch") instanceof Error) throw answer("batch");
      return statements.map(() => ({ results: [], meta: { changes: 1 } }));
    },
  };
  return { db, sent };
}

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("https://www.canopytreecare.com.au/api/v1.0/email/send-form", { method: "POST", body });
};

const context = () => {
  const waited: Promise<unknown>[] = [];
  return { waited, ctx: { waitUntil: (work: Promise<unknown>) => void waited.push(work) } };
};

afterEach(() => vi.restoreAllMocks());

describe("the quote endpoint", () => {
  it("stores a request, answers 200, then runs the steps after it with its id", async () => {
    const { db, sent } = fakeDb((sql) => (sql.startsWith("INSERT INTO request_counts") ? { count: 1 } : null));
    const { ctx, waited } = context();
    const afterStored = vi.fn<(env: Env, requestId: string) => Promise<void>>(async () => undefined);
    const id = crypto.randomUUID();
    const response = await quoteEndpoint(post(sampleSendForm(id)), { DB: db } as Env, ctx, afterStored);
    expect([response.status, await response.text()]).toEqual([200, "OK"]);
    expect(sent.some((sql) => sql.startsWith("INSERT INTO quote_requests"))).toBe(true);
    await Promise.all(waited);
    expect(afterStored).toHaveBeenCalledWith(expect.anything(), id);
  });

  it("answers 503 with Retry-After when D1 cannot store, logs the id alone, and runs nothing after", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { db } = fakeDb((sql) =>
      sql === "batch" ? new Error("D1_ERROR: storage full") : sql.startsWith("INSERT") ? { count: 1 } : null,
    );
    const { ctx, waited } = context();
    const id = crypto.randomUUID();
    const response = await quoteEndpoint(post(sampleSendForm(id)), { DB: db } as Env, ctx, async () => undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(waited).toEqual([]);
    const logged = log.mock.calls.flat().join("\n");
    expect(logged).toContain(id);
    for (const typed of ["Jane", "Smith", "0412 345 678", "jane@example.com", "Mudjimba", "stumps"]) expect(logged).not.toContain(typed);
  });

  it("answers a copy of a stored request 200 without counting or storing it again", async () => {
    const { db, sent } = fakeDb((sql) => (sql.startsWith("SELECT 1") ? { stored: 1 } : null));
    const response = await quoteEndpoint(post(sampleSendForm()), { DB: db } as Env, context().ctx, async () => undefined);
    expect(response.status).toBe(200);
    expect(sent.filter((sql) => sql.startsWith("INSERT"))).toEqual([]);
  });
});

describe("the owner's list cursor", () => {
  it("names the place after a request, and nothing else is read as one", () => {
    const row = { received_at: "2026-12-08T01:02:03.456Z", request_id: crypto.randomUUID() };
    expect(readCursor(cursorAfter(row))).toEqual({ receivedAt: row.received_at, id: row.request_id });
    for (const nonsense of ["", "%%%", btoa("yesterday|x"), btoa("2026-12-08T01:02:03Z|a|b"), btoa("2026-12-08T01:02:03Z|")])
      expect(readCursor(nonsense), nonsense).toBeUndefined();
  });
});

describe("the schedule's keeping", () => {
  it("keeps requests for whole calendar months", () => {
    expect(keptSince(new Date("2026-12-08T10:00:00Z"), 18)).toBe("2025-06-08T10:00:00.000Z");
  });
});
