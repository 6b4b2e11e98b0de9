/**
 * Who may post into the outbox and the counter: this computer's own pages. A request is taken only
 * when its Host names this server by one of its own names (localhost, 127.0.0.1, [::1], this
 * computer's name, the configured HOST, or one of its addresses; any port, since a proxy may stand
 * in front) and its Origin, when it sends one, names that same host. Browsers always send an Origin
 * with a POST, so a page of another site gets 403; and so does a page of a hostile name resolved to
 * this computer (DNS rebinding), whose Origin and Host agree but name no name of ours. Tools that
 * send no Origin (curl, scripts, the benches) are let in when they name this server (ADR 0028).
 */
import type { IncomingMessage } from "node:http";
import { hostname, networkInterfaces } from "node:os";

/** The address `npm start` listens on: HOST, or this computer only. */
export const configuredHost = (env: Record<string, string | undefined> = process.env) => env["HOST"]?.trim() || "127.0.0.1";

/** A host name as compared: lower case, no trailing dot, IPv6 without brackets, IPv4-mapped as IPv4. */
const bare = (name: string) =>
  name
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

/** Every name this server answers to, read at each request: an address may come or go (Wi-Fi). */
function ownNames(req: IncomingMessage): Set<string> {
  const machine = hostname();
  const addresses = Object.values(networkInterfaces())
    .flat()
    .map((address) => address?.address ?? "");
  const names = [
    "localhost",
    "127.0.0.1",
    "::1",
    machine,
    `${machine}.local`,
    configuredHost(),
    req.socket.localAddress ?? "",
    ...addresses,
  ];
  return new Set(names.filter(Boolean).map(bare));
}

/** The name in a Host header (`[::1]:3000` → `::1`), or undefined when it is not one. */
function nameIn(host: string): string | undefined {
  try {
    return bare(new URL(`http://${host}`).hostname);
  } catch {
    return undefined;
  }
}

export function fromOwnPages(req: IncomingMessage): boolean {
  const { origin, host } = req.headers;
  const name = host === undefined ? undefined : nameIn(host);
  if (name === undefined || !ownNames(req).has(name)) return false;
  if (origin === undefined) return true;
  try {
    // The host only: the scheme may be https in front of a proxy that speaks http to this server.
    return new URL(origin).host === host!.toLowerCase();
  } catch {
    return false; // "null" (a sandboxed frame, a file) or nonsense
  }
}
