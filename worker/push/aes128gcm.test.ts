import { describe, expect, it } from "vitest";
import { encryptPayload } from "./aes128gcm.ts";
import { fromBase64Url, toBase64Url } from "./base64url.ts";

/** RFC 8291 Appendix A, its values with the line breaks taken out. */
const example = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

/** The example's sender key pair, as WebCrypto takes a P-256 key: its private scalar with the point's coordinates. */
async function exampleSender(): Promise<CryptoKeyPair> {
  const point = fromBase64Url(example.asPublic);
  const jwk = { kty: "EC", crv: "P-256", x: toBase64Url(point.slice(1, 33)), y: toBase64Url(point.slice(33)), d: example.asPrivate };
  const algorithm = { name: "ECDH", namedCurve: "P-256" };
  return {
    privateKey: await crypto.subtle.importKey("jwk", jwk, algorithm, false, ["deriveBits"]),
    publicKey: await crypto.subtle.importKey("raw", point, algorithm, true, []),
  };
}

describe("a push message's encryption (aes128gcm, RFC 8291)", () => {
  it("gives RFC 8291's worked example byte for byte from its keys, salt and plaintext", async () => {
    const body = await encryptPayload(
      new TextEncoder().encode(example.plaintext),
      fromBase64Url(example.uaPublic),
      fromBase64Url(example.authSecret),
      {
        salt: fromBase64Url(example.salt),
        sender: await exampleSender(),
      },
    );
    expect(toBase64Url(body)).toBe(example.body);
  });

  it("uses a fresh salt and sender key for each message", async () => {
    const encrypt = () =>
      encryptPayload(new TextEncoder().encode(example.plaintext), fromBase64Url(example.uaPublic), fromBase64Url(example.authSecret));
    const [first, second] = [await encrypt(), await encrypt()];
    expect(first.length).toBe(fromBase64Url(example.body).length);
    expect(toBase64Url(first.slice(0, 16))).not.toBe(toBase64Url(second.slice(0, 16)));
    expect(toBase64Url(first.slice(21, 86))).not.toBe(toBase64Url(second.slice(21, 86)));
  });

  it("refuses a message too long for one record", async () => {
    await expect(encryptPayload(new Uint8Array(5000), fromBase64Url(example.uaPublic), fromBase64Url(example.authSecret))).rejects.toThrow(
      /3993 bytes at most/,
    );
  });
});
