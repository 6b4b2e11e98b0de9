import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutbox, SEND_FORM_PATH } from "./outbox";

const outboxPath = join(mkdtempSync(join(tmpdir(), "outbox-")), "nested", "outbox.jsonl");
const outbox = createOutbox(outboxPath);
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => void outbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SEND_FORM_PATH}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = {
  firstName: "Jane",
  lastName: "Smith",
  phone: "0412 345 678",
  email: "jane@example.com",
  address: "12 Example Street, Mudjimba QLD 4564",
  suburb: "12 Example Street, Mudjimba QLD 4564",
  service: "stump-grinding",
  urgency: "soon",
  message: "Two stumps by the fence.",
  to_email: "quotes@example.com",
  lib_version: "4.4.1",
  service_id: "local",
  template_id: "local",
  user_id: "local",
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const lines = () => (existsSync(outboxPath) ? readFileSync(outboxPath, "utf8").trim().split("\n").filter(Boolean) : []);

describe("local outbox", () => {
  it("stores a valid multipart request as one JSON line and answers 200 OK", async () => {
    const before = lines().length;
    const response = await fetch(url, { method: "POST", body: form(request) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    await outbox.flushed();
    const stored = lines();
    expect(stored).toHaveLength(before + 1);
    expect(JSON.parse(stored.at(-1)!)).toMatchObject({ ...request, receivedAt: expect.any(String) });
  });

  it("answers 400 with the failing fields, storing nothing", async () => {
    const before = lines().length;
    const response = await fetch(url, { method: "POST", body: form({ ...request, phone: "12", firstName: "" }) });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.errors).toSorted()).toEqual(["firstName", "phone"]);
    await outbox.flushed();
    expect(lines()).toHaveLength(before);
  });

  it("answers 413 above 64 KB", async () => {
    const response = await fetch(url, { method: "POST", body: form({ ...request, message: "x".repeat(70 * 1024) }) });
    expect(response.status).toBe(413);
  });

  it("answers 415 for a body that is not form data", async () => {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request) });
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
      body: "--xyz\r\nContent-Disposition: form-data; name=\"firstName\"\r\n\r\nJa",
    });
    expect(response.status).toBe(400);
    const next = await fetch(url, { method: "POST", body: form(request) });
    expect(next.status).toBe(200);
  });

  it("refuses file uploads", async () => {
    const data = form(request);
    data.append("attachment", new Blob(["hello"]), "hello.txt");
    const response = await fetch(url, { method: "POST", body: data });
    expect(response.status).toBe(400);
  });
});
