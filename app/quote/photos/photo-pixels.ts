/**
 * The pixels a photo says it has, read from its header, for the limit both the form and the outbox
 * hold photos to (#app/site/photo-pixel-limit.ts): judged before a photo is decoded.
 */

/** How much of a file's start the header is read from: a JPEG's size comes after its metadata (EXIF, a colour profile). */
export const HEADER_BYTES = 256 * 1024;

const u16 = (bytes: Uint8Array, at: number, littleEndian = false) =>
  littleEndian ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** A JPEG's size, from its frame header (SOF0–SOF15 but DHT, JPG and DAC), segment by segment. */
function jpegSize(bytes: Uint8Array): [number, number] | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return [u16(bytes, at + 7), u16(bytes, at + 5)];
    if (marker === 0xda) return undefined; // the image data starts: no frame header before it
    at += 2 + u16(bytes, at + 2);
  }
  return undefined;
}

/** A WebP's canvas: VP8X's, else the lossy (VP8) or lossless (VP8L) bitstream's. */
function webpSize(bytes: Uint8Array): [number, number] | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8X") return [u24le(bytes, 24) + 1, u24le(bytes, 27) + 1];
  if (chunk === "VP8 ") return [u16(bytes, 26, true) & 0x3fff, u16(bytes, 28, true) & 0x3fff];
  if (chunk === "VP8L") {
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  return undefined;
}

/**
 * The pixels a JPEG, PNG or WebP says it has, read from its first bytes (HEADER_BYTES); undefined
 * when they do not say (another format, or cut short): the decoder then judges.
 */
export function statedPixels(bytes: Uint8Array): number | undefined {
  let size: [number, number] | undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) size = jpegSize(bytes);
  else if (ascii(bytes, 1, 3) === "PNG" && ascii(bytes, 12, 4) === "IHDR") size = [u32(bytes, 16), u32(bytes, 20)];
  else if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") size = webpSize(bytes);
  return size && size[0] * size[1];
}
