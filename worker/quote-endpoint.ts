/**
 * POST /api/v1.0/email/send-form on Cloudflare: the quote form's request, answered as `npm start`'s
 * outbox answers it (server/outbox.ts), and stored in D1 before the 200. Only the checked fields are
 * kept: `to_email` and every derived field the browser sends are ignored. What the visitor typed
 * never reaches a log line; a failure is logged with the request's id alone.
 */
import { validateQuote } from "#app/quote/schema.ts";
import { readsAsBot } from "#app/quote/spam-rules.ts";
import { endpointWords } from "../server/endpoint-words.ts";
import { BAD_REQUEST_ID, isRequestId } from "../server/request-id.ts";
import type { Env, ExecutionContext } from "./env.ts";
import { secondsUntilAllowed } from "./rate-limit.ts";
import { readForm } from "./read-form.ts";
import { isStored, storeRequest } from "./store-request.ts";

/** What a 503 asks the client to wait, as the outbox asks. */
const RETRY_AFTER_SECONDS = 30;
const TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
const ok = () => text(200, "OK");

/** The same-origin rule of server/outbox-origin.ts where the host is Cloudflare's: an Origin, when sent, names this host. */
function fromOwnPages(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or nonsense
  }
}

/** What happens once a request is stored: its emails and the owner's alert (./after-stored.ts). */
export type AfterStored = (env: Env, requestId: string) => Promise<void>;

export async function quoteEndpoint(request: Request, env: Env, ctx: ExecutionContext, afterStored: AfterStored): Promise<Response> {
  if (request.method !== "POST") return text(405, endpointWords.methodNotAllowed, { Allow: "POST" });
  if (!fromOwnPages(request)) return text(403, endpointWords.foreignOrigin("quote requests"));
  if (!TYPES.test(request.headers.get("content-type") ?? "")) return text(415, endpointWords.unsupportedType("send multipart/form-data"));
  const form = await readForm(request);
  if ("status" in form) return text(form.status, form.message);
  const result = validateQuote(form.fields);
  if (!result.ok) return Response.json({ errors: result.errors }, { status: 400 });
  const requestId = form.fields["request_id"] ?? "";
  if (!isRequestId(requestId)) return text(400, BAD_REQUEST_ID);
  // A bot's request (its honeypot filled, or sent faster than a person fills the form): answered 200, kept nowhere.
  if (readsAsBot(form.fields)) return ok();
  try {
    if (await isStored(env, requestId)) return ok();
    const wait = await secondsUntilAllowed(env, request);
    if (wait !== undefined)
      return text(429, "Too Many Requests: this address has sent its quote requests for the hour. Please call us instead.", {
        "Retry-After": String(wait),
      });
    await storeRequest(env, requestId, result.data, form.photos);
  } catch (error) {
    console.error(`quote request ${requestId} not stored: ${error instanceof Error ? error.message : "unknown error"}`);
    return text(503, "Service Unavailable: the request could not be saved just now. Please try again in a minute.", {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
  ctx.waitUntil(afterStored(env, requestId));
  return ok();
}
