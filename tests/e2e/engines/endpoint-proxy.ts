/**
 * A proxy in front of the local server that a test controls: it passes every request through, and
 * while the quote endpoint is "cut" it drops each connection to /api/ without an answer, as a dead
 * mobile connection does. Firefox's and WebKit's drivers cannot take a page, and its service
 * worker, offline; this makes the endpoint unreachable in every engine the same way. While the
 * endpoint "refuses", a quote request is answered 403, as the outbox answers a request it will not
 * take and EmailJS one past the month's quota: final, not worth retrying.
 */
import { createServer, request as forward, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { paths } from "#app/site/paths.ts";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";

export interface EndpointProxy {
  /** The site's origin as the browser sees it. */
  origin: string;
  /** Drop connections to the quote endpoint (true) or pass them (false). */
  cut(value: boolean): void;
  /** Answer quote requests 403 (true), or pass them (false). */
  refuse(value: boolean): void;
  /** Paths requested so far, in order (for waiting on a service worker's fetch). */
  requested: string[];
  close(): Promise<void>;
}

/**
 * `asChrome`: say the tests' headless Chromium is the Chrome it stands in for, since npm start's
 * counter drops a headless browser's events as a bot's (server/count-receiver.ts).
 */
export async function startEndpointProxy(target: string, { asChrome = false } = {}): Promise<EndpointProxy> {
  const upstream = new URL(target);
  let endpointCut = false;
  let quotesRefused = false;
  const requested: string[] = [];

  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = req.url ?? "/";
    requested.push(path);
    if (endpointCut && path.startsWith(paths.api)) {
      req.socket.destroy();
      return;
    }
    if (quotesRefused && path === SEND_FORM_PATH) {
      req.resume();
      res.writeHead(403, { "content-type": "text/plain" }).end("Forbidden");
      return;
    }
    const agent = req.headers["user-agent"] ?? "";
    const headers = asChrome ? { ...req.headers, "user-agent": agent.replace("HeadlessChrome", "Chrome") } : req.headers;
    const outgoing = forward(
      // The browser's Host kept, as a proxy in front of a site passes it: the outbox takes a post only from pages of the host it was sent to.
      { hostname: upstream.hostname, port: upstream.port, path, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => res.destroy());
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    // A loopback address is a secure context, so the service worker runs, in every engine.
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: (value) => void (endpointCut = value),
    refuse: (value) => void (quotesRefused = value),
    requested,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
