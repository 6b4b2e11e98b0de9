/**
 * A photo the owner picks, made ready for the site before the editor uploads it: turned upright,
 * at most 2400 px on its long edge, encoded anew as JPEG (or WebP where smaller), so no GPS
 * position, camera or date ever reaches the repository. An iPhone's HEIC, which neither the build
 * nor most browsers can read, is converted first. What cannot be used is refused at once with a
 * sentence saying what to do; a photo narrower than the site shows it is taken, with a warning.
 *
 * Decoded in the owner's browser, never on a server: before it is decoded, a photo of more than 50
 * megapixels by its header is refused (#app/quote/photos/resize.ts), and a browser decodes for a
 * canvas at 4 bytes a pixel (8-bit RGBA), so one photo takes at most 200 MB there, and 23 MB more
 * for its 2400 px canvas. An HEIC, whose header is not read, is converted first (in the page, at
 * most 50 MB of file), and the PNG it makes is judged the same.
 */
import { sharpEverywhereWidth, widestSlotWidth } from "#app/media/slots.ts";
import { preparePhoto } from "#app/quote/photos/prepare.ts";

/** The largest file the editor takes: far above any phone's photo, below what a phone's browser can decode. */
export const MAX_UPLOAD_MB = 50;
/** The site's largest image is 1600 px wide; a portrait at 2400 px tall is still 1800 px wide. */
const LIMITS = { maxEdge: 2400, maxBytes: 3 * 1024 * 1024 };

export class UploadRefused extends Error {}

export interface PreparedUpload {
  file: File;
  /** Something the owner should know, though the photo was taken. */
  warning?: string;
}

/** HEIF's file-type brands (bytes 8–12), as an iPhone writes them: the name may not say so. */
async function isHeif(file: File) {
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type)) return true;
  const brand = new TextDecoder().decode(await file.slice(8, 12).arrayBuffer());
  return ["heic", "heix", "hevc", "hevx", "mif1", "msf1"].includes(brand);
}

/** The photo's pixels as a file this browser can decode: an HEIC converted where the browser cannot read it (Safari can). */
async function decodable(file: File): Promise<Blob> {
  if (!(await isHeif(file))) return file;
  try {
    (await createImageBitmap(file)).close();
    return file;
  } catch {
    try {
      const { heicTo } = await import("heic-to/csp");
      return await heicTo({ blob: file, type: "image/png" });
    } catch {
      throw new UploadRefused(
        `${file.name} is an iPhone photo (HEIC) that could not be opened. Try it again, or on the iPhone choose Settings → Camera → Formats → Most Compatible, which saves photos as JPEG.`,
      );
    }
  }
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function prepareUpload(file: File): Promise<PreparedUpload> {
  if (file.size > MAX_UPLOAD_MB * 1024 * 1024)
    throw new UploadRefused(
      `${file.name} is ${megabytes(file.size)} MB; the editor takes photos up to ${MAX_UPLOAD_MB} MB. Pick a smaller copy (on a phone, share or export it at a smaller size).`,
    );
  let prepared: Blob;
  try {
    prepared = await preparePhoto(await decodable(file), LIMITS);
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(`${file.name} is not a photo the site can use. Pick a JPEG, PNG, WebP or iPhone (HEIC) photo.`);
  }
  const { width } = await createImageBitmap(prepared);
  const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.${prepared.type === "image/webp" ? "webp" : "jpg"}`;
  const ready = new File([prepared], name, { type: prepared.type, lastModified: Date.now() });
  if (width >= widestSlotWidth) return { file: ready };
  return {
    file: ready,
    warning: `${file.name} is ${width} px wide, narrower than the site shows photos (${widestSlotWidth} px), so it is shown at its own size and may look small or soft on large screens. It is saved; a photo at least ${sharpEverywhereWidth} px wide looks best.`,
  };
}
