/**
 * The image pipeline (ADR 0022): every image on the site is an original in content/media, made at
 * build time into AVIF and WebP with a JPEG fallback at the widths its slot can use, with its size,
 * a tiny blurred placeholder and no metadata (EXIF, GPS, camera). Outputs are kept in a cache keyed
 * by the original's bytes, so a rebuild with one new photo encodes only that one. Build time only.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { mediaFolder } from "#app/content/collections.ts";
import { contentFolder } from "#app/content/load.server.ts";
import { imageFormats, imageWidths, sharpEverywhereWidth, type BuiltImage, type ImageSlot } from "#app/media/slots.ts";
import { paths } from "#app/site/paths.ts";

/** No file the site ships is larger, whatever the photo: a busy one is encoded again at a lower quality. */
export const MAX_IMAGE_BYTES = 200_000;

/**
 * Encoders by format, at a quality (the first is the usual one); changing them changes every cache key,
 * as does the version (3: records list each width once).
 */
const encoders = {
  avif: { qualities: [45, 35, 25], encode: (image: Sharp, quality: number) => image.avif({ quality, effort: 3 }) },
  webp: { qualities: [70, 55, 40], encode: (image: Sharp, quality: number) => image.webp({ quality, effort: 4 }) },
  jpeg: { qualities: [72, 60, 45, 30], encode: (image: Sharp, quality: number) => image.jpeg({ quality, mozjpeg: true }) },
} satisfies Record<(typeof imageFormats)[number], { qualities: number[]; encode: (image: Sharp, quality: number) => Sharp }>;
const SETTINGS_VERSION = `3:${JSON.stringify(Object.values(encoders).map((encoder) => encoder.qualities))},effort3/4,placeholder24,max${MAX_IMAGE_BYTES}`;

/** The file at the first quality that fits MAX_IMAGE_BYTES (or the lowest quality's). */
async function encodeWithin(format: (typeof imageFormats)[number], pixels: () => Sharp): Promise<Buffer> {
  const { qualities, encode } = encoders[format];
  let output = Buffer.alloc(0);
  for (const quality of qualities) {
    output = await encode(pixels(), quality).toBuffer();
    if (output.length <= MAX_IMAGE_BYTES) break;
  }
  return output;
}

/** Where the build publishes the images: the client folder of the build being made (BUILD_DIR), or what a test sets. */
const outputFolder = () => process.env.MEDIA_OUTPUT_DIR ?? resolve(process.env.BUILD_DIR ?? "build", "client", "media");
/** Kept between builds (node_modules/.cache survives a host's cached install; a fresh clone starts empty). */
const cacheFolder = () => process.env.MEDIA_CACHE_DIR ?? join(process.cwd(), "node_modules", ".cache", "site-media");

/** An image a content file names that cannot be shown: the message names the file that uses it. */
export class ImageError extends Error {
  constructor(usedBy: string, problem: string) {
    super(`${usedBy}: ${problem}`);
  }
}

interface Encoded {
  key: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
}

/** The original's path on disk for its public path ("/media/oak.jpg" → content/media/oak.jpg). */
function originalFile(src: string, usedBy: string) {
  if (!src.startsWith(paths.media) || src.includes(".."))
    throw new ImageError(usedBy, `${src}: an image must be a file of content/media, named /media/<file>`);
  const file = join(contentFolder(), mediaFolder, src.slice(paths.media.length));
  if (!existsSync(file)) throw new ImageError(usedBy, `${src}: no such file in content/media`);
  return file;
}

const outputName = (src: string, key: string, width: number, format: string) =>
  `${basename(src, extname(src)).replace(/[^a-zA-Z0-9-]+/g, "-")}-${key.slice(0, 10)}-${width}.${format}`;

/** Writes a file whole or not at all, so an interrupted build leaves no half image in the cache. */
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

