/**
 * A stored photo is a photo: each one is decoded whole (sharp, every pixel read) before its
 * request is stored, so a file that only starts like an image (a JPEG's first bytes, then a web
 * page or a script) is refused 415 and never kept. One at a time, on one libvips thread,
 * nothing cached: decoding costs memory, and `npm start`'s server keeps within 160 MB under a
 * burst of uploads (ADR 0033: it adds some 10-20 MB to the peak). sharp is loaded at the first photo.
 */
import type { Sharp, SharpOptions } from "sharp";

const AT_ONCE = 1;
const THUMB = 64;

let loaded: Promise<(path: string, options: SharpOptions) => Sharp> | undefined;
const load = () =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false); // nothing decoded is needed again
    sharp.concurrency(1);
    return sharp;
  }));

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // handed its slot by the one before
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Whether the file is an image sharp decodes to its last pixel, without a warning. */
export const decodesWhole = (path: string): Promise<boolean> =>
  inTurn(async () => {
    const sharp = await load();
    // Shrunk as it loads (a JPEG decoded at an eighth of its size): every byte of the image is still
    // read and must decode, at a small part of the memory of its full pixels.
    return sharp(path, { failOn: "warning" })
      .resize(THUMB, THUMB, { fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
  });
