/**
 * The owner's editor as `npm run cms` serves it at /admin: the page and files the build publishes
 * (scripts/build/admin-files.ts), bundled when first opened and kept in memory, with this
 * computer's local backend named in the page, so it publishes into content/ with no sign-in. Its
 * model (the collections and their fields, and the content check's index) is made afresh for each
 * request, so it follows the content without waiting for a build. Its manifest and service worker
 * (admin/alerts/) are served too, so the editor can be added to a phone's Home Screen from here.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Route } from "../../server/site-routes.ts";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { MODEL_PATH } from "../../admin/next/editor-model.ts";
import { ALERTS_WORKER_PATH, EDITOR_MANIFEST_PATH } from "../../admin/alerts/alert-paths.ts";
import { bundleEditor, EDITOR_BASE, editorModel, editorPage } from "../build/admin-files.ts";
import { bundleAlertsWorker, editorManifest } from "../build/editor-alerts-files.ts";
import type { EditorBackend } from "../../admin/next/editor-backend.ts";

/** Where the editor is. */
export const EDITOR_NEXT_PATH = EDITOR_BASE;

/**
 * Gzipped where the browser takes it (a phone on 4G: the model is 200 KB as text, 14 KB gzipped).
 * Shown in no frame (the page holds the key its writes carry: ./editor-key.ts), and, as every
 * answer of the site server's, with no CORS header: no page of another origin reads it.
 */
function send(req: IncomingMessage, res: ServerResponse, type: string, body: string | Uint8Array, gzipped = gzipSync(body)) {
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  res.writeHead(200, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    "Content-Security-Policy": "frame-ancestors 'none'",
    "X-Frame-Options": "DENY",
    Vary: "Accept-Encoding",
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  res.end(gzip ? gzipped : body);
}

const typeOf = (name: string) =>
  name.endsWith(".css")
    ? "text/css"
    : name.endsWith(".wasm")
      ? "application/wasm"
      : name.endsWith(".js")
        ? "text/javascript"
        : "application/octet-stream";

/** The page, its files added to `routes` as they are made. */
async function bundledPage(root: string, backendUrl: string, routes: Record<string, Route>, backend: EditorBackend, key: string) {
  const built = await bundleEditor();
  for (const { name, body } of built.files) {
    const gzipped = gzipSync(body);
    routes[`${EDITOR_BASE}${name}`] = (req, res) => send(req, res, typeOf(name), body, gzipped);
  }
  return editorPage({
    backend,
    // Served as the live site serves it, there is no local backend.
    ...(backend.name === "local" && backendUrl ? { localBackendUrl: backendUrl, localBackendKey: key } : {}),
    entry: built.entry,
    files: built.files.map((file) => file.name),
    businessName: businessName(root),
  });
}

const businessName = (root: string) => (JSON.parse(readFileSync(join(root, "content", "business.json"), "utf8")) as { name: string }).name;

/**
 * Adds /admin to `npm run cms`'s `routes`, the editor talking to the local backend at `backendUrl`.
 * Bundled when it is first opened (a few seconds). For specs, it is served as the live site would
 * serve it: with `backend` other than the local one (its sign-in, no local backend), or with no
 * `backendUrl` (a site built with no backend: the editor says it is not connected). `key` is written
 * into the page for its writes to carry (./editor-key.ts). A fault (a bundle that fails) is answered
 * 500 by the site server, in plain words (server/request-guard.ts).
 */
export function serveEditorNext(
  routes: Record<string, Route>,
  root: string,
  backendUrl: string,
  backend: EditorBackend = { name: "local" },
  key = "",
) {
  let page: Promise<string> | undefined;
  const sendPage: Route = async (req, res) => {
    page ??= bundledPage(root, backendUrl, routes, backend, key);
    send(req, res, "text/html; charset=utf-8", await page);
  };
  routes[EDITOR_BASE] = sendPage;
  routes[EDITOR_BASE.slice(0, -1)] = sendPage;
  routes[EDITOR_MANIFEST_PATH] = (req, res) => send(req, res, "application/manifest+json", editorManifest(businessName(root)));
  let worker: Promise<string> | undefined;
  routes[ALERTS_WORKER_PATH] = async (req, res) => {
    worker ??= bundleAlertsWorker();
    send(req, res, "text/javascript", await worker);
  };
  routes[MODEL_PATH] = async (req, res) => {
    const { DEFAULT_SITE_ORIGIN } = await import("#app/settings/settings.ts");
    send(req, res, "application/json", JSON.stringify(editorModel(DEFAULT_SITE_ORIGIN)));
  };
}
