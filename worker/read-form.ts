/**
 * A quote request's body, read within the outbox's limits (server/upload-limits.ts) and refused in
 * its words: never more than the limit is read (a Content-Length over it is refused before a byte,
 * and a body that runs past it is cut off), then parsed by the runtime. Each photo is typed, sized
 * and cut at its end by its bytes (server/photo-bytes.ts), and refused by its pixels or its bytes once
 * decoded, as the outbox refuses it.
 */
import { UPLOAD_LIMITS, uploadRefusals as refusals, type Refusal } from "../server/upload-limits.ts";
import { photoOverLimit, readPhoto, type PhotoBytes } from "../server/photo-bytes.ts";

/** The most a body may be: the photos and the text together, as the outbox counts it. */
const BODY_LIMIT = UPLOAD_LIMITS.totalBytes + UPLOAD_LIMITS.fieldBytes;
/**
 * A D1 row holds at most 2,000,000 bytes (a BLOB too), a little under the outbox's 2 MiB a photo:
 * a photo between the two is refused as too large rather than answered 503 at every retry.
 */
const PHOTO_BYTES = Math.min(UPLOAD_LIMITS.photoBytes, 1_990_000);

export interface Form {
  fields: Record<string, string>;
  photos: PhotoBytes[];
}

/** The body's bytes, or undefined once it runs past `limit` (the rest never read). */
async function boundedBytes(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** Reads the request's form, or the refusal the outbox would answer. */
export async function readForm(request: Request): Promise<Form | Refusal> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > BODY_LIMIT) return refusals.tooLarge;
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  try {
    bytes = await boundedBytes(request.body, BODY_LIMIT);
  } catch {
    return refusals.interrupted;
  }
  if (!bytes) return refusals.tooLarge;
  let entries: [string, FormDataEntryValue][];
  try {
    const headers = { "content-type": request.headers.get("content-type") ?? "" };
    entries = [...(await new Response(bytes, { headers }).formData()).entries()];
  } catch {
    return refusals.malformed;
  }
  const texts = entries.filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const files = entries.flatMap(([, value]) => (typeof value === "string" ? [] : [value]));
  if (texts.length > UPLOAD_LIMITS.fields) return refusals.tooManyFields;
  if (texts.some(([, value]) => new TextEncoder().encode(value).length > UPLOAD_LIMITS.fieldBytes)) return refusals.tooLarge;
  if (files.length > UPLOAD_LIMITS.photos) return refusals.tooManyPhotos;
  if (files.some((file) => file.size > PHOTO_BYTES)) return refusals.photoTooLarge;
  const photos: PhotoBytes[] = [];
  for (const file of files) {
    const photo = readPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!photo) return refusals.notAPhoto;
    const over = photoOverLimit(photo);
    if (over) return over === "too many pixels" ? refusals.tooManyPixels : refusals.tooManyBytes;
    photos.push(photo);
  }
  return { fields: Object.fromEntries(texts), photos };
}
