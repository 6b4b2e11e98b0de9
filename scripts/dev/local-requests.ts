/**
 * The owner's list of quote requests under `npm run cms`: the contract's /api/owner/requests
 * (app/quote/owner-requests.ts) over the local outbox the site server writes (server/outbox.ts), so
 * the editor's "Quote requests" works on this computer as on the live site. No sign-in: only the
 * editor's own page on this computer may call it (its Host one of this computer's names, its Origin,
 * when sent, that same page, and no other site's page by the browser's Sec-Fetch-Site).
 *
 * - The list: the outbox's lines, newest first, in pages with a cursor; every derived field (the
 *   labels, the suburb, the number a tap dials, the emergency) worked out here from the stored
 *   checked fields (app/quote/email-variables.ts), never from what the browser sent beside them.
 *   "Emailed" means the outbox wrote the emails' previews (server/outbox-emails.ts).
 * - A status and a note: appended to a file beside the outbox (`quote-outbox-status.jsonl`), on disk
 *   before the answer (server/durable-files.ts); the last line for a request wins.
 * - A photo: the bytes the outbox kept, with their real type.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join, resolve, sep } from "node:path";
import { emailVariables } from "#app/quote/email-variables.ts";
import type { QuoteValues } from "#app/quote/field-specs.ts";
import {
  isRequestStatus,
  NOTE_MAX,
  PAGE_DEFAULT,
  PAGE_MAX,
  requestStatuses,
  type OwnerApiRefusal,
  type OwnerRequest,
  type OwnerRequestPage,
  type RequestChange,
  type RequestStatus,
} from "#app/quote/owner-requests.ts";
import { appendLinesDurably, realFs, syncFolder } from "../../server/durable-files.ts";
import { imageTypeOf } from "../../server/image-type.ts";
import { readBody } from "../../server/request-body.ts";
import { holdsEditorKey } from "./editor-key.ts";

type Route = (req: IncomingMessage, res: ServerResponse) => void;
type Option = { value: string; label: string };

const API = "/api/owner/requests";
/** /api/owner/requests, /api/owner/requests/<id>, /api/owner/requests/<id>/photos/<n>. */
const ROUTE = /^\/api\/owner\/requests(?:\/([^/]+)(?:\/photos\/([1-3]))?)?$/;
/** This computer's names for the site server, which listens on 127.0.0.1 only. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;
const photoTypes = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** An outbox line as server/outbox.ts writes it: the checked fields, what the browser sent beside them, the photos' paths. */
type StoredLine = Record<string, unknown> & { request_id: string; receivedAt: string };
/** What the owner set, as kept in the status file. */
interface Kept {
  status: RequestStatus;
  note: string;
}
interface StatusLine extends Kept {
  id: string;
  at: string;
}

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

/** The whole lines of a JSON-lines file that parse, each to what `take` makes of it (undefined: skipped); none when there is no file. */
async function linesOf<Line>(path: string, take: (value: unknown) => Line | undefined): Promise<Line[]> {
  const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  // The last piece has no newline yet while a line is being written: not a line.
  return text
    .split("\n")
    .slice(0, -1)
    .flatMap((line) => {
      try {
        const taken = take(JSON.parse(line));
        return taken === undefined ? [] : [taken];
      } catch {
        return [];
      }
    });
}

/** A file read again only when it changed (10,000 requests are 10 MB of lines: parsed once, not at each page). */
function cachedLines<Line>(path: string, take: (value: unknown) => Line | undefined) {
  let cached: { key: string; lines: Promise<Line[]> } | undefined;
  return async () => {
    const info = await stat(path).catch(() => undefined);
    const key = info ? `${info.size}:${info.mtimeMs}` : "none";
    if (cached?.key !== key) cached = { key, lines: linesOf(path, take) };
    return { key, lines: await cached.lines };
  };
}

/** Where a request sits in the list, newest first: its time (ISO 8601, all one length), then its id; the cursor of the page it ends. */
const cursorOf = (request: OwnerRequest) => `${request.receivedAt}|${request.id}`;

const text = (value: unknown) => (typeof value === "string" ? value : "");

const storedLine = (value: unknown): StoredLine | undefined =>
  value &&
  typeof value === "object" &&
  typeof (value as StoredLine).request_id === "string" &&
  typeof (value as StoredLine).receivedAt === "string"
    ? (value as StoredLine)
    : undefined;

const statusLine = (value: unknown): StatusLine | undefined => {
  const line = value as Partial<StatusLine> | null;
  return line && typeof line.id === "string" && isRequestStatus(line.status) && typeof line.note === "string"
    ? (line as StatusLine)
    : undefined;
};

/** The photos a line names, as paths relative to the outbox's folder. */
const photosOf = (line: StoredLine) =>
  Array.isArray(line.photos) ? line.photos.filter((photo): photo is string => typeof photo === "string") : [];

/** The services' names as the quote form offers them, from content/services as it is now; none when it cannot be read. */
async function contentServiceOptions(): Promise<readonly Option[]> {
  try {
    const { quoteServiceOptions } = await import("#app/content/content-files.server.ts");
    return quoteServiceOptions();
  } catch {
    return [];
  }
}

