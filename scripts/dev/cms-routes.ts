/**
 * What `npm run cms` answers the editor besides the site (the editor's own page and files are added
 * by ./editor-next-files.ts): how the last build went, a file's published versions, and "put back".
 * Served by the site server, which answers them to this computer's own names at its port only (DNS
 * rebinding refused) and says a fault in plain words (server/site-server.ts, server/request-guard.ts);
 * "put back" writes, so it takes the editor page's key too (./editor-key.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { plainAnswer } from "../../server/request-guard.ts";
import { BUILD_STATUS_PATH, RESTORE_PATH, VERSIONS_PATH, type BuildStatus } from "../../admin/editor/build-status.ts";
import type { Route } from "../../server/site-routes.ts";
import { restoreRoute } from "./content-put-back.ts";
import type { PublishedContent } from "./content-restore.ts";

const sendJson = (res: ServerResponse, value: unknown) => {
  res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(value));
};

/** `answer` for a GET or a HEAD; 405 for any other method. */
const readOnly =
  (answer: (req: IncomingMessage, res: ServerResponse) => void): Route =>
  (req, res) =>
    req.method === "GET" || req.method === "HEAD" ? answer(req, res) : plainAnswer(res, 405, "GET only", { Allow: "GET, HEAD" });

/** The routes for the project in `root`, its builds' `status` read at each request. */
export function cmsRoutes(root: string, published: PublishedContent, key: string, status: () => BuildStatus): Record<string, Route> {
  return {
    [BUILD_STATUS_PATH]: readOnly((_req, res) => sendJson(res, status())),
    [RESTORE_PATH]: restoreRoute(root, published, key),
    /** A content file's published versions, newest first, for the editor's "Earlier versions" (GET ?file=content/…). */
    [VERSIONS_PATH]: readOnly((req, res) =>
      sendJson(res, published.versions(new URL(req.url ?? "", "http://localhost").searchParams.get("file") ?? "")),
    ),
  };
}
