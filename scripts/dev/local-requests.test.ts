/**
 * The owner's list under `npm run cms` (./local-requests.ts) over real files in a temporary folder:
 * a request the real outbox stored, with its photo, listed with what the server works out itself;
 * pages of thousands, newest first; a status and note kept on disk and read again by a new server;
 * and only the editor's own page let in.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { OwnerRequest, OwnerRequestPage } from "#app/quote/owner-requests.ts";
import { cleanUp, form, jpeg, quiet, request, serve, temporaryFolder } from "../fixtures/outbox-testing.ts";
import { outboxRequestLine, writeOutboxRequests } from "../fixtures/outbox-request-lines.ts";
import { withOwnerRequests } from "./local-requests.ts";
import { routeOf } from "../../server/site-routes.ts";
import { EDITOR_KEY_HEADER } from "../../admin/next/local-backend-protocol.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await cleanUp();
});

const serviceOptions = async () => [{ value: "stump-grinding", label: "Stump Grinding" }];
/** The key npm run cms writes into its editor's page, which the page sends with each request. */
const editorKey = "a-key-only-the-editor-page-holds";
const keyed = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { [EDITOR_KEY_HEADER]: editorKey, ...(init.headers as Record<string, string> | undefined) } });

/** The owner's API over `outboxPath`, as `npm run cms` routes it, on a free port of this computer. */
async function ownerApi(outboxPath: string) {
  const routes = withOwnerRequests({}, { outboxPath, serviceOptions, editorKey });
  const server = createServer((req, res) => {
    const route = routeOf(routes, new URL(req.url ?? "/", "http://localhost").pathname);
    if (route) return route(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const list = async (query = "") => {
    const response = await keyed(`${origin}/api/owner/requests${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as OwnerRequestPage;
  };
  const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    keyed(`${origin}/api/owner/requests/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: origin, ...headers },
      body: JSON.stringify(body),
    });
  return { origin, list, patch };
}

/** The status of a GET naming another Host (fetch sends the URL's own): a page of a hostile name resolved to this computer. */
const statusWithHost = (url: string, host: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { headers: { Host: host, [EDITOR_KEY_HEADER]: editorKey } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on("error", reject);
  });

describe("the owner's list under npm run cms", () => {
  it("lists a request the outbox stored, its derived fields worked out from the checked fields, not from what the browser sent", async () => {
    quiet();
    const outbox = await serve();
    const id = crypto.randomUUID();
    const photo = jpeg(2000);
    const posted = await outbox.post(
      form({ ...request(id), urgency: "emergency", service_label: "Free money", phone_dial: "+611900654321", emergency: "" }, [photo]),
    );
    expect(posted.status).toBe(200);
    const { origin, list } = await ownerApi(outbox.outboxPath);
    const page = await list();
    expect(page).toMatchObject({ newCount: 1, notEmailed: 1, next: null });
    expect(page.requests[0]).toEqual({
      id,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      firstName: "Jane",
      lastName: "Smith",
      phone: "0412 345 678",
      phoneDial: "+61412345678",
      email: "jane@example.com",
      address: "12 Example Street, Mudjimba QLD 4564",
      locality: "Mudjimba",
      service: "stump-grinding",
      serviceLabel: "Stump Grinding",
      urgency: "emergency",
      urgencyLabel: "Emergency (ASAP)",
      emergency: true,
      message: "Two old stumps by the back fence.",
      photoCount: 1,
      status: "new",
      note: "",
      emailed: false,
    } satisfies OwnerRequest);

    // Its photo, as stored, with its real type; a position it has no photo in is not found.
    const got = await keyed(`${origin}/api/owner/requests/${id}/photos/1`);
    expect(got.headers.get("Content-Type")).toBe("image/jpeg");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(photo);
    expect((await keyed(`${origin}/api/owner/requests/${id}/photos/2`)).status).toBe(404);

    // Emailed, locally, once the outbox wrote the owner's email beside it (server/outbox-emails.ts).
    mkdirSync(join(outbox.outboxPath, "..", "quote-outbox-emails", id), { recursive: true });
    writeFileSync(join(outbox.outboxPath, "..", "quote-outbox-emails", id, "owner.html"), "<p>Jane</p>");
    expect(await list()).toMatchObject({ notEmailed: 0, requests: [{ emailed: true }] });
  });

  it("pages thousands newest first with a cursor, and skips a line cut short", async () => {
    const outboxPath = join(temporaryFolder("owner-list-"), "quote-outbox.jsonl");
    const newest = Date.parse("2026-12-08T00:00:00Z");
    writeOutboxRequests(outboxPath, 2_000, newest);
    writeFileSync(outboxPath, `${readFileSync(outboxPath, "utf8")}{"receivedAt":"2027-01-01T00:00:00.000Z","request_id":"cut-`, "utf8");
    const { list } = await ownerApi(outboxPath);
    const first = await list();
    expect(first.requests).toHaveLength(50);
    expect(first.requests.map((each) => each.firstName).slice(0, 3)).toEqual(["Customer0", "Customer1", "Customer2"]);
    expect(first.newCount).toBe(2_000);
    const seen = new Set(first.requests.map((each) => each.id));
    let next = first.next;
    let pages = 1;
    while (next) {
      const page = await list(`?limit=100&before=${encodeURIComponent(next)}`);
      for (const each of page.requests) seen.add(each.id);
      next = page.next;
      pages += 1;
    }
    expect(pages).toBe(21);
    expect(seen.size).toBe(2_000);
    // A limit past the largest page is held to it.
    expect((await list("?limit=5000")).requests).toHaveLength(100);
  });

  it("keeps a status and a note on disk, the last change winning, read again by a new server", async () => {
    const outboxPath = join(temporaryFolder("owner-list-"), "quote-outbox.jsonl");
    writeOutboxRequests(outboxPath, 3);
    const { list, patch } = await ownerApi(outboxPath);
    const [newest, second] = (await list()).requests;
    const called = await patch(newest!.id, { status: "called", note: "Left a message; call after 3" });
    expect(called.status).toBe(200);
    expect(((await called.json()) as { request: OwnerRequest }).request).toMatchObject({
      status: "called",
      note: "Left a message; call after 3",
    });
    // A status alone keeps the note; a note alone keeps the status.
    expect((await patch(newest!.id, { status: "quoted" })).status).toBe(200);
    expect((await patch(second!.id, { note: "Big job" })).status).toBe(200);

    const again = await ownerApi(outboxPath);
    const page = await again.list();
    expect(page.requests.slice(0, 2).map(({ status, note }) => ({ status, note }))).toEqual([
      { status: "quoted", note: "Left a message; call after 3" },
      { status: "new", note: "Big job" },
    ]);
    expect(page.newCount).toBe(2);
    const kept = readFileSync(join(outboxPath, "..", "quote-outbox-status.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean);
    expect(kept).toHaveLength(3);
  });

  it("refuses a change it cannot keep, in the contract's answers", async () => {
    const outboxPath = join(temporaryFolder("owner-list-"), "quote-outbox.jsonl");
    writeFileSync(outboxPath, outboxRequestLine(0));
    const { list, patch, origin } = await ownerApi(outboxPath);
    const [only] = (await list()).requests;
    expect((await patch(only!.id, { status: "maybe" })).status).toBe(400);
    expect((await patch(only!.id, { note: "x".repeat(2001) })).status).toBe(400);
    expect((await patch(only!.id, {})).status).toBe(400);
    expect((await patch(crypto.randomUUID(), { status: "won" })).status).toBe(404);
    const asText = await keyed(`${origin}/api/owner/requests/${only!.id}`, { method: "PATCH", body: '{"status":"won"}' });
    expect(asText.status).toBe(415);
    expect((await keyed(`${origin}/api/owner/requests`, { method: "DELETE" })).status).toBe(405);
    expect((await list()).requests[0]).toMatchObject({ status: "new", note: "" });
  });

  it("answers the editor's own page only: not another site's, not a name pointed at this computer", async () => {
    const outboxPath = join(temporaryFolder("owner-list-"), "quote-outbox.jsonl");
    writeFileSync(outboxPath, outboxRequestLine(0, Date.now(), { photos: ["quote-outbox-photos/x/photo-1.jpg"] }));
    const { origin, patch, list } = await ownerApi(outboxPath);
    const [only] = (await list()).requests;
    const port = new URL(origin).port;
    const refused = [
      await keyed(`${origin}/api/owner/requests`, { headers: { Origin: "https://stranger.example" } }),
      { status: await statusWithHost(`${origin}/api/owner/requests`, `rebind.example:${port}`) },
      // Another site's <img>: no Origin, but the browser says it is cross-site.
      await keyed(`${origin}/api/owner/requests/${only!.id}/photos/1`, { headers: { "Sec-Fetch-Site": "cross-site" } }),
      await patch(only!.id, { status: "lost" }, { Origin: "http://localhost:1" }),
      // Any request without the editor page's key: another program, or a page that guessed the rest.
      await fetch(`${origin}/api/owner/requests`),
      await patch(only!.id, { status: "lost" }, { [EDITOR_KEY_HEADER]: "a-guess" }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await list()).requests[0]!.status).toBe("new");
    // A photo path written by hand outside the outbox's photos is never read.
    writeFileSync(outboxPath, outboxRequestLine(0, Date.now(), { photos: ["../../../etc/passwd"] }));
    const [handWritten] = (await list()).requests;
    expect((await keyed(`${origin}/api/owner/requests/${handWritten!.id}/photos/1`)).status).toBe(404);
  });
});
