/**
 * The editor of the project's own (admin/next/), served at /admin/next/ by `npm run cms` only: it is
 * not built into build/client, so the live site keeps Decap at /admin until this one reaches parity
 * (admin/next/README.md). Bundled when first opened, kept in memory; its model (the
 * collections and their fields, made from the shapes as Decap's configuration is, and the content
 * check's index) is made afresh for each request, so it follows the content without a build.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { editorBackendMeta } from "../../admin/next/backend-choice.ts";
import { MODEL_PATH } from "../../admin/next/editor-model.ts";
import { backendOrigins, type EditorBackend } from "./editor-backend.ts";
import { bundle, isChunk } from "../build/vite-client-entries.ts";

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** Where the editor is. */
export const EDITOR_NEXT_PATH = "/admin/next/";

/**
 * Its own page's policy: its own scripts and styles only; it talks to this site and to the local
 * backend, or, served as the live site serves it, to the services its backend signs in and publishes through.
 */
const policy = (backendUrl: string, backend: EditorBackend) => {
  const { connect, img } = backendOrigins(backend);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data:", ...img].join(" "),
    ["connect-src 'self'", ...(backend.name !== "local" ? connect : backendUrl ? [new URL(backendUrl).origin] : [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
};

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The editor's model: the collections as the editor's configuration has them, and what an entry is checked against. */
async function model() {
  const { editorConfig } = await import("../build/admin-config.ts");
  const { editorIndex } = await import("#app/content/content-index.server.ts");
  const { DEFAULT_SITE_ORIGIN } = await import("#app/settings/settings.ts");
  return { collections: editorConfig({ name: "local" }, DEFAULT_SITE_ORIGIN).collections, index: editorIndex() };
}

/** Gzipped where the browser takes it (a phone on 4G: the model is 200 KB as text, 14 KB gzipped). */
function send(req: IncomingMessage, res: ServerResponse, type: string, body: string | Uint8Array, gzipped = gzipSync(body)) {
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  res.writeHead(200, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    Vary: "Accept-Encoding",
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  res.end(gzip ? gzipped : body);
}

const urlOf = (fileName: string) => `${EDITOR_NEXT_PATH}${fileName.split("/").pop()}`;

/** The editor's files, bundled for the browser, by URL; the entry's URL, and the scripts it loads before the first form (its static imports). */
export async function bundleEditorNext(root: string) {
  const files = new Map<string, string | Uint8Array>();
  let entry = "";
  let firstScripts: string[] = [];
  // Served under /admin/next/: what a lazily loaded part shares with another is preloaded from there, not from the root (a 404).
  const base: Plugin = { name: "editor-next-base", config: () => ({ base: EDITOR_NEXT_PATH }) };
  for (const file of await bundle(root, "production", join(root, "admin", "next", "editor-next.tsx"), {}, [base, ...tailwindcss()])) {
    files.set(urlOf(file.fileName), isChunk(file) ? file.code : file.source);
    if (isChunk(file) && file.isEntry) [entry, firstScripts] = [urlOf(file.fileName), [file.fileName, ...file.imports].map(urlOf)];
  }
  return { entry, files, firstScripts };
}

/** The JavaScript the browser fetches before the first form, raw and gzipped bytes. */
export function firstFormBytes({ files, firstScripts }: Awaited<ReturnType<typeof bundleEditorNext>>) {
  const sizes = firstScripts.map((url) => files.get(url)!).map((code) => ({ raw: Buffer.byteLength(code), gzip: gzipSync(code).length }));
  return { raw: sizes.reduce((sum, { raw }) => sum + raw, 0), gzip: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

/** The page, its files added to `routes` as they are made: the editor bundled for it. */
async function bundledPage(root: string, backendUrl: string, routes: Record<string, Route>, backend: EditorBackend) {
  const built = await bundleEditorNext(root);
  for (const [url, body] of built.files) {
    const gzipped = gzipSync(body);
    routes[url] = (req, res) => send(req, res, url.endsWith(".css") ? "text/css" : "text/javascript", body, gzipped);
  }
  const styles = [...built.files.keys()].filter((url) => url.endsWith(".css"));
  const { name } = JSON.parse(readFileSync(join(root, "content", "business.json"), "utf8")) as { name: string };
  return (
    readFileSync(join(root, "admin", "next", "index.html"), "utf8")
      .replace("CONTENT_SECURITY_POLICY", policy(backendUrl, backend))
      // Served as the live site will serve it, there is no local backend.
      .replace("LOCAL_BACKEND", backend.name === "local" ? backendUrl : "")
      .replace('content="EDITOR_BACKEND"', editorBackendMeta(backend))
      .replace("BUSINESS_NAME", escapeAttribute(name))
      .replace("EDITOR_STYLES", styles.map((url) => `<link rel="stylesheet" href="${url}" />`).join(""))
      .replace("EDITOR_SCRIPT", built.entry)
      .replace("EDITOR_MODEL", MODEL_PATH)
  );
}

const failed = (res: ServerResponse) => (error: unknown) => {
  res.writeHead(500, { "Content-Type": "text/plain" });
  res.end(String(error));
};

/**
 * Adds /admin/next/ to `npm run cms`'s `routes`, the editor talking to the local backend at
 * `backendUrl`. Bundled when it is first opened (a few seconds), so a session that never opens it,
 * and every spec that drives the current editor, spends nothing on it. For specs, it is served as the
 * live site would serve it: with `backend` other than the local one (its sign-in, no local backend),
 * or with no `backendUrl` (a site built with no backend: the editor says it is not connected).
 */
export function serveEditorNext(
  routes: Record<string, Route>,
  root: string,
  backendUrl: string,
  backend: EditorBackend = { name: "local" },
) {
  let page: Promise<string> | undefined;
  const sendPage: Route = (req, res) => {
    page ??= bundledPage(root, backendUrl, routes, backend);
    page.then((html) => send(req, res, "text/html; charset=utf-8", html), failed(res));
  };
  routes[EDITOR_NEXT_PATH] = sendPage;
  routes[EDITOR_NEXT_PATH.slice(0, -1)] = sendPage;
  routes[MODEL_PATH] = (req, res) => void model().then((value) => send(req, res, "application/json", JSON.stringify(value)), failed(res));
}