async function encodeOriginal(file: string, key: string, src: string, usedBy: string): Promise<Encoded> {
  const cache = cacheFolder();
  const record = join(cache, `${key}.json`);
  if (existsSync(record)) return JSON.parse(readFileSync(record, "utf8")) as Encoded;
  mkdirSync(cache, { recursive: true });
  // Upright by its EXIF orientation, flattened onto white, in sRGB, decoded once; sharp writes no metadata unless asked.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(file, { failOn: "error" }).rotate().flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageError(usedBy, unreadable(src, readFileSync(file), error));
  }
  const { width, height, channels } = pixels.info;
  const upright = () => sharp(pixels.data, { raw: { width, height, channels } });
  const largest = Math.min(width, imageWidths.at(-1)!);
  const widths = [...imageWidths.filter((candidate) => candidate < largest), largest];
  for (const size of widths) {
    const resized = await upright().resize({ width: size }).raw().toBuffer({ resolveWithObject: true });
    const at = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels } });
    for (const format of imageFormats) writeWhole(join(cache, `${key}-${size}.${format}`), await encodeWithin(format, at));
  }
  const tiny = await upright().resize({ width: 24 }).blur(1.5).webp({ quality: 40 }).toBuffer();
  const encoded: Encoded = { key, width, height, placeholder: `data:image/webp;base64,${tiny.toString("base64")}`, widths };
  writeWhole(record, JSON.stringify(encoded));
  return encoded;
}

/** Narrow photos already warned of in this build (a page rendered twice warns once). */
const warned = new Set<string>();

/** One encoding per original per build, however many pages show it. */
const encodings = new Map<string, Promise<Encoded>>();

/**
 * An original of content/media made ready for a slot: its files published under /media/, and what
 * the <picture> needs. Stops the build, naming `usedBy`, for a missing or unreadable file; a photo
 * with no alt text is shown as decoration, and one narrower than the slot at its own size, with a warning.
 */
export async function buildImage(src: string, alt: string, slot: ImageSlot, usedBy: string): Promise<BuiltImage> {
  // Shown as decorative (empty alt), never refused: the editor cannot make a top photo's description required.
  if (!alt.trim())
    console.warn(
      `${usedBy}: ${src} has no description, so it is shown as decoration; say what the photo shows, for people who cannot see it`,
    );
  const file = originalFile(src, usedBy);
  const bytes = readFileSync(file);
  const key = createHash("sha256").update(SETTINGS_VERSION).update(bytes).digest("hex");
  if (!encodings.has(key)) encodings.set(key, encodeOriginal(file, key, src, usedBy));
  const encoded = await encodings.get(key)!;
  // Shown at its own size, never refused: the editor already told the owner so at upload.
  if (encoded.width < slot.minWidth && !warned.has(`${src} ${slot.name}`)) {
    warned.add(`${src} ${slot.name}`);
    console.warn(
      `${usedBy}: ${src} is ${encoded.width} px wide and ${slot.name} shows it up to ${slot.minWidth} px wide, so it is used at its own size and may look soft on large screens; a photo at least ${sharpEverywhereWidth} px wide looks best`,
    );
  }
  const output = outputFolder();
  mkdirSync(output, { recursive: true });
  const url = (width: number, format: string) => `${paths.media}${outputName(src, key, width, format)}`;
  for (const width of encoded.widths)
    for (const format of imageFormats) {
      const published = join(output, outputName(src, key, width, format));
      if (!existsSync(published)) copyFileSync(join(cacheFolder(), `${key}-${width}.${format}`), published);
    }
  const srcset = (format: string) => encoded.widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const fallbackWidth = encoded.widths.find((width) => width >= slot.minWidth) ?? encoded.widths.at(-1)!;
  return {
    alt: alt.trim(),
    width: encoded.width,
    height: encoded.height,
    placeholder: encoded.placeholder,
    sizes: slot.sizes,
    sources: [
      { type: "image/avif", srcset: srcset("avif") },
      { type: "image/webp", srcset: srcset("webp") },
    ],
    src: url(fallbackWidth, "jpeg"),
    srcset: srcset("jpeg"),
  };
}
