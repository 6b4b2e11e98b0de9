/**
 * The owner's editor at /admin (admin/next/, ADR 0043): its page, with its own
 * Content-Security-Policy and noindex, and under /admin/ its script and styles, bundled with what it
 * loads lazily (the photo preparation, a post's text, the content check), and its model: the
 * collections and fields made from the content shapes, and the content check's index. Beside them,
 * what puts the editor on the owner's Home Screen with alerts (admin/alerts/): its web app manifest
 * and its service worker, /admin-sw.js, made by ./editor-alerts-files.ts. The build
 * publishes them (publishAdmin); `npm run cms` serves the same page with its local backend
 * (scripts/dev/editor-next-files.ts). Nothing else in the build links to or loads them.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { business } from "#app/content/business.ts";
import { photosShownByEntries } from "#app/content/content-files.server.ts";
import { editorIndex } from "#app/content/content-index.server.ts";
import { filePaths, paths } from "#app/site/paths.ts";
import { ALERTS_WORKER_PATH, EDITOR_MANIFEST_PATH } from "../../admin/alerts/alert-paths.ts";
import { BUILD_STATUS_PATH, LIVE_WITHIN_SECONDS, type BuildStatus } from "../../admin/editor/build-status.ts";
import { FIELD_ORDER_PATH } from "../../admin/editor/json-format.ts";
import { editorBackendMeta } from "../../admin/next/backend-choice.ts";
import { MODEL_PATH, type EditorModel } from "../../admin/next/editor-model.ts";
import { editorConfig, fieldOrders } from "./admin-config.ts";
import { backendOrigins, type EditorBackend } from "../../admin/next/editor-backend.ts";
import { bundle, isChunk } from "./vite-client-entries.ts";
import { bundleAlertsWorker, editorManifest } from "./editor-alerts-files.ts";
import { RECORD_FILE, contentHashes, reusedEditorFiles, type EditorScriptRecord, type Recorded } from "./editor-reuse.ts";

const root = join(import.meta.dirname, "..", "..");
/** Where the editor's files are served from. */
export const EDITOR_BASE = `${paths.admin}/`;

/**
 * The editor's own scripts and styles only (its manifest and service worker are its own origin's,
 * which default-src and worker-src allow: WebKit logs an error for a manifest-src, app/hosting/headers.ts); photos from the site and from the files the owner picks
 * (blob:); the photo preparation's HEIC decoder (WebAssembly, in a worker); it talks to the backend the
 * build chose (its origins and no other's), or on this computer to `npm run cms`'s local backend.
 */
export function editorPolicy(backend: EditorBackend, localBackendUrl?: string) {
  const { connect, img } = backendOrigins(backend);
  const local = localBackendUrl ? [new URL(localBackendUrl).origin] : [];
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...img].join(" "),
    "font-src 'self'",
    "worker-src 'self' blob:",
    ["connect-src 'self' blob:", ...connect, ...local].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}

interface EditorFile {
  /** Its name under /admin/, as the bundle names it (assets/…): a lazily loaded part's styles and a worker are asked for there. */
  name: string;
  body: string | Uint8Array;
}

/** The editor bundled for the browser: its files, the entry's name, and the scripts it loads before the first form (its static imports). */
export async function bundleEditor() {
  const files: EditorFile[] = [];
  let entry = "";
  let firstScripts: string[] = [];
  const contentFiles = new Set<string>();
  // Served under /admin/: what a lazily loaded part shares with another is preloaded from there, not from the root (a 404).
  const base: Plugin = { name: "editor-base", config: () => ({ base: EDITOR_BASE }) };
  for (const file of await bundle(root, "production", join(root, "admin", "next", "editor-next.tsx"), {}, [base, ...tailwindcss()])) {
    const name = file.fileName;
    files.push({ name, body: isChunk(file) ? file.code : file.source });
    if (!isChunk(file)) continue;
    for (const id of file.moduleIds) if (id.startsWith(join(root, "content") + sep)) contentFiles.add(id);
    if (file.isEntry) [entry, firstScripts] = [name, [file.fileName, ...file.imports]];
  }
  return { entry, files, firstScripts, contentFiles: [...contentFiles].toSorted() };
}

