/**
 * The local server behind `npm start` and the end-to-end tests: build/client as a static host
 * would serve it (clean URLs, a real 404), plus the quote outbox.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { createOutbox, SEND_FORM_PATH } from "./outbox.ts";

export interface SiteServerOptions {
  /** The built site, normally build/client. */
  root: string;
  outboxPath: string;
}

/** Hashed build assets never change under the same name; pages must be revalidated. */
const cacheControl = (pathname: string) =>
  pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";

export function createSiteServer({ root, outboxPath }: SiteServerOptions) {
  const outbox = createOutbox(outboxPath);
  const notFoundPage = readFileSync(join(root, "404.html"));
  const assets = sirv(root, {
    etag: true,
    extensions: ["html"],
    setHeaders: (res, pathname) => res.setHeader("Cache-Control", cacheControl(pathname)),
  });

  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname === SEND_FORM_PATH) return void outbox.handle(req, res);
    const notFound = () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl(pathname) });
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
    };
    // The not-found page is a file, but not a page: asking for it by name is a miss too.
    if (/^\/404(\.html)?\/?$/.test(pathname)) return notFound();
    assets(req, res, notFound);
  });
  return { server, outbox };
}