/** A stored request as the owner reads it: its derived fields worked out from its checked fields, with what the owner set. */
function ownerRequest(line: StoredLine, kept: Kept | undefined, labels: Map<string, string>, isEmailed: boolean): OwnerRequest {
  const values: QuoteValues = {
    firstName: text(line.firstName),
    lastName: text(line.lastName),
    phone: text(line.phone),
    email: text(line.email),
    address: text(line.address),
    service: text(line.service),
    urgency: text(line.urgency),
    message: text(line.message),
  };
  const photoCount = photosOf(line).length;
  const derived = emailVariables(values, photoCount);
  return {
    id: line.request_id,
    receivedAt: line.receivedAt,
    ...values,
    phoneDial: derived.phone_dial,
    locality: derived.locality,
    serviceLabel: labels.get(values.service) ?? derived.service_label,
    urgencyLabel: derived.urgency_label,
    emergency: derived.emergency !== "",
    photoCount,
    status: kept?.status ?? "new",
    note: kept?.note ?? "",
    emailed: isEmailed,
  };
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
  const folder = dirname(outboxPath);
  const name = basename(outboxPath, ".jsonl");
  const statusPath = join(folder, `${name}-status.jsonl`);
  const emailsRoot = join(folder, `${name}-emails`);
  const photosRoot = join(folder, `${name}-photos`);
  const storedLines = cachedLines(outboxPath, storedLine);
  const statusLines = cachedLines(statusPath, statusLine);
  /** Once written, an email's preview stays: asked of the disk only until it is there, and only for the requests with a folder there. */
  const emailed = new Set<string>();
  async function emailedNow() {
    const folders = new Set(await readdir(emailsRoot).catch(() => []));
    const isEmailed = (id: string) =>
      emailed.has(id) || (folders.has(id) && existsSync(join(emailsRoot, id, "owner.html")) && !!emailed.add(id));
    return { folders: folders.size, isEmailed };
  }
  /** The list as last worked out, and from what: 10,000 requests are worked out again only when something they come from changed. */
  let worked: { from: string; requests: OwnerRequest[] } | undefined;

  /** Every request, newest first, with what the owner set; the first line of an id (the outbox stores one). */
  async function everyRequest(): Promise<OwnerRequest[]> {
    const [stored, statuses, options, emails] = await Promise.all([storedLines(), statusLines(), serviceOptions(), emailedNow()]);
    const from = JSON.stringify([stored.key, statuses.key, options, emails.folders, emailed.size]);
    if (worked?.from === from) return worked.requests;
    const { lines } = stored;
    const { isEmailed } = emails;
    const kept = new Map(statuses.lines.map((line) => [line.id, line]));
    const labels = new Map(options.map((option) => [option.value, option.label]));
    const seen = new Set<string>();
    const requests: OwnerRequest[] = [];
    for (const line of lines) {
      if (seen.has(line.request_id)) continue;
      seen.add(line.request_id);
      requests.push(ownerRequest(line, kept.get(line.request_id), labels, isEmailed(line.request_id)));
    }
    const keyed = requests.map((request) => ({ key: cursorOf(request), request }));
    worked = { from, requests: keyed.toSorted((a, b) => (a.key < b.key ? 1 : -1)).map(({ request }) => request) };
    return worked.requests;
  }

  async function list(url: URL): Promise<OwnerRequestPage> {
    const all = await everyRequest();
    const asked = Number.parseInt(url.searchParams.get("limit") ?? "", 10);
    const limit = Number.isNaN(asked) ? PAGE_DEFAULT : Math.min(Math.max(asked, 1), PAGE_MAX);
    const before = url.searchParams.get("before");
    // The cursor is the last request of the page before: its time and id, which order the list.
    const start = before ? all.findIndex((request) => cursorOf(request) < before) : 0;
    const requests = start < 0 ? [] : all.slice(start, start + limit);
    const last = requests.at(-1);
    const more = start >= 0 && start + limit < all.length;
    return {
      requests,
      newCount: all.filter((request) => request.status === "new").length,
      notEmailed: all.filter((request) => !request.emailed).length,
      next: more && last ? cursorOf(last) : null,
    };
  }

  let writing: Promise<unknown> = Promise.resolve();
  /** Appends the owner's change, flushed (the file's name too, when it is new), one write at a time. */
  function keep(line: StatusLine): Promise<void> {
    const written = writing.then(async () => {
      const { wasEmpty } = await appendLinesDurably(realFs, statusPath, `${JSON.stringify(line)}\n`);
      if (wasEmpty) await syncFolder(realFs, folder);
    });
    writing = written.catch(() => undefined);
    return written;
  }

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
    await keep(kept);
    send(res, 200, { request: { ...request, status: kept.status, note: kept.note } });
  }

  async function photo(res: ServerResponse, id: string, position: number) {
    const line = (await storedLines()).lines.find((each) => each.request_id === id);
    const path = line && photosOf(line)[position - 1];
    const file = path === undefined ? undefined : resolve(folder, path);
    // Only the outbox's photos: a line edited by hand cannot name another file.
    const bytes = file?.startsWith(photosRoot + sep) ? await readFile(file).catch(() => undefined) : undefined;
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
    if (url.pathname === API && req.method === "GET") return send(res, 200, await list(url));
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
 * `routes` (the site server's answers by exact path, `npm run cms`'s) with the owner's list added:
 * its paths carry a request's id, so they are matched by pattern, the rest as before.
 */
export function withOwnerRequests(routes: Record<string, Route>, options: LocalRequestsOptions): Record<string, Route> {
  const { answer } = localRequests(options);
  return new Proxy(routes, {
    get: (target, key, receiver) =>
      typeof key === "string" && ROUTE.test(key) && !Object.hasOwn(target, key) ? answer : Reflect.get(target, key, receiver),
  });
}
