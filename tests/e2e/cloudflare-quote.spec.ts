/**
 * The quote endpoint and the owner's API as the live site runs them: the Worker on workerd with a
 * local D1 (`npm run serve:cloudflare`, tests/e2e/cloudflare-host.ts), its owner's sign-in checked
 * against a local GitHub (scripts/fixtures/fake-github-api.ts). What is stored is read back through the owner's API,
 * and from D1's own file on disk for what the API does not show.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { ownerApi, type OwnerRequest, type OwnerRequestPage } from "#app/quote/owner-requests.ts";
import { sampleSendForm } from "../../scripts/fixtures/sample-quote.ts";
import { fakeGitHub } from "../../scripts/fixtures/fake-github-api.ts";

const base = `http://127.0.0.1:${process.env.E2E_WRANGLER_PORT}`;
const owner = { Authorization: `token ${fakeGitHub.ownerToken}` };
/** A client address of the test's own: the hourly limit counts by address (CF-Connecting-IP, set by Cloudflare's edge). */
const address = () => ({ "CF-Connecting-IP": `2001:db8::${crypto.randomUUID().slice(0, 4)}` });

const jpeg = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#3f6b22" } })
    .jpeg()
    .toBuffer();
type Photo = { name: string; mimeType: string; buffer: Buffer };
const asPhoto = (buffer: Buffer, name = "photo-1.jpg"): Photo => ({ name, mimeType: "image/jpeg", buffer });

function form(fields: Record<string, string>, photos: Photo[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  photos.forEach((photo, index) =>
    data.append(`photo_${index + 1}`, new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name),
  );
  return data;
}

const send = (
  request: APIRequestContext,
  fields: Record<string, string>,
  photos: Photo[] = [],
  headers: Record<string, string> = address(),
) => request.post(base + SEND_FORM_PATH, { multipart: form(fields, photos), headers });

async function listed(request: APIRequestContext, id: string): Promise<OwnerRequest[]> {
  const page = (await (await request.get(`${base}${ownerApi.requests}?limit=100`, { headers: owner })).json()) as OwnerRequestPage;
  return page.requests.filter((stored) => stored.id === id);
}

/** Every text D1 holds, each table's rows as JSON: what a stranger's value must not be found in. */
function everythingStored(): string {
  const folder = join("test-results", "cloudflare", "d1", "v3", "d1");
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".sqlite"));
  return files
    .map((file) => {
      const db = new DatabaseSync(join(folder, file), { readOnly: true });
      try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
        return tables.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).join("\n");
      } finally {
        db.close();
      }
    })
    .join("\n");
}

test("a request with a photo is stored and read back by the owner, with the derived fields the server works out", async ({ request }) => {
  const photo = await jpeg(64, 48);
  const id = crypto.randomUUID();
  // What a script may add: a stranger as recipient, a number to dial, a label; trailing bytes after the image.
  const sent = { ...sampleSendForm(id), to_email: "stranger@example.com", phone_dial: "+611900654321", service_label: "Free money" };
  const response = await send(request, sent, [asPhoto(Buffer.concat([photo, Buffer.from("<script>alert(1)</script>")]))]);
  expect([response.status(), await response.text()]).toEqual([200, "OK"]);

  const [stored, ...others] = await listed(request, id);
  expect(others).toEqual([]);
  expect(stored).toMatchObject({
    firstName: "Jane",
    phoneDial: "+61412345678",
    locality: "Mudjimba",
    serviceLabel: "Stump Grinding",
    urgencyLabel: "Within 2-4 weeks",
    emergency: false,
    photoCount: 1,
    status: "new",
    note: "",
    emailed: false,
  });
  const image = await request.get(base + ownerApi.photo(id, 1), { headers: owner });
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(Buffer.compare(await image.body(), photo)).toBe(0); // cut at its end: nothing after the image kept

  const changed = await request.patch(base + ownerApi.request(id), {
    headers: owner,
    data: { status: "called", note: "Rang back, Tuesday" },
  });
  expect(((await changed.json()) as { request: OwnerRequest }).request).toMatchObject({ status: "called", note: "Rang back, Tuesday" });
  expect((await request.patch(base + ownerApi.request(id), { headers: owner, data: { status: "maybe" } })).status()).toBe(400);

  const everything = everythingStored();
  expect(everything).toContain(id);
  for (const value of ["stranger@example.com", "+611900654321", "Free money", "<script>"]) expect(everything).not.toContain(value);
});

