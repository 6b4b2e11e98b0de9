/**
 * The owner's API under /api/owner (app/quote/owner-requests.ts names its paths and shapes): the list
 * of requests newest first, a request's status and note, its photos, and the storage of the phones
 * that take alerts (the push helper sends them). Every call is checked first (./owner-auth.ts).
 */
import { isRequestStatus, NOTE_MAX, PAGE_DEFAULT, PAGE_MAX, type OwnerRequestPage } from "#app/quote/owner-requests.ts";
import { isRequestId } from "../server/request-id.ts";
import type { Env } from "./env.ts";
import { ownerVerdict } from "./owner-auth.ts";
import { cursorAfter, ownerRequest, readCursor, REQUEST_COLUMNS, type RequestRow } from "./owner-rows.ts";
import { pushSubscriptions } from "./push-subscriptions.ts";
import type { WorkerSite } from "./site.ts";

const noStore = { "Cache-Control": "no-store" };
export const json = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });
const notFound = () => json({ error: "not-found" }, 404);
const methodNotAllowed = (allow: string) => new Response(null, { status: 405, headers: { Allow: allow, ...noStore } });

async function list(url: URL, env: Env, site: WorkerSite): Promise<Response> {
  const limit = Math.min(PAGE_MAX, Math.max(1, Number.parseInt(url.searchParams.get("limit") ?? "", 10) || PAGE_DEFAULT));
  const before = url.searchParams.get("before");
  const cursor = before === null ? undefined : readCursor(before);
  if (before !== null && !cursor) return json({ error: "bad-cursor" }, 400);
  const page = cursor
    ? env.DB.prepare(
        `SELECT ${REQUEST_COLUMNS} FROM quote_requests WHERE received_at < ?1 OR (received_at = ?1 AND request_id < ?2) ` +
          "ORDER BY received_at DESC, request_id DESC LIMIT ?3",
      ).bind(cursor.receivedAt, cursor.id, limit + 1)
    : env.DB.prepare(`SELECT ${REQUEST_COLUMNS} FROM quote_requests ORDER BY received_at DESC, request_id DESC LIMIT ?1`).bind(limit + 1);
  const counts = env.DB.prepare(
    "SELECT (SELECT COUNT(*) FROM quote_requests WHERE status = 'new') AS new_count, " +
      "(SELECT COUNT(*) FROM quote_requests WHERE emailed_at IS NULL) AS not_emailed",
  );
  const [rows, totals] = (await env.DB.batch([page, counts])) as unknown as [
    { results: RequestRow[] },
    { results: { new_count: number; not_emailed: number }[] },
  ];
  const shown = rows.results.slice(0, limit);
  const body: OwnerRequestPage = {
    requests: shown.map((row) => ownerRequest(row, site.services)),
    newCount: totals.results[0]?.new_count ?? 0,
    notEmailed: totals.results[0]?.not_emailed ?? 0,
    next: rows.results.length > limit ? cursorAfter(shown.at(-1)!) : null,
  };
  return json(body);
}

async function change(request: Request, id: string, env: Env, site: WorkerSite): Promise<Response> {
  const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  const errors: Record<string, string> = {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) return json({ errors: { body: "a JSON object" } }, 400);
  if ("status" in body && !isRequestStatus(body.status)) errors.status = "one of new, called, quoted, won, lost";
  if ("note" in body && (typeof body.note !== "string" || body.note.length > NOTE_MAX))
    errors.note = `text of at most ${NOTE_MAX} characters`;
  if (Object.keys(errors).length > 0) return json({ errors }, 400);
  const row = await env.DB.prepare(
    `UPDATE quote_requests SET status = COALESCE(?2, status), note = COALESCE(?3, note) WHERE request_id = ?1 RETURNING ${REQUEST_COLUMNS}`,
  )
    .bind(id, "status" in body ? body.status : null, "note" in body ? body.note : null)
    .first<RequestRow>();
  return row ? json({ request: ownerRequest(row, site.services) }) : notFound();
}

async function photo(id: string, position: number, env: Env): Promise<Response> {
  const row = await env.DB.prepare("SELECT type, bytes FROM quote_photos WHERE request_id = ?1 AND position = ?2")
    .bind(id, position)
    .first<{ type: string; bytes: ArrayBuffer | number[] }>();
  if (!row) return notFound();
  return new Response(new Uint8Array(row.bytes), { headers: { "Content-Type": row.type, "Cache-Control": "private, max-age=86400" } });
}

export async function ownerApi(request: Request, env: Env, site: WorkerSite): Promise<Response> {
  const verdict = await ownerVerdict(request, env, site.backend);
  if (verdict !== "allowed") return json(verdict, verdict.error === "signed-out" ? 401 : verdict.error === "not-allowed" ? 403 : 503);
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/owner\//, "");
  const method = request.method;
  if (path === "requests") return method === "GET" ? list(url, env, site) : methodNotAllowed("GET");
  if (path === "push-key") {
    if (method !== "GET") return methodNotAllowed("GET");
    return env.VAPID_PUBLIC_KEY ? json({ publicKey: env.VAPID_PUBLIC_KEY }) : json({ error: "push-not-set-up" }, 503);
  }
  if (path === "push-subscriptions") return pushSubscriptions(request, env);
  const match = /^requests\/([^/]+)(?:\/photos\/([1-3]))?$/.exec(path);
  const id = match?.[1] ?? ""; // a request id is a UUID: nothing in it is encoded
  if (!match || !isRequestId(id)) return notFound();
  if (match[2]) return method === "GET" ? photo(id, Number(match[2]), env) : methodNotAllowed("GET");
  return method === "PATCH" ? change(request, id, env, site) : methodNotAllowed("PATCH");
}
