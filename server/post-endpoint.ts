/**
 * A POST endpoint of `npm start`'s server, as the two the pages post to (the outbox,
 * server/outbox.ts, and the counter, server/count-receiver.ts) are made: the checks made before a
 * byte of the body is read, and how a reply is written once whatever went wrong has become one.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { endpointWords } from "./endpoint-words.ts";
import { fromOwnPages } from "./outbox-origin.ts";

export type Reply = { status: number; body: string; type?: string; headers?: Record<string, string> };

export const textReply = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: message,
  type: "text/plain; charset=utf-8",
  ...(headers && { headers }),
});

interface Accepted {
  /** What the endpoint takes, for the 403: "quote requests". */
  what: string;
  /** The Content-Types it reads, and what the 415 asks for instead. */
  types: RegExp;
  unsupported: string;
}

/** A POST from this site's own pages, in a type the endpoint reads; else its refusal. */
function refusedBeforeReading(req: IncomingMessage, { what, types, unsupported }: Accepted): Reply | undefined {
  if (req.method !== "POST") return textReply(405, endpointWords.methodNotAllowed, { Allow: "POST" });
  if (!fromOwnPages(req)) return textReply(403, endpointWords.foreignOrigin(what));
  if (!types.test(req.headers["content-type"] ?? "")) return textReply(415, endpointWords.unsupportedType(unsupported));
  return undefined;
}

const internalError = textReply(500, "Internal Server Error");

/**
 * The endpoint's handler: refuses what it does not take before reading, else writes `reply`'s
 * answer, or a 500 for an error (`failed` logs it, or answers it otherwise). What the client sent
 * and was not read is drained, so the socket is freed.
 */
export function postEndpoint(
  accepted: Accepted,
  reply: (req: IncomingMessage) => Promise<Reply>,
  failed: (error: unknown) => Reply | void,
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const { status, body, type, headers } = await Promise.resolve()
      .then(() => refusedBeforeReading(req, accepted) ?? reply(req))
      .catch((error: unknown) => failed(error) ?? internalError);
    if (!req.complete) req.resume();
    res.writeHead(status, { "Content-Type": type ?? "text/plain", ...headers });
    res.end(body);
  };
}
