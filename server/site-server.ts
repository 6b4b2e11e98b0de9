/**
 * The local server behind `npm start` and the end-to-end tests: build/client as a static host
 * would serve it (clean URLs, a real 404, the `_headers` the build wrote), plus the quote outbox.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { pageCache } from "#app/seo/site-files.ts";
import { headersFor, parseHeadersFile } from "./host-headers.ts";
import { createOutbox, SEND_FORM_PATH } from "./outbox.ts";

export interface SiteServerOptions {
  /** The built site, normally build/client. */
  root: string;
  outboxPath: string;
}

/** What static hosts do by default for anything `_headers` leaves open: revalidate every time. */
const DEFAULT_CACHE_CONTROL = pageCache;

export function createSiteServer({ root, outboxPath }: SiteServerOptions) {
  const outbox = createOutbox(outboxPath);
  const notFoundPage = readFileSync(join(root, "404.html"));
  const headersPath = join(root, "_headers");
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, "utf8")) : [];
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    res.setHeader("Cache-Control", DEFAULT_CACHE_CONTROL);
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  };
  const assets = sirv(root, { etag: true, extensions: ["html"], dotfiles: false, brotli: true, gzip: true });

  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    applyHeaders(res, pathname);
    if (pathname === SEND_FORM_PATH) return void outbox.handle(req, res);
    const notFound = () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
    };
    // Host configuration and the not-found page itself are files, but not pages.
    if (/^\/(404(\.html)?|_headers|_redirects)\/?$/.test(pathname)) return notFound();
    assets(req, res, notFound);
  });
  return { server, outbox };
}
