/** A photo's real type, read from its first bytes (never from its name or the type the client claims). */
export type ImageType = "jpg" | "png" | "webp";
/** Enough of a file's start to tell its type: WebP's "WEBP" ends at byte 12. */
export const SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);

export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp"; // RIFF....WEBP
  return undefined;
}
