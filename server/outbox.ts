/**
 * The local quote outbox: the same POST /api/v1.0/email/send-form contract as EmailJS, for running
 * the site without an EmailJS account. Accepted requests are appended as one JSON line each.
 */
import busboy from "busboy";
import { appendFile, mkdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname } from "node:path";
import { validateQuote } from "../app/quote/schema.ts";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const MAX_BODY_BYTES = 64 * 1024;

/** Fields EmailJS receives besides the visitor's: the template's and the SDK's own. */
const EXTRA_FIELDS = ["suburb", "to_email", "lib_version", "service_id", "template_id", "user_id"] as const;

type Reply = { status: number; body: string; type?: string; headers?: Record<string, string> };

const text = (status: number, body: string): Reply => ({ status, body, type: "text/plain; charset=utf-8" });

export function createOutbox(outboxPath: string) {
  // Appends run one at a time, so concurrent requests never interleave their lines.
  let writes: Promise<unknown> = mkdir(dirname(outboxPath), { recursive: true });
  const append = (line: string) => {
    const write = writes.then(() => appendFile(outboxPath, line));
    writes = write.catch(() => undefined);
    return write;
  };

  async function handle(req: IncomingMessage): Promise<Reply> {
    if (req.method !== "POST") return { ...text(405, "Method Not Allowed: use POST"), headers: { Allow: "POST" } };
    const type = req.headers["content-type"] ?? "";
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
      return text(415, "Unsupported Media Type: send multipart/form-data");
    }
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return text(413, "Payload Too Large: 64 KB at most");

    const parsed = await readForm(req);
    if ("reply" in parsed) return parsed.reply;
    const result = validateQuote(parsed.fields);
    if (!result.ok) return { status: 400, body: JSON.stringify({ errors: result.errors }), type: "application/json" };

    const extras = Object.fromEntries(EXTRA_FIELDS.map((name) => [name, parsed.fields[name] ?? ""]));
    await append(`${JSON.stringify({ receivedAt: new Date().toISOString(), ...result.data, ...extras })}\n`);
    return text(200, "OK");
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      let reply: Reply;
      try {
        reply = await handle(req);
      } catch (error) {
        console.error("outbox: could not store a quote request", error);
        reply = text(500, "Internal Server Error");
      }
      if (!req.complete) req.resume(); // drain what we refused to read, so the socket is freed
      res.writeHead(reply.status, { "Content-Type": reply.type ?? "text/plain", ...reply.headers });
      res.end(reply.body);
    },
    /** Resolves when every accepted request so far is on disk. */
    flushed: () => writes,
  };
}

/** Parses a form body with busboy, refusing files and anything over the size limit. */
function readForm(req: IncomingMessage): Promise<{ fields: Record<string, string> } | { reply: Reply }> {
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let received = 0;
    let settled = false;
    const finish = (value: { fields: Record<string, string> } | { reply: Reply }) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      resolve(value);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: MAX_BODY_BYTES, fields: 50, files: 0, parts: 60 } });
    } catch {
      return finish({ reply: text(400, "Bad Request: malformed form data") });
    }
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) finish({ reply: text(413, "Payload Too Large: 64 KB at most") });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return finish({ reply: text(413, "Payload Too Large: 64 KB at most") });
      fields[name] = value;
    });
    parser.on("file", (_name, stream) => {
      stream.resume();
      finish({ reply: text(400, "Bad Request: files are not accepted") });
    });
    parser.on("filesLimit", () => finish({ reply: text(400, "Bad Request: files are not accepted") }));
    parser.on("error", () => finish({ reply: text(400, "Bad Request: malformed form data") }));
    parser.on("close", () => finish({ fields }));
    req.on("error", () => finish({ reply: text(400, "Bad Request: the upload was interrupted") }));
    req.pipe(parser);
  });
}
