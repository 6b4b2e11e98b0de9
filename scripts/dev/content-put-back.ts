/**
 * "Put back" for `npm run cms` (what it offers, and what "published" is: ./content-restore.ts): a
 * content file written back as last published, beside itself and renamed, never written over, so a
 * full disk leaves the file whole; the editor is told so in plain words, and `npm run cms` goes on.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { realFs, type OutboxFs } from "../../server/durable-files.ts";
import { readBody } from "../../server/request-body.ts";
import { originOf, plainAnswer } from "../../server/request-guard.ts";
import { linkOnTheWay } from "./content-paths.ts";
import type { PublishedContent } from "./content-restore.ts";
import { holdsEditorKey, NO_KEY } from "./editor-key.ts";
import { replaceDurably } from "./publish-journal.ts";

/** What a put back came to: its status and what the editor is told. */
export interface PutBack {
  status: number;
  said: string;
}

const NO_ROOM = new Set(["ENOSPC", "EDQUOT"]);

/**
 * Puts `file` back as last published: written beside itself and renamed (./publish-journal.ts). 404
 * (nothing written) for a file that is not published content, or has a link on its way; 507 on a
 * full disk, the file as it was and nothing left beside it. Another fault is thrown, for the site
 * server to answer 500 in plain words (server/request-guard.ts).
 */
export async function restore(root: string, published: PublishedContent, file: string, fs: OutboxFs = realFs): Promise<PutBack> {
  const version = published.version(file);
  if (version === undefined || linkOnTheWay(root, file) !== undefined)
    return { status: 404, said: "That file has no published version to restore." };
  try {
    await replaceDurably(fs, join(root, file), version.text);
  } catch (error) {
    if (!NO_ROOM.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
    return {
      status: 507,
      said: "Not put back: this computer's disk is full. The file is as it was: make some room (empty the bin, remove large files you do not need), then press the button again.",
    };
  }
  return { status: 200, said: "Restored" };
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The restore endpoint: a POST of `{ "file": "content/…" }` from the editor page `npm run cms`
 * served: from this computer, its Origin this server's (the site server has checked its Host:
 * server/request-guard.ts), with the page's key (./editor-key.ts). A page of another site, or of
 * another port, cannot use it. A full disk is said in plain words; another fault is answered 500 by
 * the site server, which goes on.
 */
export function restoreRoute(root: string, published: PublishedContent, key: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const answer = (status: number, message: string) => plainAnswer(res, status, message);
    if (req.method !== "POST") return answer(405, "POST only");
    const origin = originOf(req);
    const sameOrigin = origin instanceof URL && origin.host === req.headers.host;
    if (!loopback.has(req.socket.remoteAddress ?? "") || !sameOrigin)
      return answer(403, "Only the editor on this computer may restore a file.");
    if (!holdsEditorKey(req, key)) return answer(403, NO_KEY);
    const body = await readBody(req, 4096);
    let file: unknown;
    try {
      file = body === "too large" ? undefined : (JSON.parse(body) as { file?: unknown } | null)?.file;
    } catch {
      // answered below
    }
    if (typeof file !== "string") return answer(400, 'Send { "file": "content/…" }');
    const { status, said } = await restore(root, published, file);
    answer(status, said);
  };
}
