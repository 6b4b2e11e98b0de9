/**
 * VAPID (RFC 8292): the application server's identity on each push message, an ES256 JWT for the
 * push service's origin, signed with the key the owner's browser subscribed with. WebCrypto only.
 */
import { fromBase64Url, textBytes, toBase64Url } from "./base64url.ts";

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (65 bytes): what the browser subscribes with. */
  publicKey: string;
  /** base64url: PKCS#8, or the JWK's `d` (32 bytes) as `web-push generate-vapid-keys` prints it. */
  privateKey: string;
  /** How the push service reaches the sender: a mailto: (or https:) URL. */
  subject: string;
}

/** RFC 8292 §2: a push service may refuse a token valid for longer than a day; 12 h leaves room for clocks. */
export const VAPID_LIFETIME_SECONDS = 12 * 60 * 60;

const ES256 = { name: "ECDSA", namedCurve: "P-256" } as const;

/** The signing key, from either form of the secret. */
async function vapidSigningKey({ publicKey, privateKey }: Pick<VapidKeys, "publicKey" | "privateKey">): Promise<CryptoKey> {
  const secret = fromBase64Url(privateKey);
  if (secret.length !== 32) return crypto.subtle.importKey("pkcs8", secret, ES256, false, ["sign"]);
  const point = fromBase64Url(publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new Error("VAPID_PUBLIC_KEY is not an uncompressed P-256 point (65 bytes, base64url)");
  const jwk = { kty: "EC", crv: "P-256", x: toBase64Url(point.slice(1, 33)), y: toBase64Url(point.slice(33)), d: privateKey };
  return crypto.subtle.importKey("jwk", jwk, ES256, false, ["sign"]);
}

const jsonPart = (value: unknown) => toBase64Url(textBytes(JSON.stringify(value)));

/** The JWT for a push to `endpoint`, valid from `now` (ms) for VAPID_LIFETIME_SECONDS. */
async function vapidJwt(endpoint: string, keys: VapidKeys, now = Date.now()): Promise<string> {
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + VAPID_LIFETIME_SECONDS, sub: keys.subject };
  const unsigned = `${jsonPart({ typ: "JWT", alg: "ES256" })}.${jsonPart(claims)}`;
  // WebCrypto's ECDSA signature is r‖s (64 bytes), which is JWS's ES256 form as it stands.
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, await vapidSigningKey(keys), textBytes(unsigned));
  return `${unsigned}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The Authorization header of RFC 8292 §3: the token and the public key it verifies with. */
export const vapidAuthorization = async (endpoint: string, keys: VapidKeys, now = Date.now()) =>
  `vapid t=${await vapidJwt(endpoint, keys, now)}, k=${keys.publicKey}`;
