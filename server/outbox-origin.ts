/**
 * Who may post into the outbox: the site's own pages, whose requests carry an Origin naming the
 * host they were sent to, and tools that send no Origin at all (curl, scripts, the benches), since
 * browsers always send one with a POST. A page on any other site gets 403: otherwise every site
 * the owner visits while `npm start` runs could fill the outbox (ADR 0028).
 */
import type { IncomingMessage } from "node:http";

export function fromOwnPages(req: IncomingMessage): boolean {
  const { origin, host } = req.headers;
  if (origin === undefined) return true;
  try {
    // The host only: the scheme may be https in front of a proxy that speaks http to this server.
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // "null" (a sandboxed frame, a file) or nonsense
  }
}
