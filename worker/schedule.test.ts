import { describe, expect, it } from "vitest";
import { d1OnSqlite, workerTables } from "../scripts/fixtures/d1-on-sqlite.ts";
import type { Env } from "./env.ts";
import { scheduled } from "./schedule.ts";

const insertRequest = (db: ReturnType<typeof d1OnSqlite>, id: string, receivedAt: string) =>
  db.batch([
    db
      .prepare(
        "INSERT INTO quote_requests (request_id, received_at, first_name, last_name, phone, email, address, service, urgency, message, photo_count) VALUES (?1, ?2, 'Jo', 'Lee', '0412 345 678', '', '1 Rd, Nambour', 'tree-removal', '', 'A gum.', 1)",
      )
      .bind(id, receivedAt),
    db
      .prepare("INSERT INTO quote_photos (request_id, position, type, bytes) VALUES (?1, 1, 'image/jpeg', ?2)")
      .bind(id, new Uint8Array([0xff, 0xd8])),
  ]);

describe("the schedule (every 5 minutes)", () => {
  it("deletes requests kept past their months, with their photos, and past hours' counts; keeps the rest", async () => {
    const db = d1OnSqlite(workerTables());
    const now = new Date("2026-12-08T10:00:00Z");
    await insertRequest(db, "old", "2025-06-01T09:00:00.000Z");
    await insertRequest(db, "recent", "2025-06-09T09:00:00.000Z");
    await db
      .prepare("INSERT INTO request_counts (address_hash, hour, count) VALUES ('a', '2026-12-08T08', 3), ('b', '2026-12-08T10', 1)")
      .run();
    const env = { DB: db, ASSETS: { fetch: async () => new Response("", { status: 404 }) } } as Env;
    await scheduled(env, async () => undefined, 18, now);
    const ids = (table: string) =>
      db.sqlite
        .prepare(`SELECT request_id FROM ${table} ORDER BY request_id`)
        .all()
        .map((row) => row["request_id"]);
    expect(ids("quote_requests")).toEqual(["recent"]);
    expect(ids("quote_photos")).toEqual(["recent"]);
    expect(db.sqlite.prepare("SELECT address_hash FROM request_counts").all()).toEqual([{ address_hash: "b" }]);
  });
});
