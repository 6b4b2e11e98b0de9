/**
 * Reads a quote request's multipart body, whole, into memory, within the outbox's limits: nothing
 * is written anywhere until it has all arrived and passed, so a refused or interrupted upload
 * leaves nothing behind.
 */
import busboy from "busboy";
import type { IncomingMessage } from "node:http";
import { imageTypeOf, type ImageType } from "./image-type.ts";

export const UPLOAD_LIMITS = {
  /** The form's text, all fields together. */
  fieldBytes: 64 * 1024,
  photos: 3,
  photoBytes: 2 * 1024 * 1024,
  totalBytes: 6 * 1024 * 1024,
} as const;

export interface Upload {
  fields: Record<string, string>;
  photos: { field: string; type: ImageType; bytes: Buffer }[];
}

export type Refusal = { status: number; message: string };

const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`;
export const refusals = {
  malformed: { status: 400, message: "Bad Request: malformed form data" },
  interrupted: { status: 400, message: "Bad Request: the upload was interrupted" },
  tooManyPhotos: { status: 413, message: `Payload Too Large: at most ${UPLOAD_LIMITS.photos} photos` },
  photoTooLarge: { status: 413, message: `Payload Too Large: each photo at most ${MB(UPLOAD_LIMITS.photoBytes)}` },
  tooLarge: { status: 413, message: `Payload Too Large: the request at most ${MB(UPLOAD_LIMITS.totalBytes)}, its text at most 64 KB` },
  notAPhoto: { status: 415, message: "Unsupported Media Type: photos must be JPEG, PNG or WebP images" },
} satisfies Record<string, Refusal>;

export function readUpload(req: IncomingMessage): Promise<Upload | Refusal> {
  return new Promise((resolve) => {
    const upload: Upload = { fields: {}, photos: [] };
    let received = 0;
    let settled = false;
    const finish = (result: Upload | Refusal) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      resolve(result);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fieldSize: UPLOAD_LIMITS.fieldBytes,
          fields: 50,
          files: UPLOAD_LIMITS.photos,
          fileSize: UPLOAD_LIMITS.photoBytes,
          parts: 60,
        },
      });
    } catch {
      return finish(refusals.malformed);
    }
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > UPLOAD_LIMITS.totalBytes + UPLOAD_LIMITS.fieldBytes) finish(refusals.tooLarge);
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return finish(refusals.tooLarge);
      upload.fields[name] = value;
    });
    parser.on("file", (field, stream) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => finish(refusals.photoTooLarge));
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const type = imageTypeOf(bytes);
        if (!type) return finish(refusals.notAPhoto);
        upload.photos.push({ field, type, bytes });
      });
    });
    parser.on("filesLimit", () => finish(refusals.tooManyPhotos));
    parser.on("error", () => finish(refusals.malformed));
    parser.on("close", () => finish(upload));
    req.on("error", () => finish(refusals.interrupted));
    req.on("aborted", () => finish(refusals.interrupted));
    req.pipe(parser);
  });
}
