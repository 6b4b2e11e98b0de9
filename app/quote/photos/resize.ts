/**
 * A photo made ready to send, in the browser: decoded with its orientation applied, scaled to at
 * most 1600 px on the long edge (or what the caller allows: the editor keeps 2400 for the site), and encoded anew as JPEG (or WebP where that is smaller). A new
 * encoding carries no metadata at all: no EXIF, no GPS position of the visitor's home, no camera
 * serial numbers. Smaller sizes and lower qualities are tried in turn until the photo fits its share.
 * It runs wherever it is called; ./prepare.ts calls it in a worker, where encoding does not wait.
 */
import { MAX_PHOTO_PIXELS, PHOTO_PIXELS_IN_WORDS } from "#app/site/photo-pixel-limit.ts";
import { HEADER_BYTES, statedPixels } from "#app/quote/photos/photo-pixels.ts";

export const MAX_EDGE = 1600;
/** The long edges tried in turn, down from the largest a caller allows. */
const EDGES = [2400, 2000, MAX_EDGE, 1280, 1024, 800] as const;
const QUALITIES = [0.82, 0.68, 0.55] as const;

const problems = {
  unreadable: "The photo could not be decoded",
  "too-large": "The photo does not fit its size budget",
  "too-many-pixels": `The photo has more than ${PHOTO_PIXELS_IN_WORDS}`,
};

export class PhotoError extends Error {
  readonly reason: keyof typeof problems;
  constructor(reason: keyof typeof problems) {
    super(problems[reason]);
    this.reason = reason;
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement("canvas"), { width, height });
}

function draw(bitmap: ImageBitmap, maxEdge: number): Canvas {
  const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  const canvas = canvasOf(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** JPEG, or WebP when the browser can write it and it comes out smaller. */
async function smallestEncoding(canvas: Canvas, quality: number): Promise<Blob> {
  const jpeg = await encode(canvas, "image/jpeg", quality);
  if (!jpeg) throw new PhotoError("unreadable");
  const webp = await encode(canvas, "image/webp", quality);
  return webp && webp.type === "image/webp" && webp.size < jpeg.size ? webp : jpeg;
}

/** What a prepared photo may be: at most `maxBytes`, and `maxEdge` px on its long edge (the quote form's 1600 unless said). */
export interface PhotoLimits {
  maxBytes: number;
  maxEdge?: number;
}

export async function resizePhoto(file: Blob, { maxBytes, maxEdge = MAX_EDGE }: PhotoLimits): Promise<Blob> {
  // Judged by its header before it is decoded: a decoded photo takes 4 bytes a pixel (#app/site/photo-pixel-limit.ts).
  if ((statedPixels(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer())) ?? 0) > MAX_PHOTO_PIXELS)
    throw new PhotoError("too-many-pixels");
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoError("unreadable"); // e.g. HEIC where the browser cannot read it
  }
  try {
    for (const edge of EDGES.filter((candidate) => candidate <= maxEdge)) {
      const canvas = draw(bitmap, edge);
      for (const quality of QUALITIES) {
        const blob = await smallestEncoding(canvas, quality);
        if (blob.size <= maxBytes) return blob;
      }
    }
    throw new PhotoError("too-large");
  } finally {
    bitmap.close();
  }
}
