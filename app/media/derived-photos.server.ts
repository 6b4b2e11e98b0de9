/**
 * Photos made once (ADR 0038): each original of content/media is made into the site's widths and
 * formats (AVIF, WebP, JPEG; app/media/slots.ts) once, and the files are kept beside the originals in
 * content/media-derived/, committed with them, named by the original's bytes and the encoder settings.
 * A build copies what is there and makes only what is missing, so a host's build from a fresh clone
 * encodes nothing already made; `npm run photos` (scripts/build/make-photos.ts, also run by the photos
 * workflow after a publish from the editor) makes what is missing and removes what no original needs.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { contentFolder } from "#app/content/load.server.ts";
import { imageFormats, imageWidths } from "#app/media/slots.ts";

/** The folder of content/ that holds the made files. */
export const DERIVED_FOLDER = "media-derived";
/** Where they are: beside the originals of the content being built, or what a test sets. */
export const derivedFolder = () => process.env.MEDIA_DERIVED_DIR ?? join(contentFolder(), DERIVED_FOLDER);

/** No file the site ships is larger, whatever the photo: a busy one is encoded again at a lower quality. */
export const MAX_IMAGE_BYTES = 200_000;

/**
 * Encoders by format: their qualities (the first is the usual one; a file over MAX_IMAGE_BYTES is
 * encoded again at the next) and options, chosen by measurement (ADR 0038: AVIF's effort 1 makes files
 * as small as effort 3 in a third of the time, WebP's effort 2 files 3 % larger than effort 4 in a third,
 * and the JPEG, a fallback for browsers with neither, is not searched for its last bytes).
 */
const encoders = {
  avif: { qualities: [45, 35, 25], options: { effort: 1 } },
  webp: { qualities: [70, 55, 40], options: { effort: 2 } },
  jpeg: { qualities: [72, 60, 45, 30], options: { mozjpeg: true, trellisQuantisation: false, optimiseScans: false } },
} as const satisfies Record<(typeof imageFormats)[number], { qualities: readonly number[]; options: object }>;
const encode = (format: (typeof imageFormats)[number], image: Sharp, quality: number) =>
  image[format]({ quality, ...encoders[format].options });
/** Every setting a made file depends on: a change to any makes every photo again (a new key). */
const SETTINGS_VERSION = JSON.stringify({ version: 4, encoders, placeholderWidth: 24, maxBytes: MAX_IMAGE_BYTES });

/** What an original was made into: its upright size, the widths made, the placeholder; the files are `<key>-<width>.<format>`. */
export interface Derived {
  key: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
}

/** An image a content file names that cannot be shown: the message names the file that uses it. */
export class ImageError extends Error {
  constructor(usedBy: string, problem: string) {
    super(`${usedBy}: ${problem}`);
  }
}

/** The key of an original: its bytes and the settings it is made with. */
export const derivedKey = (bytes: Buffer) => createHash("sha256").update(SETTINGS_VERSION).update(bytes).digest("hex");

/** A made file of an original, in the folder. */
export const derivedFile = (key: string, width: number, format: string) => join(derivedFolder(), `${key}-${width}.${format}`);
const recordFile = (key: string) => join(derivedFolder(), `${key}.json`);

/** What was made of the original with this key, or undefined if it has not been made whole (a file missing: made again). */
export function readDerived(key: string): Derived | undefined {
  const record = recordFile(key);
  if (!existsSync(record)) return undefined;
  const derived = JSON.parse(readFileSync(record, "utf8")) as Derived;
  const whole = derived.widths.every((width) => imageFormats.every((format) => existsSync(derivedFile(key, width, format))));
  return whole ? derived : undefined;
}

/** The file at the first quality that fits MAX_IMAGE_BYTES (or the lowest quality's). */
async function encodeWithin(format: (typeof imageFormats)[number], pixels: () => Sharp): Promise<Buffer> {
  let output = Buffer.alloc(0);
  for (const quality of encoders[format].qualities) {
    output = await encode(format, pixels(), quality).toBuffer();
    if (output.length <= MAX_IMAGE_BYTES) break;
  }
  return output;
}

/** Writes a file whole or not at all, so an interrupted build leaves no half image behind. */
function writeWhole(file: string, data: Buffer | string) {
  const partial = `${file}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/** HEIF's file-type brands: what an iPhone saves unless set to "Most Compatible". */
const heifBrands = /^ftyp(heic|heix|hevc|hevx|mif1|msf1)/;

/** Why a photo cannot be used, in words the owner can act on; the decoder's own words last, for a developer. */
function unreadable(src: string, bytes: Buffer, error: unknown) {
  if (heifBrands.test(bytes.subarray(4, 12).toString("latin1")))
    return `${src} is an iPhone photo in HEIC format, which the site cannot read: add it through the editor at /admin (which turns it into a JPEG), or export it as JPEG and use that file instead`;
  return `${src} could not be read as a photo: save it again as JPEG or PNG and use that file (${(error as Error).message})`;
}

/**
 * Photos made at once, at most: each holds its pixels while it is made (a 2400×1800 photo is 13 MB
 * decoded), so a build of many new photos stays in bounds. Two a core: on 2 shared cores, 24 photos
 * at once peaked at 1,253 MB and one a core took 48 s, not 34 (ADR 0038).
 */
const MAKING_AT_ONCE = 2 * availableParallelism();
let making = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A free place is taken; otherwise this waits for one handed over by a photo that is done.
  if (making < MAKING_AT_ONCE) making++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else making--;
  }
}

/**
 * Makes an original (its bytes, `src` its public path) into every width and format, upright by its
 * EXIF orientation, flattened onto white, in sRGB, with no metadata (sharp writes none unless
 * asked), and a 24-px blurred placeholder; the record is written last, so a file is made whole or
 * made again. Says so on the terminal: on a host, a photo made here is one not yet committed.
 */
export const makeDerived = (bytes: Buffer, key: string, src: string, usedBy: string) => inTurn(() => make(bytes, key, src, usedBy));

async function make(bytes: Buffer, key: string, src: string, usedBy: string): Promise<Derived> {
  const started = performance.now();
  mkdirSync(derivedFolder(), { recursive: true });
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { failOn: "error" })
      .rotate()
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageError(usedBy, unreadable(src, bytes, error));
  }
  const { width, height, channels } = pixels.info;
  const upright = () => sharp(pixels.data, { raw: { width, height, channels } });
  const largest = Math.min(width, imageWidths.at(-1)!);
  const widths = [...imageWidths.filter((candidate) => candidate < largest), largest];
  for (const size of widths) {
    const resized = await upright().resize({ width: size }).raw().toBuffer({ resolveWithObject: true });
    const at = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels } });
    for (const format of imageFormats) writeWhole(derivedFile(key, size, format), await encodeWithin(format, at));
  }
  const tiny = await upright().resize({ width: 24 }).blur(1.5).webp({ quality: 40 }).toBuffer();
  const derived: Derived = { key, width, height, placeholder: `data:image/webp;base64,${tiny.toString("base64")}`, widths };
  writeWhole(recordFile(key), `${JSON.stringify(derived)}\n`);
  console.log(
    `Photo ${src} made into its sizes in ${((performance.now() - started) / 1000).toFixed(1)} s (content/${DERIVED_FOLDER}/ did not have it)`,
  );
  return derived;
}