/** The JavaScript the browser fetches before the first form, raw and gzipped bytes. */
export function firstFormBytes({ files, firstScripts }: Pick<Awaited<ReturnType<typeof bundleEditor>>, "files" | "firstScripts">) {
  const scripts = files.filter((file) => firstScripts.includes(file.name)).map((file) => file.body);
  return {
    raw: scripts.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The editor's page for `backend`: with `localBackendUrl` (`npm run cms`), it publishes there with
 * no sign-in; without, as the live site serves it (its sign-in, or "not connected").
 */
export function editorPage(options: {
  backend: EditorBackend;
  localBackendUrl?: string;
  /** The key the page's writes carry to `npm run cms` (scripts/dev/editor-key.ts); none in a built page. */
  localBackendKey?: string;
  entry: string;
  files: string[];
  businessName: string;
}) {
  const styles = options.files.filter((name) => name.endsWith(".css"));
  return readFileSync(join(root, "admin", "next", "index.html"), "utf8")
    .replace("CONTENT_SECURITY_POLICY", editorPolicy(options.backend, options.localBackendUrl))
    .replace('content="LOCAL_BACKEND"', `content="${options.localBackendUrl ?? ""}"`)
    .replace('content="LOCAL_BACKEND_KEY"', `content="${escapeAttribute(options.localBackendKey ?? "")}"`)
    .replace('content="EDITOR_BACKEND"', editorBackendMeta(options.backend))
    .replace("BUSINESS_NAME", escapeAttribute(options.businessName))
    .replace("EDITOR_MANIFEST", EDITOR_MANIFEST_PATH)
    .replace("APPLE_TOUCH_ICON", filePaths.appleTouchIcon)
    .replace("EDITOR_STYLES", styles.map((name) => `<link rel="stylesheet" href="${EDITOR_BASE}${name}" />`).join(""))
    .replace("EDITOR_SCRIPT", `${EDITOR_BASE}${options.entry}`)
    .replace("EDITOR_MODEL", MODEL_PATH);
}

/** The editor's model: the collections for its backend, and the content check's index. */
export const editorModel = (siteOrigin: string): EditorModel => ({
  collections: editorConfig(siteOrigin).collections as EditorModel["collections"],
  index: editorIndex(),
  photosShown: photosShownByEntries(),
});

/**
 * The editor's files written into /admin/; its entry and file names. Made once per change of what it
 * is made from (EDITOR_SCRIPT_KEY, bundle-reuse.ts: no project file, package or setting changed),
 * and of the few content files it imports (the business facts, the gallery's words for a job's
 * preview), whatever other content changed: copied from a build of the same key.
 */
async function publishEditorFiles(folder: string, record?: EditorScriptRecord): Promise<Recorded> {
  const reused = record && reusedEditorFiles(folder, record);
  if (reused) {
    writeFileSync(join(record.buildFolder, RECORD_FILE), JSON.stringify(reused));
    return reused;
  }
  const built = await bundleEditor();
  for (const file of built.files) {
    mkdirSync(dirname(join(folder, file.name)), { recursive: true });
    writeFileSync(join(folder, file.name), file.body);
  }
  const recorded = {
    entry: built.entry,
    files: built.files.map((file) => file.name),
    key: record?.key,
    content: contentHashes(built.contentFiles),
  };
  if (record) writeFileSync(join(record.buildFolder, RECORD_FILE), JSON.stringify(recorded));
  return recorded;
}

/** The editor at /admin: its files bundled (or reused from the last build), then its page for `backend`. */
export async function publishAdmin(client: string, siteOrigin: string, backend: EditorBackend, record?: EditorScriptRecord) {
  const folder = join(client, "admin");
  mkdirSync(folder, { recursive: true });
  const [files, worker] = await Promise.all([publishEditorFiles(folder, record), bundleAlertsWorker()]);
  writeFileSync(join(client, ALERTS_WORKER_PATH.slice(1)), worker);
  publishEditorPage(client, siteOrigin, backend, files);
}

/** The editor's page, model and build status for `backend`, naming its files already in /admin/ (`recorded`). */
export function publishEditorPage(client: string, siteOrigin: string, backend: EditorBackend, { entry, files }: Recorded) {
  writeFileSync(join(client, `${paths.admin.slice(1)}.html`), editorPage({ backend, entry, files, businessName: business.name }));
  writeFileSync(join(client, MODEL_PATH.slice(1)), JSON.stringify(editorModel(siteOrigin)));
  writeFileSync(join(client, EDITOR_MANIFEST_PATH.slice(1)), editorManifest(business.name));
  writeFileSync(join(client, FIELD_ORDER_PATH.slice(1)), JSON.stringify(fieldOrders(editorConfig(siteOrigin))));
  // Built for a host, which reports its own builds; `npm run cms` answers here itself.
  writeFileSync(
    join(client, BUILD_STATUS_PATH.slice(1)),
    JSON.stringify({ state: "hosted", liveWithinSeconds: LIVE_WITHIN_SECONDS } satisfies BuildStatus),
  );
}