test("two identical requests at once are stored once, and both answered 200", async ({ request }) => {
  const id = crypto.randomUUID();
  const photo = asPhoto(await jpeg());
  const answers = await Promise.all([send(request, sampleSendForm(id), [photo]), send(request, sampleSendForm(id), [photo])]);
  expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
  expect(await listed(request, id)).toHaveLength(1);
  expect((await request.get(base + ownerApi.photo(id, 2), { headers: owner })).status()).toBe(404);
});

test("the honeypot and a form sent too fast are answered 200 and stored nowhere", async ({ request }) => {
  const bots: Record<string, string>[] = [{ website: "https://spam.example" }, { fill_ms: "400" }];
  for (const extra of bots) {
    const id = crypto.randomUUID();
    expect((await send(request, { ...sampleSendForm(id), ...extra })).status()).toBe(200);
    expect(await listed(request, id)).toEqual([]);
  }
});

test("past the hourly limit an address is answered 429 with Retry-After", async ({ request }) => {
  const from = address();
  for (let sent = 0; sent < 5; sent++) expect((await send(request, sampleSendForm(), [], from)).status()).toBe(200);
  const refused = await send(request, sampleSendForm(), [], from);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await send(request, sampleSendForm(), [], address())).status()).toBe(200);
});

const tooManyPixels = async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  png.writeUInt32BE(16383, 16); // the header says 16383 × 16383
  png.writeUInt32BE(16383, 20);
  return { name: "huge.png", mimeType: "image/png", buffer: png };
};

const refusals: [string, (request: APIRequestContext) => Promise<{ status: () => number; text: () => Promise<string> }>, number, RegExp][] =
  [
    ["a GET", (request) => request.get(base + SEND_FORM_PATH), 405, /^Method Not Allowed/],
    [
      "another site's page",
      (request) => send(request, sampleSendForm(), [], { ...address(), Origin: "https://elsewhere.example" }),
      403,
      /^Forbidden/,
    ],
    [
      "a body that is not a form",
      (request) => request.post(base + SEND_FORM_PATH, { data: "hello", headers: { "Content-Type": "text/plain" } }),
      415,
      /^Unsupported Media Type: send multipart/,
    ],
    [
      "a body over the limit",
      (request) => send(request, sampleSendForm(), [asPhoto(Buffer.alloc(7 * 1024 * 1024, 1))]),
      413,
      /^Payload Too Large: the request at most/,
    ],
    [
      "four photos",
      async (request) => send(request, sampleSendForm(), Array(4).fill(asPhoto(await jpeg()))),
      413,
      /^Payload Too Large: at most 3 photos/,
    ],
    [
      "a file that is not a photo",
      (request) => send(request, sampleSendForm(), [asPhoto(Buffer.from("<html>hello</html>"))]),
      415,
      /^Unsupported Media Type: photos/,
    ],
    ["a photo of too many pixels", async (request) => send(request, sampleSendForm(), [await tooManyPixels()]), 413, /megapixels/],
    ["a field missing", (request) => send(request, { ...sampleSendForm(), phone: "" }), 400, /^\{"errors":\{"phone":/],
    ["a request id that is not a UUID", (request) => send(request, sampleSendForm("../../etc")), 400, /request_id must be a UUID/],
  ];

for (const [what, sendIt, status, body] of refusals)
  test(`refuses ${what} as npm start's outbox does: ${status}`, async ({ request }) => {
    const response = await sendIt(request);
    expect(response.status()).toBe(status);
    expect(await response.text()).toMatch(body);
  });

test("a body with no length that runs past the limit is cut off and refused 413", async () => {
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < 10) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const response = await fetch(base + SEND_FORM_PATH, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "Content-Type": "multipart/form-data; boundary=x", ...address() },
  } as RequestInit);
  expect(response.status).toBe(413);
});

test("a stranger's request for the owner's list is refused", async ({ request }) => {
  const list = (headers: Record<string, string>) => request.get(base + ownerApi.requests, { headers });
  const strangers: Record<string, string>[] = [
    {},
    { Authorization: "token not-a-token" },
    { Authorization: `Bearer ${fakeGitHub.ownerToken}` },
  ];
  for (const headers of strangers) {
    const refused = await list(headers);
    expect(refused.status(), JSON.stringify(headers)).toBe(401);
    expect(await refused.json()).toEqual({ error: "signed-out" });
  }
  const reader = await list({ Authorization: `token ${fakeGitHub.readerToken}` });
  expect([reader.status(), await reader.json()]).toEqual([403, { error: "not-allowed" }]);
  expect((await request.get(base + ownerApi.photo(crypto.randomUUID(), 1))).status()).toBe(401);
  expect((await list(owner)).status()).toBe(200);
});
