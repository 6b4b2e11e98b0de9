/**
 * base64url without padding (RFC 4648 §5), as Web Push writes keys, salts and JWTs: atob and btoa
 * only, which workerd, Node and browsers all have.
 */

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Throws on text that is not base64url (a key pasted with a stray character). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/").replace(/=+$/, ""));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export const textBytes = (text: string) => new TextEncoder().encode(text);

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
