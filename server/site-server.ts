/**
 * The local server behind `npm start` and the end-to-end tests: build/client as a static host
 * serves it (pages at their slash-less URLs from `services.html`, the other spelling redirected
 * once, a real 404, the `_headers` the build wrote, compression), plus the quote outbox.
 */
import compression from "compression";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { constants } from "node:zlib";
import sirv from "sirv";
import { pageCache } from "#app/seo/site-files.ts";
import { htmlFileFor } from "../scripts/page-files.ts";
import { headersFor, parseHeadersFile } from "./host-headers.ts";
import { createOutbox, SEND_FORM_PATH } from "./outbox.ts";

export interface SiteServerOptions {
  /** The built site, normally build/client. */
  root: string;
  outboxPath: string;
}

/** Files that exist in the build but are not part of the site: host configuration and the 404 page's own name. */
const NOT_SERVED = /^\/(404(\.html)?|_headers)$/;

/**
 * Compressed on the fly like a CDN does (brotli quality 5, gzip 6: the middle settings hosts use
 * for text), so the build carries no precompressed copies that real hosts would upload for nothing.
 */
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, level: 6 }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

export function createSiteServer({ root, outboxPath }: SiteServerOptions) {
  const outbox = createOutbox(outboxPath);
  const notFoundPage = readFileSync(join(root, "404.html"));
  const headersPath = join(root, "_headers");
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, "utf8")) : [];
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    // What Netlify and Cloudflare Pages send for a file no rule names.
    res.setHeader("Cache-Control", pageCache);
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  };
  const assets = sirv(root, { etag: true, extensions: ["html"], dotfiles: false });
  const isPage = (path: string) => existsSync(join(root, htmlFileFor(path)));

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const { pathname } = url;
    applyHeaders(res, pathname);
    if (pathname === SEND_FORM_PATH) return void outbox.handle(req, res);
    compress(req, res, () => {
      const notFound = () => {
        res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": pageCache });
        res.end(req.method === "HEAD" ? undefined : notFoundPage);
      };
      if (NOT_SERVED.test(pathname)) return notFound();
      // The page's URL has no trailing slash: the other spelling is sent there once, as Cloudflare and Netlify do.
      if (pathname.length > 1 && pathname.endsWith("/")) {
        const canonical = pathname.replace(/\/+$/, "");
        if (!isPage(canonical)) return notFound();
        res.writeHead(301, { Location: `${canonical}${url.search}` });
        return void res.end();
      }
      assets(req, res, notFound);
    });
  });
  return { server, outbox };
}
