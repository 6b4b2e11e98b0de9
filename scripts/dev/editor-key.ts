/**
 * The proof that a write comes from the editor's page `npm run cms` served (issue 55): a random key
 * made when `npm run cms` starts, written into that page only (its `local-backend-key` meta), handed
 * to its local content server in the environment (not its arguments, which `ps` shows), and sent back
 * by the page in a header on every request (admin/next/local-backend-protocol.ts). Another page on
 * this computer, even one that can send the requests (another port, a file), cannot read it: the
 * editor's page answers no other origin (no CORS), no frame shows it (frame-ancestors 'none',
 * X-Frame-Options), and a name pointed here by another site is refused (server/request-guard.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { EDITOR_KEY_HEADER } from "../../admin/next/local-backend-protocol.ts";

/** Where the local content server finds the key. */
export const EDITOR_KEY_ENV = "LOCAL_EDITOR_KEY";

/** A new key: 256 random bits. */
export const newEditorKey = () => randomBytes(32).toString("base64url");

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries `key`, compared in constant time (the digests are of one length whatever was sent). */
export function holdsEditorKey(req: Pick<IncomingMessage, "headers">, key: string): boolean {
  const sent = req.headers[EDITOR_KEY_HEADER.toLowerCase()];
  return key !== "" && typeof sent === "string" && timingSafeEqual(digest(sent), digest(key));
}

/** What a request without the key is told. */
export const NO_KEY =
  "Only the editor page npm run cms opened may change the site's files: reload the editor from the address npm run cms printed.";
