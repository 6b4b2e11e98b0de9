/**
 * The owner's list of quote requests under `npm run cms`: the contract's /api/owner/requests
 * (app/quote/owner-requests.ts) over the local outbox the site server writes (server/outbox.ts), so
 * the editor's "Quote requests" works on this computer as on the live site. No sign-in: only the
 * editor's own page on this computer may call it (its Host one of this computer's names, its Origin,
 * when sent, that same page, and no other site's page by the browser's Sec-Fetch-Site).
 *
 * - The list: the outbox's lines, newest first, in pages with a cursor, each derived field worked out
 *   from the stored checked fields, never from what the browser sent beside them
 *   (./local-request-rows.ts). "Emailed" means the outbox wrote the emails' previews
 *   (server/outbox-emails.ts).
 * - A status and a note: appended to a file beside the outbox (`quote-outbox-status.jsonl`), on disk
 *   before the answer (./local-outbox-lines.ts); the last line for a request wins.
 * - A photo: the bytes the outbox kept, with their real type.
 *
 * This module is the HTTP side: who may ask, and the answers.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve, sep } from "node:path";
import {
  isRequestStatus,
  NOTE_MAX,
  ownerApi,
  requestStatuses,
  type OwnerApiRefusal,
  type RequestChange,
} from "#app/quote/owner-requests.ts";
import { imageTypeOf } from "../../server/image-type.ts";
import { readBody } from "../../server/request-body.ts";
import { holdsEditorKey } from "./editor-key.ts";
import type { Route } from "../../server/site-routes.ts";
import { localOutboxFiles, photosOf, type StatusLine } from "./local-outbox-lines.ts";
import { contentServiceOptions, everyRequestOf, requestPage, type Option } from "./local-request-rows.ts";

const API = "/api/owner/requests";
/** /api/owner/requests, /api/owner/requests/<id>, /api/owner/requests/<id>/photos/<n>. */
const ROUTE = /^\/api\/owner\/requests(?:\/([^/]+)(?:\/photos\/([1-3]))?)?$/;
/** This computer's names for the site server, which listens on 127.0.0.1 only. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;
const photoTypes = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** Whether the page asking is the editor's own on this computer. */
function fromEditorPage(req: IncomingMessage) {
  const host = req.headers.host ?? "";
  if (!LOCAL_HOST.test(host)) return false;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return false;
  // An <img> or a link of another site's page sends no Origin on a GET: the browser still says where it came from.
  const site = req.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

export interface LocalRequestsOptions {
  /** The outbox the site server writes (server/local-files.ts). */
  outboxPath: string;
  /** The services' names by value: content/services' unless given (tests). */
  serviceOptions?: () => Promise<readonly Option[]>;
  /** The key `npm run cms` wrote into the editor's page (./editor-key.ts): the list holds customers' details, so only that page reads it. */
  editorKey: string;
}

/** The owner's API over the outbox at `outboxPath`: `answer` serves any path `ROUTE` matches. */
function localRequests({ outboxPath, serviceOptions = contentServiceOptions, editorKey }: LocalRequestsOptions) {
  const files = localOutboxFiles(outboxPath);
  const everyRequest = everyRequestOf(files, serviceOptions);

  async function change(req: IncomingMessage, res: ServerResponse, id: string) {
    // JSON only: another site's page cannot send it without asking first, and is refused above.
    if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) return send(res, 415, { error: "send JSON" });
    const body = await readBody(req, 64 * 1024);
    let asked: RequestChange | undefined;
    try {
      asked = body === "too large" ? undefined : (JSON.parse(body) as RequestChange);
    } catch {
      asked = undefined;
    }
    const { status, note } = asked && typeof asked === "object" ? asked : ({} as RequestChange);
    const statusOk = status === undefined || isRequestStatus(status);
    const noteOk = note === undefined || (typeof note === "string" && note.length <= NOTE_MAX);
    if (!asked || !statusOk || !noteOk || (status === undefined && note === undefined))
      return send(res, 400, { error: `a status (${requestStatuses.join(", ")}) or a note of at most ${NOTE_MAX} characters` });
    const request = (await everyRequest()).find((each) => each.id === id);
    if (!request) return send(res, 404, { error: "not-found" });
    const kept: StatusLine = { id, status: status ?? request.status, note: note ?? request.note, at: new Date().toISOString() };
    await files.keep(kept);
    send(res, 200, { request: { ...request, status: kept.status, note: kept.note } });
  }

  async function photo(res: ServerResponse, id: string, position: number) {
    const line = (await files.storedLines()).lines.find((each) => each.request_id === id);
    const path = line && photosOf(line)[position - 1];
    const file = path === undefined ? undefined : resolve(files.folder, path);
    // Only the outbox's photos: a line edited by hand cannot name another file.
    const bytes = file?.startsWith(files.photosRoot + sep) ? await readFile(file).catch(() => undefined) : undefined;
    const type = bytes && imageTypeOf(bytes);
    if (!bytes || !type) return send(res, 404, { error: "not-found" });
    res.writeHead(200, { "Content-Type": photoTypes[type], "Content-Length": bytes.length, "Cache-Control": "private, no-store" });
    res.end(bytes);
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    if (!fromEditorPage(req) || !holdsEditorKey(req, editorKey)) return send(res, 403, { error: "not-allowed" } satisfies OwnerApiRefusal);
    const url = new URL(req.url ?? "/", "http://localhost");
    const [, rawId, position] = ROUTE.exec(url.pathname) ?? [];
    const id = rawId === undefined ? undefined : decodeURIComponent(rawId);
    if (url.pathname === API && req.method === "GET") return send(res, 200, requestPage(await everyRequest(), url));
    if (id !== undefined && position === undefined && req.method === "PATCH") return change(req, res, id);
    if (id !== undefined && position !== undefined && req.method === "GET") return photo(res, id, Number(position));
    send(res, ROUTE.test(url.pathname) ? 405 : 404, { error: "no such action" });
  }

  return {
    answer: ((req, res) =>
      void answer(req, res).catch((error: unknown) => {
        console.error("The owner's list of quote requests could not answer:", error);
        if (!res.headersSent) send(res, 500, { error: "error" });
      })) as Route,
  };
}

/**
 * `routes` (the site server's answers by path, `npm run cms`'s) with the owner's list added: its
 * paths carry a request's id, so its own are named by prefix ("/…/*", server/site-server.ts).
 */
export function withOwnerRequests(routes: Record<string, Route>, options: LocalRequestsOptions): Record<string, Route> {
  const { answer } = localRequests(options);
  return { ...routes, [ownerApi.requests]: answer, [`${ownerApi.requests}/*`]: answer };
}
