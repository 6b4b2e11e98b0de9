/**
 * What every handler of `npm start` and `npm run cms` does before and around its own work (issue 55):
 * a request whose address, Host or Origin cannot be read is answered 400 or 403, and a fault in a
 * handler 500 in plain words, with no path or stack in the answer and each kind logged once, so that
 * no request ends the server (`//%` did: `new URL` threw where nothing caught it).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Longer than any address of the site's (a page with its campaign tags is a few hundred characters). */
const MAX_URL_LENGTH = 4096;

/** A plain-text answer, unless one was begun; then the connection is ended, as nothing else can be said. */
export function plainAnswer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(message);
}

/**
 * The request's address as a URL on this server, or why it cannot be read: a path (origin form,
 * "/…"), not one that names another host (`//host/…`, which `new URL` reads as one), with every
 * `%` followed by two hex digits, within MAX_URL_LENGTH.
 */
function requestUrl(req: Pick<IncomingMessage, "url">): URL | { status: number; message: string } {
  const target = req.url ?? "";
  if (target.length > MAX_URL_LENGTH)
    return { status: 414, message: `URI Too Long: an address here is at most ${MAX_URL_LENGTH} characters` };
  const bad = { status: 400, message: "Bad Request: that address cannot be read" };
  if (!target.startsWith("/") || target.startsWith("//") || /%(?![0-9a-f]{2})/i.test(target)) return bad;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return bad;
  }
}

/** A name and port as a Host header gives them: a DNS name or an IPv4 address, or an IPv6 one in brackets. */
const HOST = /^(?<name>\[[0-9a-f:.]+\]|[\w](?:[\w-]*\w)?(?:\.\w(?:[\w-]*\w)?)*\.?)(?::(?<port>\d{1,5}))?$/i;

/** The Host header's name (lower case, IPv6 in brackets) and port, or undefined when it is not one. */
function hostOf(host: string | undefined): { name: string; port: number | undefined } | undefined {
  const found = host === undefined ? null : HOST.exec(host);
  if (!found?.groups) return undefined;
  const port = found.groups["port"] === undefined ? undefined : Number(found.groups["port"]);
  if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
  return { name: found.groups["name"]!.toLowerCase(), port };
}

/** The names this computer answers to on its own, and only it: a name of anyone else's resolved here (DNS rebinding) is not one. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the request names this computer by one of its loopback names and the port it came in on:
 * what a page of `npm run cms` sends. A page of another site whose name was pointed here (DNS
 * rebinding) sends its own name, and is refused.
 */
export function namesThisComputer(req: Pick<IncomingMessage, "headers" | "socket">): boolean {
  const host = hostOf(req.headers.host);
  return host !== undefined && LOOPBACK_NAMES.has(host.name) && host.port === req.socket.localPort;
}

/** The Origin header as `scheme://host[:port]`, or undefined for none; "unreadable" for `null` (a sandboxed frame, a file) and nonsense. */
export function originOf(req: Pick<IncomingMessage, "headers">): URL | "unreadable" | undefined {
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  try {
    const url = new URL(origin);
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url : "unreadable";
  } catch {
    return "unreadable";
  }
}

/** The faults already logged, by kind, so a fault that repeats on every request is one line, not one per request. */
function logOnce(label: string) {
  const told = new Set<string>();
  return (error: unknown) => {
    const kind = error instanceof Error ? `${error.name}:${(error as NodeJS.ErrnoException).code ?? ""}:${error.message}` : String(error);
    if (told.has(kind) || told.size > 100) return;
    told.add(kind);
    console.error(`${label} could not answer a request (said once; the same again is not logged):`, error);
  };
}

/** What an owner or a visitor is told of a fault: what happened, and where its reason is, with no file or line of the code. */
export const FAULT_ANSWER =
  "Internal Server Error: this server could not answer that request. The reason is in the terminal where it runs.";

/**
 * `handler`, whose faults (thrown, or its promise refused) are answered 500 in plain words and
 * logged once per kind under `label`, and whose requests with an address that cannot be read are
 * answered 400 before it is called.
 */
export function guarded(
  label: string,
  handler: (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const log = logOnce(label);
  return (req, res) => {
    const failed = (error: unknown) => {
      // A client that went away mid-request ("aborted") is no fault of the server's: nothing to say, nobody to say it to.
      if (req.socket.destroyed) return void res.destroy();
      log(error);
      plainAnswer(res, 500, FAULT_ANSWER);
    };
    try {
      const url = requestUrl(req);
      if (!(url instanceof URL)) {
        // What was sent after it is not read: the connection ends with the answer.
        return plainAnswer(res, url.status, url.message, { Connection: "close" });
      }
      // None is let be (HTTP/1.0; Node refuses an HTTP/1.1 request without one); one that is not a host is refused.
      if (req.headers.host !== undefined && hostOf(req.headers.host) === undefined)
        return plainAnswer(res, 400, "Bad Request: the Host header is not a host name", { Connection: "close" });
      void Promise.resolve(handler(req, res, url)).catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}
