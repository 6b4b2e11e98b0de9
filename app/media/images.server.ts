/**
 * The image pipeline (ADR 0022): every image on the site is an original in content/media, shown as
 * AVIF and WebP with a JPEG fallback at the widths its slot can use, with its size, a tiny blurred
 * placeholder and no metadata (EXIF, GPS, camera). Each original is made into those files once
 * (app/media/derived-photos.server.ts, ADR 0038): a build copies what content/media-derived/ holds
 * and makes only what it lacks. Build time only.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import { mediaFolder } from "#app/content/collections.ts";
import { contentFolder } from "#app/content/load.server.ts";
import { derivedFile, derivedKey, ImageError, makeDerived, readDerived, type Derived } from "#app/media/derived-photos.server.ts";
import { imageFormats, sharpEverywhereWidth, type BuiltImage, type ImageSlot } from "#app/media/slots.ts";
import { paths } from "#app/site/paths.ts";

/** Where the build publishes the images: the client folder of the build being made (BUILD_DIR), or what a test sets. */
const outputFolder = () => process.env.MEDIA_OUTPUT_DIR ?? resolve(process.env.BUILD_DIR ?? "build", "client", "media");

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

/** Narrow photos already warned of in this build (a page rendered twice warns once). */
const warned = new Set<string>();

/** One making per original per build, however many pages show it. */
const made = new Map<string, Promise<Derived>>();

/** What was made of an original: read from content/media-derived/, or made now and kept there. */
function derivedOf(src: string, usedBy: string): Promise<Derived> {
  const bytes = readFileSync(originalFile(src, usedBy));
  const key = derivedKey(bytes);
  if (!made.has(key)) {
    const kept = readDerived(key);
    made.set(key, kept ? Promise.resolve(kept) : makeDerived(bytes, key, src, usedBy));
  }
  return made.get(key)!;
}

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
  const derived = await derivedOf(src, usedBy);
  const { key } = derived;
  // Shown at its own size, never refused: the editor already told the owner so at upload.
  if (derived.width < slot.minWidth && !warned.has(`${src} ${slot.name}`)) {
    warned.add(`${src} ${slot.name}`);
    console.warn(
      `${usedBy}: ${src} is ${derived.width} px wide and ${slot.name} shows it up to ${slot.minWidth} px wide, so it is used at its own size and may look soft on large screens; a photo at least ${sharpEverywhereWidth} px wide looks best`,
    );
  }
  const output = outputFolder();
  mkdirSync(output, { recursive: true });
  const url = (width: number, format: string) => `${paths.media}${outputName(src, key, width, format)}`;
  for (const width of derived.widths)
    for (const format of imageFormats) {
      const published = join(output, outputName(src, key, width, format));
      if (!existsSync(published)) copyFileSync(derivedFile(key, width, format), published);
    }
  const srcset = (format: string) => derived.widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const fallbackWidth = derived.widths.find((width) => width >= slot.minWidth) ?? derived.widths.at(-1)!;
  return {
    alt: alt.trim(),
    width: derived.width,
    height: derived.height,
    placeholder: derived.placeholder,
    sizes: slot.sizes,
    sources: [
      { type: "image/avif", srcset: srcset("avif") },
      { type: "image/webp", srcset: srcset("webp") },
    ],
    src: url(fallbackWidth, "jpeg"),
    srcset: srcset("jpeg"),
  };
}
