import { describe, expect, it } from "vitest";
import { fromBase64Url, textBytes, toBase64Url } from "./base64url.ts";
import { VAPID_LIFETIME_SECONDS, vapidAuthorization, type VapidKeys } from "./vapid.ts";

const ES256 = { name: "ECDSA", namedCurve: "P-256" } as const;

/** A fresh key pair in both forms the secret may take. */
async function newKeys(): Promise<{ pkcs8: VapidKeys; jwkD: VapidKeys }> {
  const pair = (await crypto.subtle.generateKey(ES256, true, ["sign", "verify"])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const pkcs8 = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey)));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const subject = "mailto:owner@example.com";
  return { pkcs8: { publicKey, privateKey: pkcs8, subject }, jwkD: { publicKey, privateKey: d!, subject } };
}

const decode = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64Url(part))) as Record<string, unknown>;

/** What a push service does with the header: the key from `k`, the token's signature checked with it. */
async function verify(header: string) {
  const [, token, key] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header) ?? [];
  const [head, claims, signature] = token!.split(".") as [string, string, string];
  const publicKey = await crypto.subtle.importKey("raw", fromBase64Url(key!), ES256, false, ["verify"]);
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    publicKey,
    fromBase64Url(signature),
    textBytes(`${head}.${claims}`),
  );
  return { valid, key, header: decode(head), claims: decode(claims) };
}

describe("VAPID (RFC 8292)", () => {
  const endpoint = "https://fcm.googleapis.com/fcm/send/abc123:def";
  const now = Date.UTC(2026, 0, 1, 9);

  it("signs an ES256 token for the push service's origin, verified by WebCrypto with the key sent beside it", async () => {
    for (const keys of Object.values(await newKeys())) {
      const seen = await verify(await vapidAuthorization(endpoint, keys, now));
      expect(seen.valid).toBe(true);
      expect(seen.key).toBe(keys.publicKey);
      expect(seen.header).toEqual({ typ: "JWT", alg: "ES256" });
      expect(seen.claims).toEqual({
        aud: "https://fcm.googleapis.com",
        exp: now / 1000 + VAPID_LIFETIME_SECONDS,
        sub: "mailto:owner@example.com",
      });
    }
    expect(VAPID_LIFETIME_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("gives a token that another key does not verify", async () => {
    const [ours, theirs] = [await newKeys(), await newKeys()];
    const header = await vapidAuthorization(endpoint, ours.pkcs8, now);
    expect((await verify(header.replace(/k=.*$/, `k=${theirs.pkcs8.publicKey}`))).valid).toBe(false);
  });

  it("names the public key that is not a P-256 point", async () => {
    const { jwkD } = await newKeys();
    await expect(vapidAuthorization(endpoint, { ...jwkD, publicKey: "AAAA" })).rejects.toThrow(/VAPID_PUBLIC_KEY/);
  });
});
