/**
 * A checked quote request stored in D1, with its photos, in one batch (one transaction): the
 * request's row is inserted only if its id is new, and its photos only beside the row they belong
 * to, so a copy of a request (a retry, a double press, two at once) is stored once, whole.
 */
import type { QuoteRequest } from "#app/quote/schema.ts";
import type { Env } from "./env.ts";
import type { PhotoBytes } from "../server/photo-bytes.ts";

const mimeType = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** Whether a request with this id is stored already. */
export async function isStored(env: Env, requestId: string): Promise<boolean> {
  return (await env.DB.prepare("SELECT 1 AS stored FROM quote_requests WHERE request_id = ?1").bind(requestId).first()) !== null;
}

export async function storeRequest(env: Env, requestId: string, quote: QuoteRequest, photos: PhotoBytes[], now = new Date()) {
  const request = env.DB.prepare(
    "INSERT INTO quote_requests (request_id, received_at, first_name, last_name, phone, email, address, service, urgency, message, photo_count) " +
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) ON CONFLICT (request_id) DO NOTHING",
  ).bind(
    requestId,
    now.toISOString(),
    quote.firstName,
    quote.lastName,
    quote.phone,
    quote.email ?? "",
    quote.address,
    quote.service,
    quote.urgency ?? "",
    quote.message,
    photos.length,
  );
  const photoRows = photos.map((photo, index) =>
    env.DB.prepare(
      "INSERT INTO quote_photos (request_id, position, type, bytes) " +
        "SELECT ?1, ?2, ?3, ?4 WHERE ?2 <= (SELECT photo_count FROM quote_requests WHERE request_id = ?1) " +
        "ON CONFLICT (request_id, position) DO NOTHING",
    ).bind(requestId, index + 1, mimeType[photo.type], photo.bytes.slice()),
  );
  await env.DB.batch([request, ...photoRows]);
}
