/**
 * A new VAPID key pair (RFC 8292) in the forms the Worker's secrets take: the public key as the
 * uncompressed P-256 point and the private key as its JWK `d`, both base64url (./vapid.ts).
 */
import { toBase64Url } from "./base64url.ts";

export async function newVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const point = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  if (!d) throw new Error("the key pair has no private part");
  return { publicKey: toBase64Url(point), privateKey: d };
}
