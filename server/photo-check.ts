/**
 * A stored photo is a photo: each one is decoded whole (sharp, every pixel read) before its
 * request is stored, so a file that only starts like an image (a JPEG's first bytes, then a web
 * page or a script) is refused 415 and never kept. One at a time, on one libvips thread,
 * nothing cached: decoding costs memory, and `npm start`'s server keeps within 160 MB under a
 * burst of uploads (ADR 0033: it adds some 10-20 MB to the peak). sharp is loaded at the first photo.
 *
 * A photo is judged by its header before a pixel is decoded (./photo-bytes.ts, as the Worker judges
 * it, then sharp's own reading): over MAX_PHOTO_PIXELS, or over MAX_PHOTO_DECODED_BYTES once decoded
 * (pixels × channels × bytes a channel: a 443 KB 16-bit RGBA PNG of 7000² pixels took the server to
 * 551 MB), it is refused, so a decode's memory is bounded by bytes whatever the machine's speed.
 * What is decoded, and kept, is the image to its end: bytes sent after it (a web page, a script) never are.
 *
 * Turns are fair (./fair-turns.ts) and each request has a budget of decoding time (ADR 0042): photos
 * that are valid but slow to decode (a 16383-pixel WebP) cost their own request, refused once its
 * budget is spent, and never hold an ordinary quote past the form's 15 s.
 */
import { readFile } from "node:fs/promises";
import type { Sharp, SharpOptions } from "sharp";
import { MAX_PHOTO_PIXELS } from "#app/site/photo-pixel-limit.ts";
import { fairTurns } from "./fair-turns.ts";
import { photoOverLimit, readPhoto } from "./photo-bytes.ts";
import { noteUploadRead } from "./upload-garbage.ts";

/**
 * One request's photos may take this long to decode in all, and one photo at most PHOTO_SECONDS:
 * the form's own photos take under half a second each (ADR 0033), and four requests' slow photos
 * then hold an ordinary quote some 12 s at worst, within the form's 15 s.
 */
export const DECODE_BUDGET_MS = 6_000;
const PHOTO_SECONDS = 3;
const THUMB = 64;

export type PhotoVerdict = "photo" | "not a photo" | "too slow" | "too many pixels" | "too many bytes";
/** A photo's verdict, and for a photo the length it is kept to: its image's end. */
export type Checked = { verdict: "photo"; end: number } | { verdict: Exclude<PhotoVerdict, "photo"> };

/** Bytes a channel of each of libvips's band formats, as sharp's metadata names them. */
const CHANNEL_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8 };

let loaded: Promise<(input: Uint8Array, options: SharpOptions) => Sharp> | undefined;
const load = () =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false); // nothing decoded is needed again
    sharp.concurrency(1);
    return sharp;
  }));

/**
 * Whether the file is an image within the limits (its header read, nothing decoded) that sharp
 * decodes to its last pixel, without a warning, within `leftMs`; and where the image ends.
 */
async function decodeWhole(path: string, leftMs: number): Promise<Checked> {
  const sharp = await load();
  // At most 2 MB (./upload-limits.ts), read in this photo's turn: one at a time across the server,
  // and counted as upload read, so what earlier photos' reads left is collected (./upload-garbage.ts).
  const bytes = await readFile(path);
  noteUploadRead(bytes.length);
  const photo = readPhoto(bytes);
  if (!photo) return { verdict: "not a photo" };
  const byHeader = photoOverLimit(photo);
  if (byHeader) return { verdict: byHeader };
  // sharp's own reading, with no limit (only the header is read): channels and depth as it would decode them.
  const header = await sharp(photo.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header) return { verdict: "not a photo" };
  const bytesPerPixel = (header.channels ?? 4) * (CHANNEL_BYTES[header.depth ?? ""] ?? 8);
  const bySharp = photoOverLimit({ width: header.width ?? 0, height: header.height ?? 0, bytesPerPixel });
  if (bySharp) return { verdict: bySharp };
  const seconds = Math.min(PHOTO_SECONDS, Math.max(1, Math.floor(leftMs / 1000))); // libvips counts whole seconds
  const began = performance.now();
  // Shrunk as it loads (a JPEG decoded at an eighth of its size): every byte of the image is still
  // read and must decode, at a small part of the memory of its full pixels.
  return sharp(photo.bytes, { failOn: "warning", limitInputPixels: MAX_PHOTO_PIXELS })
    .timeout({ seconds })
    .resize(THUMB, THUMB, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer()
    .then(
      () => ({ verdict: "photo" as const, end: photo.bytes.length }),
      () => ({ verdict: performance.now() - began >= seconds * 1000 - 100 ? ("too slow" as const) : ("not a photo" as const) }),
    );
}

const shared = fairTurns(1);

const tooSlow: Checked = { verdict: "too slow" };

/** Checks one request's photos, one at a time across the server, within the request's budget. */
export function photoChecker({ turns = shared, budgetMs = DECODE_BUDGET_MS, decode = decodeWhole } = {}) {
  const share = turns.share();
  return (path: string): Promise<Checked> =>
    turns.run(share, () => (share.used >= budgetMs ? Promise.resolve(tooSlow) : decode(path, budgetMs - share.used)));
}
