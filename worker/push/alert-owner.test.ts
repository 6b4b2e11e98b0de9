import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { d1OnSqlite, migrationsSql, type D1OnSqlite } from "../../scripts/fixtures/d1-on-sqlite.ts";
import { startPushService, type PushService } from "../../scripts/fixtures/push-service.ts";
import { toBase64Url } from "./base64url.ts";
import { alertOwner, ownerAlert, type PushEnv } from "./alert-owner.ts";

const migrations = join(import.meta.dirname, "..", "migrations");
/** The contract's tables (CONTRACT.md), while worker/migrations is not on this branch. */
const contractTables = `
CREATE TABLE quote_requests (request_id TEXT PRIMARY KEY, received_at TEXT NOT NULL, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
  phone TEXT NOT NULL, email TEXT NOT NULL, address TEXT NOT NULL, service TEXT NOT NULL, urgency TEXT NOT NULL, message TEXT NOT NULL,
  photo_count INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'new', note TEXT NOT NULL DEFAULT '', emailed_at TEXT,
  email_attempts INTEGER NOT NULL DEFAULT 0, next_email_at TEXT, pushed_at TEXT);
CREATE INDEX quote_requests_received_at ON quote_requests (received_at);
CREATE TABLE quote_photos (request_id TEXT NOT NULL, position INTEGER NOT NULL, type TEXT NOT NULL, bytes BLOB NOT NULL, PRIMARY KEY (request_id, position));
CREATE TABLE request_counts (address_hash TEXT NOT NULL, hour TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (address_hash, hour));
CREATE TABLE push_subscriptions (endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL, created_at TEXT NOT NULL);`;

const requestId = "5f0c2a9e-1b7d-4e3a-9c61-2d8e7b1a4f30";

let service: PushService;
let db: D1OnSqlite;
let env: PushEnv;

beforeAll(async () => {
  service = await startPushService();
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"])) as CryptoKeyPair;
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  env = {
    DB: undefined as unknown as PushEnv["DB"],
    VAPID_PUBLIC_KEY: toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey))),
    VAPID_PRIVATE_KEY: d!,
    VAPID_SUBJECT: "mailto:owner@example.com",
  };
});
afterAll(() => service.close());

beforeEach(async () => {
  db = d1OnSqlite(existsSync(migrations) ? migrationsSql(migrations) : [contractTables]);
  env = { ...env, DB: db };
  await db
    .prepare(
      "INSERT INTO quote_requests (request_id, received_at, first_name, last_name, phone, email, address, service, urgency, message, photo_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      requestId,
      "2026-03-02T01:15:00.000Z",
      "Margaret",
      "Nguyen",
      "0412 345 678",
      "",
      "12 Example Street, Mudjimba QLD 4564",
      "consultation",
      "emergency",
      "A gum over the shed",
      0,
    )
    .run();
});

/** Subscribes a phone as the editor does: the browser's subscription stored in push_subscriptions. */
async function subscribe() {
  const subscription = service.newSubscription(env.VAPID_PUBLIC_KEY);
  await db
    .prepare("INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?)")
    .bind(subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, new Date().toISOString())
    .run();
  return subscription;
}

const pushedAt = () =>
  db.prepare("SELECT pushed_at FROM quote_requests WHERE request_id = ?").bind(requestId).first<string | null>("pushed_at");
const endpoints = async () =>
  (await db.prepare("SELECT endpoint FROM push_subscriptions").all<{ endpoint: string }>()).results.map((row) => row.endpoint);

describe("the owner alerted of a new request", () => {
  it("sends each subscribed phone who, where and what, opening that request, and sets pushed_at", async () => {
    const phones = [await subscribe(), await subscribe()];
    const before = service.received.length;
    await alertOwner(env, requestId);
    const arrived = service.received.slice(before);
    expect(arrived.map((push) => push.subscriptionId).toSorted()).toEqual(
      phones.map((phone) => phone.endpoint.split("/").at(-1)).toSorted(),
    );
    for (const push of arrived)
      expect(JSON.parse(push.payload)).toEqual({
        title: "Emergency quote request",
        body: "Margaret Nguyen · Mudjimba · General Consultation",
        url: `/admin#/requests/${requestId}`,
        id: requestId,
      });
    expect(arrived[0]?.urgency).toBe("high");
    expect(Date.parse((await pushedAt()) ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("alerts once: a request already pushed is not pushed again", async () => {
    await subscribe();
    await alertOwner(env, requestId);
    const count = service.received.length;
    await alertOwner(env, requestId);
    expect(service.received.length).toBe(count);
  });

  it("deletes a subscription its push service answers 410, and still alerts the other phone", async () => {
    const [gone, kept] = [await subscribe(), await subscribe()];
    service.unsubscribe(gone.endpoint);
    await alertOwner(env, requestId);
    expect(await endpoints()).toEqual([kept.endpoint]);
    expect(service.refused.at(-1)?.status).toBe(410);
    expect(await pushedAt()).not.toBeNull();
  });

  it("leaves pushed_at empty when no phone took the alert, and never throws: no request, a broken key, a push service down", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await alertOwner(env, requestId);
    expect(await pushedAt()).toBeNull();
    await subscribe();
    await expect(alertOwner(env, "no-such-request")).resolves.toBeUndefined();
    await expect(alertOwner({ ...env, VAPID_PRIVATE_KEY: "not a key" }, requestId)).resolves.toBeUndefined();
    await db.prepare("UPDATE push_subscriptions SET endpoint = 'http://127.0.0.1:9/push/x'").run();
    await expect(alertOwner(env, requestId)).resolves.toBeUndefined();
    expect(await pushedAt()).toBeNull();
    // Said in the host's log, with no one's name, address or subscription.
    const said = logged.mock.calls.flat().join("\n");
    expect(said).toMatch(/not sent \(not base64url\)[\s\S]*no answer from a push service/);
    expect(said).not.toMatch(/Margaret|Mudjimba|127\.0\.0\.1/);
    logged.mockRestore();
  });
});

describe("an alert's words", () => {
  it("a request's name, the suburb of its address and its service's label; a long one shortened", () => {
    const row = {
      request_id: "r1",
      first_name: "Jo",
      last_name: "Bloggs",
      address: "4 Long Rd, Eumundi QLD 4562",
      service: "multiple",
      urgency: "soon",
    };
    expect(ownerAlert(row)).toEqual({
      title: "New quote request",
      body: "Jo Bloggs · Eumundi · Multiple Services",
      url: "/admin#/requests/r1",
      id: "r1",
    });
    expect(ownerAlert({ ...row, first_name: "A".repeat(300) }).body).toHaveLength(160);
  });
});
