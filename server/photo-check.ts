/**
 * A stored photo is a photo: each one is decoded whole (sharp, every pixel read) before its
 * request is stored, so a file that only starts like an image (a JPEG's first bytes, then a web
 * page or a script) is refused 415 and never kept. One at a time, on one libvips thread,
 * nothing cached: decoding costs memory, and `npm start`'s server keeps within 160 MB under a
 * burst of uploads (ADR 0033: it adds some 10-20 MB to the peak). sharp is loaded at the first photo.
 *
 * A photo over MAX_PHOTO_PIXELS is refused by the size its header states, before a pixel is decoded
 * (decoding takes memory by the pixel: a 1.1 MB PNG of 16383² pixels took the server to 1.2 GB), so
 * memory is bounded by pixels whatever the machine's speed; the decode is held to the same limit.
 *
 * Turns are fair (./fair-turns.ts) and each request has a budget of decoding time (ADR 0042): photos
 * that are valid but slow to decode (a 16383-pixel WebP) cost their own request, refused once its
 * budget is spent, and never hold an ordinary quote past the form's 15 s.
 */
import type { Sharp, SharpOptions } from "sharp";
import { MAX_PHOTO_PIXELS } from "#app/site/photo-pixel-limit.ts";
import { fairTurns } from "./fair-turns.ts";

/**
 * One request's photos may take this long to decode in all, and one photo at most PHOTO_SECONDS:
 * the form's own photos take under half a second each (ADR 0033), and four requests' slow photos
 * then hold an ordinary quote some 12 s at worst, within the form's 15 s.
 */
export const DECODE_BUDGET_MS = 6_000;
const PHOTO_SECONDS = 3;
const THUMB = 64;

export type PhotoVerdict = "photo" | "not a photo" | "too slow" | "too many pixels";

let loaded: Promise<(path: string, options: SharpOptions) => Sharp> | undefined;
const load = () =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false); // nothing decoded is needed again
    sharp.concurrency(1);
    return sharp;
  }));

/**
 * Whether the file is an image of at most MAX_PHOTO_PIXELS (its header read, nothing decoded) that
 * sharp decodes to its last pixel, without a warning, within `leftMs`.
 */
async function decodeWhole(path: string, leftMs: number): Promise<PhotoVerdict> {
  const sharp = await load();
  // Read with no limit (sharp's own is 268 MP, whose error would say nothing of pixels): only the header is read.
  const header = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header) return "not a photo";
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_PHOTO_PIXELS) return "too many pixels";
  const seconds = Math.min(PHOTO_SECONDS, Math.max(1, Math.floor(leftMs / 1000))); // libvips counts whole seconds
  const began = performance.now();
  // Shrunk as it loads (a JPEG decoded at an eighth of its size): every byte of the image is still
  // read and must decode, at a small part of the memory of its full pixels.
  return sharp(path, { failOn: "warning", limitInputPixels: MAX_PHOTO_PIXELS })
    .timeout({ seconds })
    .resize(THUMB, THUMB, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer()
    .then(
      () => "photo" as const,
      () => (performance.now() - began >= seconds * 1000 - 100 ? "too slow" : "not a photo"),
    );
}

const shared = fairTurns(1);

/** Checks one request's photos, one at a time across the server, within the request's budget. */
export function photoChecker({ turns = shared, budgetMs = DECODE_BUDGET_MS, decode = decodeWhole } = {}) {
  const share = turns.share();
  return (path: string): Promise<PhotoVerdict> =>
    turns.run(share, () => (share.used >= budgetMs ? Promise.resolve("too slow" as const) : decode(path, budgetMs - share.used)));
}
