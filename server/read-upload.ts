/**
 * Reads a quote request's multipart body within the outbox's limits. The text is kept in memory
 * (64 KB at most); each photo goes to a file in a folder of its own as it arrives, so memory does
 * not grow with the photos or with the number of uploads at once. The caller owns that folder: it
 * is renamed into place when the request is stored and removed in every other case.
 */
import busboy from "busboy";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { createDurably, type OutboxFs } from "./durable-files.ts";
import { imageTypeOf, SIGNATURE_BYTES, type ImageType } from "./image-type.ts";
import { DECODE_BUDGET_MS, photoChecker, type PhotoVerdict } from "./photo-check.ts";
import { noteUploadRead } from "./upload-garbage.ts";
import { UPLOAD_LIMITS, uploadRefusals, type Refusal } from "./upload-limits.ts";

export { UPLOAD_LIMITS };
export type { Refusal };

export interface Upload {
  fields: Record<string, string>;
  /** In the order they were sent, each a file in the upload's folder. */
  photos: { field: string; type: ImageType; name: string }[];
  /**
   * A photo's write failed (a full disk): the upload was read to its end all the same, since a
   * copy of a request already stored is answered 200 whatever its own photos met.
   */
  writeError?: unknown;
}

const refusals = {
  ...uploadRefusals,
  tooSlow: {
    status: 413,
    message: `Payload Too Large: the photos took more than ${DECODE_BUDGET_MS / 1000} s to check; send smaller ones`,
  },
} satisfies Record<string, Refusal>;

/** Why a photo that is not kept is refused, by the photo check's verdict. */
const refusalOf: Record<Exclude<PhotoVerdict, "photo">, Refusal> = {
  "not a photo": refusals.notAPhoto,
  "too slow": refusals.tooSlow,
  "too many pixels": refusals.tooManyPixels,
  "too many bytes": refusals.tooManyBytes,
};

/**
 * Resolves once the body has been read (or refused) and every photo write has settled, so the
 * caller's clean-up of `folder` never races a write.
 */
export function readUpload(req: IncomingMessage, { fs, folder }: { fs: OutboxFs; folder: string }): Promise<Upload | Refusal> {
  return new Promise((resolve) => {
    const upload: Upload = { fields: {}, photos: [] };
    const photos: Upload["photos"] = [];
    const writers: Promise<void>[] = [];
    const reading = new Set<Readable>();
    let folderMade: Promise<unknown> | undefined;
    let received = 0;
    let settled = false;
    const check = photoChecker();
    /** A photo that does not decode (in time, within its pixels and bytes), found once the body may have ended (the parser closed). */
    let late: Refusal | undefined;
    const finish = (result: Upload | Refusal) => {
      if (Object.values(refusalOf).includes(result as Refusal)) late ??= result as Refusal;
      if (settled) return;
      settled = true;
      req.unpipe();
      // A refusal stops the photos being read; their writers then settle.
      for (const stream of reading) stream.destroy();
      void Promise.allSettled(writers).then(() => {
        if (result === upload) upload.photos = photos.filter(Boolean);
        resolve(result === upload && late ? late : result);
      });
    };

    /** One photo, from its stream to its file: typed from its first bytes, decoded, cut at its image's end, flushed. */
    async function receivePhoto(field: string, stream: Readable, index: number) {
      let head = Buffer.alloc(0);
      let file: Awaited<ReturnType<typeof createDurably>> | undefined;
      let type: ImageType | undefined;
      let size = 0;
      const write = async (bytes: Buffer) => {
        if (upload.writeError) return; // the rest is read, not kept
        try {
          if (!file) {
            folderMade ??= fs.mkdir(folder, { recursive: true });
            await folderMade;
            file = await createDurably(fs, join(folder, `photo-${index + 1}.${type}`));
          }
          await file.write(bytes);
          size += bytes.length;
        } catch (error) {
          upload.writeError ??= error;
        }
      };
      reading.add(stream);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (type) {
            await write(chunk);
            continue;
          }
          head = Buffer.concat([head, chunk]);
          if (head.length < SIGNATURE_BYTES) continue;
          type = imageTypeOf(head);
          if (!type) return finish(refusals.notAPhoto);
          await write(head);
        }
        if (!type) {
          type = imageTypeOf(head); // a file shorter than the longest signature
          if (!type) return finish(refusals.notAPhoto);
          await write(head);
        }
        const name = `photo-${index + 1}.${type}`;
        // Typed by its first bytes, kept only once it decodes whole, and only to its image's end (./photo-check.ts).
        if (file && !upload.writeError) {
          const checked = await check(join(folder, name)).catch((error: unknown) => void (upload.writeError ??= error));
          if (checked && checked.verdict !== "photo") return finish(refusalOf[checked.verdict]);
          if (checked && checked.end < size) await file.cut(checked.end).catch((error: unknown) => void (upload.writeError ??= error));
        }
        const written = file;
        file = undefined; // closed here, by one or the other
        if (written)
          await (upload.writeError ? written.abandon() : written.finish().catch((error: unknown) => void (upload.writeError ??= error)));
        photos[index] = { field, type, name };
      } catch {
        // The stream was cut off: the refusal or the interruption that did it is the answer.
      } finally {
        reading.delete(stream);
        await file?.abandon();
      }
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fieldSize: UPLOAD_LIMITS.fieldBytes,
          fields: UPLOAD_LIMITS.fields,
          files: UPLOAD_LIMITS.photos,
          fileSize: UPLOAD_LIMITS.photoBytes + 1, // busboy's "limit" comes at this size, not past it
          parts: UPLOAD_LIMITS.fields + UPLOAD_LIMITS.photos,
        },
      });
    } catch {
      return finish(refusals.malformed);
    }
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      noteUploadRead(chunk.length);
      if (received > UPLOAD_LIMITS.totalBytes + UPLOAD_LIMITS.fieldBytes) finish(refusals.tooLarge);
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return finish(refusals.tooLarge);
      upload.fields[name] = value;
    });
    let photoCount = 0;
    parser.on("file", (field, stream) => {
      stream.on("limit", () => finish(refusals.photoTooLarge));
      writers.push(receivePhoto(field, stream, photoCount++));
    });
    parser.on("filesLimit", () => finish(refusals.tooManyPhotos));
    // busboy stops reporting fields past the limit; a request cut short is not stored as if whole.
    parser.on("fieldsLimit", () => finish(refusals.tooManyFields));
    parser.on("partsLimit", () => finish(refusals.tooManyFields));
    parser.on("error", () => finish(refusals.malformed));
    parser.on("close", () => finish(upload));
    req.on("error", () => finish(refusals.interrupted));
    req.on("aborted", () => finish(refusals.interrupted));
    req.pipe(parser);
  });
}
