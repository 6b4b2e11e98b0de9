import { describe, expect, it } from "vitest";
import { fromBase64Url } from "./base64url.ts";
import { newVapidKeys } from "./new-vapid-keys.ts";
import { vapidAuthorization } from "./vapid.ts";

describe("newVapidKeys", () => {
  it("makes a pair the Worker signs with and a push service verifies: the JWT's signature checks against the public key it names", async () => {
    const keys = await newVapidKeys();
    expect(fromBase64Url(keys.publicKey)).toHaveLength(65);
    expect(fromBase64Url(keys.privateKey)).toHaveLength(32);
    const header = await vapidAuthorization("https://push.example.net/p/1", { ...keys, subject: "mailto:owner@example.com" });
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(header)!;
    expect(k).toBe(keys.publicKey);
    const [head, claims, signature] = jwt!.split(".");
    const verifier = await crypto.subtle.importKey("raw", fromBase64Url(keys.publicKey), { name: "ECDSA", namedCurve: "P-256" }, false, [
      "verify",
    ]);
    const signed = new TextEncoder().encode(`${head}.${claims}`);
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifier, fromBase64Url(signature!), signed)).toBe(true);
  });
});
