/**
 * The local server behind `npm start`, `npm run cms` and the end-to-end tests: build/client as a
 * static host serves it (pages at their slash-less URLs from `services.html`, the other spelling
 * redirected once, a real 404, the `_headers` the build wrote, the moved addresses of its
 * `_redirects`, compression), plus the quote outbox and the counter.
 *
 * It never goes dark while the site is rebuilt: it reads each file when it is asked for, and the
 * 404 page and the headers again whenever the folder is a new one (a build replaces the whole
 * folder, scripts/build/build.ts). In the moment between the old folder leaving and the new one
 * arriving, a request waits for it instead of failing.
 */
import compression from "compression";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { constants } from "node:zlib";
import serveStatic from "serve-static";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { paths } from "#app/site/paths.ts";
import { pageCache } from "#app/hosting/headers.ts";
import { htmlFileFor } from "#app/hosting/html-files.ts";
import { parseRedirectsFile } from "#app/hosting/redirects.ts";
import { headersFor, parseHeadersFile, type HeaderRule } from "./host-headers.ts";
import { routeOf, type Route } from "./site-routes.ts";
import { guarded, namesThisComputer, plainAnswer } from "./request-guard.ts";
import { createCounter, countsPathBeside } from "./count-receiver.ts";
import { createOutbox, SEND_FORM_PATH } from "./outbox.ts";

export interface SiteServerOptions {
  /** The built site, normally build/client. */
  root: string;
  outboxPath: string;
  /** Where the counter writes (docs/decisions/0031); beside the outbox unless given. */
  countsPath?: string;
  /** Extra answers by path, tried first (`npm run cms`: the editor, and the build's status for it). */
  routes?: Record<string, Route>;
  /** What a visitor is told while there is no built site at all (a first build that failed). */
  noSiteMessage?: () => string;
  /**
   * content/media, for `npm run cms`: the editor shows a saved photo from its public path,
   * /media/<file>, where the built site has only the sizes made of it; the original is served there.
   */
  originals?: string;
  /** What this server is, named to a second server on the same outbox ("npm start on http://localhost:3000"). */
  writer?: string;
  /** The build's email templates, for `npm start` to write beside each request the emails EmailJS would send (server/outbox-emails.ts). */
  emailTemplates?: string;
}

/** Files that exist in the build but are not part of the site: host configuration and the 404 page's own name. */
const NOT_SERVED = /^\/(404(\.html)?|_headers|_redirects)$/;
/** How long a request waits for a folder being replaced: far longer than two renames take. */
const SWAP_WAIT_MS = 2000;

/**
 * Compressed on the fly like a CDN does (brotli quality 5, gzip 6: the middle settings hosts use
 * for text), so the build carries no precompressed copies that real hosts would upload for nothing.
 */
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, level: 6 }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

/** One built folder as served: its identity, its 404 page, its header rules and its moved addresses. */
interface BuiltSite {
  folder: string;
  notFoundPage: Buffer;
  rules: HeaderRule[];
  moved: Map<string, string>;
}

