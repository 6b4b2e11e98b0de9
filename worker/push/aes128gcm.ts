/**
 * A push message's body encrypted for one subscription (RFC 8291, "aes128gcm" content coding of
 * RFC 8188): an ephemeral ECDH P-256 key agreed with the browser's key (p256dh), mixed with its
 * auth secret by HKDF, then one AES-128-GCM record. WebCrypto only, so it runs on workerd and Node.
 */
import { concat, textBytes } from "./base64url.ts";

type Bytes = Uint8Array<ArrayBuffer>;

/** The record size the header names: one record holds the whole message. */
const RECORD_SIZE = 4096;
/** The 86 bytes before the ciphertext: salt, record size, key id length, the sender's public key. */
const HEADER_BYTES = 16 + 4 + 1 + 65;
/** A GCM tag, and the last record's padding delimiter (RFC 8188 §2). */
const TAG_BYTES = 16;
const LAST_RECORD = 0x02;

const P256 = { name: "ECDH", namedCurve: "P-256" } as const;

async function hkdf(ikm: Bytes, salt: Bytes, info: Bytes, bytes: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** The most a message can hold: push services take a body of 4096 bytes (RFC 8030 §7.2), header included. */
const MAX_PLAINTEXT = RECORD_SIZE - HEADER_BYTES - TAG_BYTES - 1;

export interface EncryptOptions {
  /** Given by RFC 8291's worked example; otherwise fresh for each message, as they must be. */
  salt?: Bytes;
  sender?: CryptoKeyPair;
}

/**
 * The body of a push message (header and one record) carrying `plaintext` to the browser whose
 * subscription has public key `uaPublic` (65 bytes, uncompressed) and `authSecret` (16 bytes).
 */
export async function encryptPayload(
  plaintext: Uint8Array,
  uaPublic: Bytes,
  authSecret: Bytes,
  options: EncryptOptions = {},
): Promise<Bytes> {
  if (plaintext.length > MAX_PLAINTEXT) throw new Error(`a push message holds ${MAX_PLAINTEXT} bytes at most`);
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const sender = options.sender ?? ((await crypto.subtle.generateKey(P256, true, ["deriveBits"])) as CryptoKeyPair);
  const asPublic = new Uint8Array(await crypto.subtle.exportKey("raw", sender.publicKey));
  const browserKey = await crypto.subtle.importKey("raw", uaPublic, P256, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: browserKey }, sender.privateKey, 256));
  // RFC 8291 §3.4: the auth secret and both public keys bind the key to this subscription.
  const keyInfo = concat(textBytes("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(ecdhSecret, authSecret, keyInfo, 32);
  // RFC 8188 §2.2 and §2.3: the content encryption key and the nonce (one record: sequence number 0).
  const cek = await hkdf(ikm, salt, textBytes("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(ikm, salt, textBytes("Content-Encoding: nonce\0"), 12);
  const aesKey = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const record = concat(plaintext, Uint8Array.of(LAST_RECORD));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce, tagLength: 128 }, aesKey, record));
  const header = new Uint8Array(HEADER_BYTES);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, ciphertext);
}
