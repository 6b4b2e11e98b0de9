/**
 * A photo as the Worker and the outbox keep it, read from its bytes alone (workerd has no image
 * decoder): its type from its signature (./image-type.ts), its pixels from the size its header states
 * (a JPEG's SOF, a PNG's IHDR, a WebP's VP8, VP8L or VP8X), and what is stored is the image up to
 * its real end (a JPEG's EOI, a PNG's IEND, a WebP's RIFF length), never bytes appended after it.
 * A file whose structure does not hold together to its end is not a photo. Its header also says
 * the bytes a pixel takes once decoded (channels × bytes a channel), the memory a decoder needs
 * for it (#app/site/photo-pixel-limit.ts). Pure, no Node module: the Worker (worker/read-form.ts)
 * and `npm start`'s outbox (./photo-check.ts) read photos with it, and refuse the same photo alike.
 */
import { MAX_PHOTO_DECODED_BYTES, MAX_PHOTO_PIXELS } from "#app/site/photo-pixel-limit.ts";
import { imageTypeOf, type ImageType } from "./image-type.ts";

export interface PhotoBytes {
  type: ImageType;
  width: number;
  height: number;
  /**
   * Bytes a pixel once decoded, as libvips decodes it: a JPEG's components (1, 3 or 4) at 1 byte (2
   * past 8 bits), a PNG's channels (a palette's as RGB; one more for a tRNS chunk's transparency) at
   * 1 byte or 2 for 16 bits, a WebP at 4.
   */
  bytesPerPixel: number;
  /** The image to its end. */
  bytes: Uint8Array;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

type Shape = { width: number; height: number; bytesPerPixel: number; end: number } | undefined;

/** Markers with no length: TEM, RST0–7 (SOI and EOI are handled apart). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): the frame header, with the image's size. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegShape(b: Uint8Array): Shape {
  let at = 2; // after SOI
  let size: { width: number; height: number; bytesPerPixel: number } | undefined;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return size && { ...size, end: at + 2 };
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (at + 3 >= b.length) return undefined;
    const length = u16be(b, at + 2);
    if (length < 2) return undefined;
    // The frame header: its length, precision (bits a sample), height, width and components.
    if (isFrame(marker) && at + 9 < b.length)
      size = { height: u16be(b, at + 5), width: u16be(b, at + 7), bytesPerPixel: b[at + 9]! * (b[at + 4]! > 8 ? 2 : 1) };
    at += 2 + length;
    if (marker !== 0xda) continue;
    // The entropy-coded scan: runs to the next marker that is not a stuffed byte (FF00) or a restart (FFD0–D7).
    while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7))) at += 1;
  }
  return undefined;
}

/** A PNG colour type's channels once decoded: grey, RGB, a palette's RGB, grey and alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 };

function pngShape(b: Uint8Array): Shape {
  if (b.length < 33 || ascii(b, 12, 4) !== "IHDR") return undefined;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  const channels = PNG_CHANNELS[b[25]!];
  if (channels === undefined) return undefined;
  let transparency = 0; // a tRNS chunk gives grey, RGB or a palette an alpha channel
  for (let at = 8; at + 12 <= b.length;) {
    const end = at + 12 + u32be(b, at);
    if (end > b.length) return undefined;
    const chunk = ascii(b, at + 4, 4);
    if (chunk === "tRNS") transparency = 1;
    if (chunk === "IEND") return { width, height, bytesPerPixel: (channels + transparency) * (b[24] === 16 ? 2 : 1), end };
    at = end;
  }
  return undefined;
}

function webpShape(b: Uint8Array): Shape {
  const end = 8 + u32le(b, 4);
  if (b.length < 30 || end > b.length) return undefined;
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (chunk === "VP8 ") {
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return undefined;
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff, bytesPerPixel: 4, end };
  }
  if (chunk === "VP8L") {
    if (b[data] !== 0x2f) return undefined;
    const bits = u32le(b, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, bytesPerPixel: 4, end };
  }
  if (chunk === "VP8X") return { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1, bytesPerPixel: 4, end };
  return undefined;
}

const shapeOf: Record<ImageType, (bytes: Uint8Array) => Shape> = { jpg: jpegShape, png: pngShape, webp: webpShape };

/** The photo in `bytes`, cut at its end; undefined when they are not a whole JPEG, PNG or WebP image. */
export function readPhoto(bytes: Uint8Array): PhotoBytes | undefined {
  const type = imageTypeOf(bytes);
  const shape = type && shapeOf[type](bytes);
  if (!type || !shape || shape.width === 0 || shape.height === 0) return undefined;
  const { width, height, bytesPerPixel, end } = shape;
  return { type, width, height, bytesPerPixel, bytes: bytes.subarray(0, end) };
}

/** Whether a photo is over a limit, by its header alone: pixels first, then its bytes once decoded. */
export function photoOverLimit({ width, height, bytesPerPixel }: Pick<PhotoBytes, "width" | "height" | "bytesPerPixel">) {
  if (width * height > MAX_PHOTO_PIXELS) return "too many pixels" as const;
  if (width * height * bytesPerPixel > MAX_PHOTO_DECODED_BYTES) return "too many bytes" as const;
  return undefined;
}