export function createSiteServer({
  root,
  outboxPath,
  countsPath,
  routes = {},
  noSiteMessage,
  originals,
  writer,
  emailTemplates,
}: SiteServerOptions) {
  const outbox = createOutbox(outboxPath, { writer, emailTemplates });
  const isPage = (path: string) => existsSync(join(root, htmlFileFor(path)));
  const counter = createCounter(countsPath ?? countsPathBeside(outboxPath), { isPage: (path) => !NOT_SERVED.test(path) && isPage(path) });
  // Each file read when asked for; the Cache-Control header is ours (from _headers), not the library's.
  const files = serveStatic(root, { index: ["index.html"], redirect: false, dotfiles: "ignore", cacheControl: false, fallthrough: true });
  const originalFiles = originals && serveStatic(originals, { index: false, redirect: false, dotfiles: "ignore", fallthrough: true });

  let site: BuiltSite | undefined;
  /** The site in the folder now, read again when the folder is a new one; undefined while there is none. */
  function currentSite(): BuiltSite | undefined {
    try {
      // A new folder may be given the number of one just removed: its change time tells them apart.
      const { ino, ctimeMs } = statSync(root);
      const folder = `${ino}:${ctimeMs}`;
      if (site?.folder !== folder) {
        const headersPath = join(root, "_headers");
        const redirectsPath = join(root, "_redirects");
        const moves = existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, "utf8")) : [];
        site = {
          folder,
          notFoundPage: readFileSync(join(root, "404.html")),
          rules: existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, "utf8")) : [],
          moved: new Map(moves.map(({ from, to }) => [from, to])),
        };
      }
      return site;
    } catch {
      return undefined; // no folder, or one still arriving
    }
  }

  async function siteWhenThere(): Promise<BuiltSite | undefined> {
    for (let waited = 0; waited < SWAP_WAIT_MS; waited += 50) {
      const there = currentSite();
      if (there) return there;
      await sleep(50);
    }
    return currentSite();
  }

  function noSite(res: ServerResponse) {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "10", "Cache-Control": "no-store" });
    res.end(noSiteMessage?.() ?? "The site has not been built yet. Run npm run build, then reload this page.");
  }

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL, built: BuiltSite): Promise<void> {
    const { pathname } = url;
    // What Netlify and Cloudflare Pages send for a file no rule names, then the rules' own.
    res.setHeader("Cache-Control", pageCache);
    for (const [name, value] of headersFor(built.rules, pathname)) res.setHeader(name, value);
    if (pathname === SEND_FORM_PATH) return void outbox.handle(req, res);
    if (pathname === COUNT_EVENT_PATH) return void counter.handle(req, res);

    const notFound = async (): Promise<void> => {
      // The folder went while this request was on its way: answer from the new one.
      if (currentSite()?.folder !== built.folder) {
        const next = await siteWhenThere();
        if (next) return serve(req, res, url, next);
        return noSite(res);
      }
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": pageCache });
      res.end(req.method === "HEAD" ? undefined : built.notFoundPage);
    };
    if (NOT_SERVED.test(pathname)) return notFound();
    // A moved address is sent to its page, whatever else is there, as Cloudflare Pages does.
    const movedTo = built.moved.get(pathname);
    if (movedTo) {
      res.writeHead(301, { Location: `${movedTo}${url.search}` });
      return void res.end();
    }
    // The page's URL has no trailing slash: the other spelling is sent there once, as Cloudflare and Netlify do.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const canonical = pathname.replace(/\/+$/, "");
      if (!isPage(canonical)) return notFound();
      res.writeHead(301, { Location: `${canonical}${url.search}` });
      return void res.end();
    }
    // A page is its .html file (`/services` → services.html), as every host serves it.
    if (pathname !== "/" && !extname(pathname) && isPage(pathname)) req.url = `/${htmlFileFor(pathname)}${url.search}`;
    compress(req, res, () =>
      files(req, res, (error?: unknown) => {
        if (!error && originalFiles && pathname.startsWith(paths.media)) {
          req.url = pathname.slice(paths.media.length - 1);
          res.setHeader("Cache-Control", "no-cache"); // an original may be replaced under the same name
          return void originalFiles(req, res, () => void notFound());
        }
        if (!error) return void notFound();
        // A file gone between finding it and opening it is the folder being replaced: answered from the new one.
        if (res.headersSent || currentSite()?.folder === built.folder) return void res.destroy(error as Error);
        void notFound();
      }),
    );
  }

  const server: Server = createServer(
    guarded("The local server", async (req, res, url) => {
      const extra = routeOf(routes, url.pathname);
      if (extra) {
        // The editor's page, its key and its actions: for this computer's own names only (server/request-guard.ts).
        if (!namesThisComputer(req))
          return plainAnswer(res, 403, "Forbidden: open this page as http://localhost on this computer, at the port npm run cms printed");
        return extra(req, res);
      }
      const built = await siteWhenThere();
      if (!built) return noSite(res);
      await serve(req, res, url, built);
    }),
  );
  return { server, outbox, counter };
}
