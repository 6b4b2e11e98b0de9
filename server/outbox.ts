/**
 * The local quote outbox: the same POST /api/v1.0/email/send-form contract as EmailJS, for running
 * the site without an EmailJS account. Each accepted request is one JSON line in the outbox file;
 * its photos are files in a folder of their own beside it, named in that line. A request id seen
 * before is answered 200 and not stored again: one request, one quote.
 */
import { existsSync, readFileSync } from "node:fs";
import { appendFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join } from "node:path";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { validateQuote } from "#app/quote/schema.ts";
import { readUpload, type Refusal, type Upload } from "./read-upload.ts";

export { SEND_FORM_PATH };

/** Fields EmailJS receives besides the visitor's: the template's and the SDK contract's. */
const EXTRA_FIELDS = ["suburb", "to_email", "request_id", "lib_version", "service_id", "template_id", "user_id"] as const;
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Reply = { status: number; body: string; type?: string; headers?: Record<string, string> };
const text = ({ status, message }: Refusal): Reply => ({ status, body: message, type: "text/plain; charset=utf-8" });

/** Request ids already in an outbox file, so a restart does not forget them. */
function storedRequestIds(outboxPath: string): Set<string> {
  if (!existsSync(outboxPath)) return new Set();
  const lines = readFileSync(outboxPath, "utf8").split("\n").filter(Boolean);
  return new Set(lines.map((line) => (JSON.parse(line) as { request_id?: string }).request_id ?? "").filter(Boolean));
}

export function createOutbox(outboxPath: string) {
  const photosRoot = join(dirname(outboxPath), `${basename(outboxPath, ".jsonl")}-photos`);
  const seen = storedRequestIds(outboxPath);
  // Appends run one at a time, so concurrent requests never interleave their lines.
  let writes: Promise<unknown> = mkdir(dirname(outboxPath), { recursive: true });
  const append = (line: string) => {
    const write = writes.then(() => appendFile(outboxPath, line));
    writes = write.catch(() => undefined);
    return write;
  };

  /** The photos in a folder named by the request id, written whole (to a temporary name first). */
  async function storePhotos(requestId: string, photos: Upload["photos"]): Promise<string[]> {
    if (photos.length === 0) return [];
    const folder = join(photosRoot, requestId);
    const partial = `${folder}.partial`;
    await mkdir(partial, { recursive: true });
    const names = photos.map((photo, index) => `photo-${index + 1}.${photo.type}`);
    await Promise.all(photos.map((photo, index) => writeFile(join(partial, names[index]!), photo.bytes)));
    await rename(partial, folder);
    return names.map((name) => join(basename(photosRoot), requestId, name));
  }

  async function store(upload: Upload, requestId: string, data: object): Promise<void> {
    const extras = Object.fromEntries(EXTRA_FIELDS.map((name) => [name, upload.fields[name] ?? ""]));
    const photos = await storePhotos(requestId, upload.photos);
    try {
      await append(`${JSON.stringify({ receivedAt: new Date().toISOString(), ...data, ...extras, photos })}\n`);
    } catch (error) {
      await rm(join(photosRoot, requestId), { recursive: true, force: true });
      throw error;
    }
  }

  async function handle(req: IncomingMessage): Promise<Reply> {
    if (req.method !== "POST") return { ...text({ status: 405, message: "Method Not Allowed: use POST" }), headers: { Allow: "POST" } };
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(req.headers["content-type"] ?? "")) {
      return text({ status: 415, message: "Unsupported Media Type: send multipart/form-data" });
    }
    const upload = await readUpload(req);
    if ("status" in upload) return text(upload);
    const result = validateQuote(upload.fields);
    if (!result.ok) return { status: 400, body: JSON.stringify({ errors: result.errors }), type: "application/json" };
    const requestId = upload.fields["request_id"] ?? "";
    if (!REQUEST_ID.test(requestId)) return text({ status: 400, message: "Bad Request: request_id must be a UUID" });
    if (seen.has(requestId)) return text({ status: 200, message: "OK" }); // a retry of a request already stored
    seen.add(requestId); // claimed before any await, so two copies arriving together store one
    try {
      await store(upload, requestId, result.data);
    } catch (error) {
      seen.delete(requestId);
      throw error;
    }
    return text({ status: 200, message: "OK" });
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      let reply: Reply;
      try {
        reply = await handle(req);
      } catch (error) {
        console.error("outbox: could not store a quote request", error);
        reply = text({ status: 500, message: "Internal Server Error" });
      }
      if (!req.complete) req.resume(); // drain what we refused to read, so the socket is freed
      res.writeHead(reply.status, { "Content-Type": reply.type ?? "text/plain", ...reply.headers });
      res.end(reply.body);
    },
    /** Resolves when every accepted request so far is on disk. */
    flushed: () => writes,
    photosRoot,
  };
}
