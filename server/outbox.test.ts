import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSendForm as request } from "../scripts/fixtures/sample-quote.ts";
import { createOutbox, SEND_FORM_PATH } from "./outbox.ts";
import { form, jpeg } from "../scripts/fixtures/outbox-testing.ts";
import { jpegHeadThenScript, png as png8, thenScript, webp as webp8 } from "../scripts/fixtures/outbox-photos.ts";
import { UPLOAD_LIMITS } from "./read-upload.ts";

const folder = mkdtempSync(join(tmpdir(), "outbox-"));
const outboxPath = join(folder, "nested", "outbox.jsonl");
const outbox = createOutbox(outboxPath);
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => void outbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SEND_FORM_PATH}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});

const png = png8();
const webp = webp8();

const post = (body: FormData) => fetch(url, { method: "POST", body });
const lines = () =>
  existsSync(outboxPath)
    ? readFileSync(outboxPath, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
const photoFolders = () => (existsSync(outbox.photosRoot) ? readdirSync(outbox.photosRoot) : []);

describe("local outbox", () => {
  it("stores a valid request as one JSON line and answers 200 OK, without the recipient the browser named", async () => {
    const { to_email: _recipient, ...fields } = request();
    const response = await post(form({ ...fields, to_email: "stranger@example.net" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    await outbox.flushed();
    expect(lines().at(-1)).toMatchObject({ ...fields, photos: [], receivedAt: expect.any(String) });
    expect(lines().at(-1)).not.toHaveProperty("to_email");
  });

  it("stores each photo as a file in a folder of its request, named in its line", async () => {
    const fields = request();
    const photos = [jpeg(2000), png, webp];
    expect((await post(form(fields, photos))).status).toBe(200);
    await outbox.flushed();
    const line = lines().at(-1);
    const names = [`photo-1.jpg`, `photo-2.png`, `photo-3.webp`];
    expect(line.photos).toEqual(names.map((name) => join("outbox-photos", fields.request_id, name)));
    names.forEach((name, index) =>
      expect(new Uint8Array(readFileSync(join(outbox.photosRoot, fields.request_id, name)))).toEqual(photos[index]),
    );
  });

  it("stores a JPEG followed by 100 KB of HTML and script, and a PNG with bytes after its IEND, each cut at its image's end", async () => {
    const fields = request();
    const photos = [jpeg(2000), png];
    expect((await post(form(fields, [thenScript(photos[0]!), thenScript(png, 1)]))).status).toBe(200);
    await outbox.flushed();
    ["photo-1.jpg", "photo-2.png"].forEach((name, index) =>
      expect(new Uint8Array(readFileSync(join(outbox.photosRoot, fields.request_id, name)))).toEqual(photos[index]),
    );
  });

  it("stores a repeated request id once and answers the repeat 200, even when both arrive together", async () => {
    const fields = request();
    const before = lines().length;
    const answers = await Promise.all([post(form(fields, [jpeg(2000)])), post(form(fields, [jpeg(2000)])), post(form(fields))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await outbox.flushed();
    expect(lines().filter((line) => line.request_id === fields.request_id)).toHaveLength(1);
    expect(lines()).toHaveLength(before + 1);
  });

  for (const [problem, photos, status] of [
    [
      "a file that is not a JPEG, PNG or WebP image, whatever its name",
      [jpeg(2000), new TextEncoder().encode("#!/bin/sh\necho hello")],
      415,
    ],
    ["a file that starts like a JPEG and goes on as a web page and a PHP script", [jpegHeadThenScript()], 415],
    ["a real JPEG's first 2,000 bytes of 20,000 (cut short)", [jpeg(20_000).slice(0, 2000)], 415],
    ["a fourth photo", [jpeg(2000), jpeg(2000), jpeg(2000), jpeg(2000)], 413],
    ["a photo over the size limit", [jpeg(UPLOAD_LIMITS.photoBytes + 1)], 413],
  ] as const) {
    it(`answers ${status} to ${problem} and stores nothing of it`, async () => {
      const fields = request();
      const before = { lines: lines().length, folders: photoFolders().length };
      const response = await post(form(fields, [...photos]));
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(/photo|JPEG/i);
      await outbox.flushed();
      expect(lines()).toHaveLength(before.lines);
      expect(photoFolders()).toHaveLength(before.folders);
    });
  }

  it(`stores a photo of exactly the limit (${UPLOAD_LIMITS.photoBytes} bytes), as "at most 2 MB" says`, async () => {
    const fields = request();
    expect((await post(form(fields, [jpeg(UPLOAD_LIMITS.photoBytes)]))).status).toBe(200);
    await outbox.flushed();
    expect(lines().filter((line) => line.request_id === fields.request_id)).toHaveLength(1);
  });

  it("leaves nothing on disk from an upload cut off half way, and keeps serving", async () => {
    const before = { lines: lines().length, folders: photoFolders().length };
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const boundary = "cutoff";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nJane\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo_1"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const req = httpRequest({
        port,
        host: "127.0.0.1",
        path: SEND_FORM_PATH,
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": "900000" },
      });
      req.on("error", () => resolve());
      req.write(head);
      req.write(Buffer.from(jpeg(50_000)));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await outbox.flushed();
    expect(lines()).toHaveLength(before.lines);
    expect(photoFolders()).toHaveLength(before.folders);
    expect((await post(form(request()))).status).toBe(200);
  });

  it("answers a bot's request (its honeypot filled, or sent faster than the form allows) as sent, and keeps nothing of it", async () => {
    const before = { lines: lines().length, folders: photoFolders().length };
    for (const bot of [{ website: "https://cheap-seo.example" }, { fill_ms: "400" }] as Record<string, string>[]) {
      const response = await post(form({ ...request(), ...bot }, [jpeg(2000)]));
      expect(response.status).toBe(200);
    }
    const person = request();
    expect((await post(form({ ...person, fill_ms: "8000", website: "" }))).status).toBe(200);
    await outbox.flushed();
    expect(lines()).toHaveLength(before.lines + 1);
    expect(lines().at(-1)).toMatchObject({ request_id: person.request_id });
    expect(photoFolders()).toHaveLength(before.folders);
  });

  it("answers 400 with the failing fields, storing nothing", async () => {
    const before = lines().length;
    const response = await post(form({ ...request(), phone: "12", firstName: "" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.errors).toSorted()).toEqual(["firstName", "phone"]);
    await outbox.flushed();
    expect(lines()).toHaveLength(before);
  });

  it("takes posts from its own pages and from tools that send no Origin; a page of any other site gets 403 and stores nothing", async () => {
    const { host } = new URL(url);
    const before = lines().length;
    const foreign = await fetch(url, { method: "POST", body: form(request()), headers: { Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toMatch(/this site's own pages/);
    for (const origin of ["null", `http://${host}.evil.example`, "http://localhost:1"]) {
      expect((await fetch(url, { method: "POST", body: form(request()), headers: { Origin: origin } })).status, origin).toBe(403);
    }
    await outbox.flushed();
    expect(lines()).toHaveLength(before);

    const ownPage = request();
    expect((await fetch(url, { method: "POST", body: form(ownPage), headers: { Origin: `http://${host}` } })).status).toBe(200);
    const tool = request();
    expect((await post(form(tool))).status).toBe(200); // Node's fetch, like curl, sends no Origin
    await outbox.flushed();
    expect(
      lines()
        .slice(-2)
        .map((line) => line.request_id),
    ).toEqual([ownPage.request_id, tool.request_id]);
  });

  it(`answers 413 with a plain message to a form of more than ${UPLOAD_LIMITS.fields} fields, storing nothing`, async () => {
    const before = lines().length;
    const extra = Object.fromEntries(Array.from({ length: UPLOAD_LIMITS.fields }, (_, index) => [`extra_${index}`, "x"]));
    const response = await post(form({ ...request(), ...extra }));
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(`Payload Too Large: the form has more than ${UPLOAD_LIMITS.fields} fields`);
    await outbox.flushed();
    expect(lines()).toHaveLength(before);
  });

  it("answers 400 to a request without a request id", async () => {
    const { request_id: _, ...withoutId } = request();
    expect((await post(form(withoutId))).status).toBe(400);
  });

  it("answers 413 when the text is over 64 KB", async () => {
    expect((await post(form({ ...request(), message: "x".repeat(70 * 1024) }))).status).toBe(413);
  });

  it("answers 415 for a body that is not form data", async () => {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request()) });
    expect(response.status).toBe(415);
  });

  it("answers 405 with Allow: POST for other methods", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers 400 to malformed multipart and keeps serving", async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nJa',
    });
    expect(response.status).toBe(400);
    expect((await post(form(request()))).status).toBe(200);
  });

  it("remembers stored request ids across a restart", async () => {
    const stored = lines().at(-1).request_id;
    const restarted = createOutbox(outboxPath);
    const again = createServer((req, res) => void restarted.handle(req, res));
    await new Promise<void>((resolve) => again.listen(0, "127.0.0.1", resolve));
    const before = lines().length;
    const response = await fetch(`http://127.0.0.1:${(again.address() as AddressInfo).port}${SEND_FORM_PATH}`, {
      method: "POST",
      body: form({ ...request(), request_id: stored }),
    });
    expect(response.status).toBe(200);
    await restarted.flushed();
    expect(lines()).toHaveLength(before);
    await new Promise<void>((resolve) => again.close(() => resolve()));
  });
});
