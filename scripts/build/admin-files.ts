/**
 * Publishes the editor at /admin: admin.html (the page, with its own Content-Security-Policy and
 * noindex), and under /admin/ its configuration, made from the content shapes, its start script,
 * Decap's prebuilt bundle from node_modules and this site's own editor script (admin/editor/,
 * bundled here with what it loads lazily: the photo worker, the HEIC converter). Nothing else in
 * the build links to or loads them.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, sep } from "node:path";
import { stringify } from "yaml";
import { business } from "#app/content/business.ts";
import { editorIndex } from "#app/content/content-index.server.ts";
import { BUILD_STATUS_PATH, LIVE_WITHIN_SECONDS, type BuildStatus } from "../../admin/editor/build-status.ts";
import { CONTENT_INDEX_PATH } from "../../admin/editor/content-check.ts";
import { FIELD_ORDER_PATH } from "../../admin/editor/json-format.ts";
import { editorConfig, fieldOrders } from "./admin-config.ts";
import { backendOrigins, GATEWAY_STATUS, type EditorBackend } from "../../admin/next/editor-backend.ts";
import { bundle, isChunk } from "./vite-client-entries.ts";

const root = join(import.meta.dirname, "..", "..");
const decapBundle = join(root, "node_modules", "decap-cms", "dist");

/**
 * Decap checks its configuration with Ajv, which compiles validators with `new Function` ('unsafe-eval':
 * without it the editor does not start), draws its UI with inline styles (emotion) and decodes
 * images with WebAssembly; the HEIC converter decodes in a worker it starts from a blob: URL; it
 * talks to the backend the build chose (its origins and no other's) and, when opened on this
 * computer, to the local backend of `npm run cms`.
 */
export function editorPolicy(backend: EditorBackend) {
  const { connect, img } = backendOrigins(backend);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...img].join(" "),
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    ["connect-src 'self' blob:", ...connect, "http://localhost:* http://127.0.0.1:*"].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}

/** Where a build keeps its editor script's entry and files (beside client/, not published), and the last build's folder when its bundles are reused. */
interface EditorScriptRecord {
  buildFolder: string;
  reuseFrom?: string | undefined;
}
const RECORD_FILE = "editor-script.json";

/**
 * This site's editor script and the files it loads, written into /admin/; its entry's URL. When the
 * build reuses the last build's bundles (bundle-reuse.ts: no project file or package changed), its
 * script is copied from there too, unless that script imported content, which is never recorded.
 */
async function publishEditorScript(folder: string, record?: EditorScriptRecord): Promise<string> {
  const last = (() => {
    if (!record?.reuseFrom) return undefined;
    try {
      const recorded = JSON.parse(readFileSync(join(record.reuseFrom, RECORD_FILE), "utf8")) as { entry: string; files: string[] };
      for (const file of recorded.files) copyFileSync(join(record.reuseFrom, "client", "admin", file), join(folder, file));
      return recorded;
    } catch {
      return undefined; // no record (a script that imports content), or a file gone: made anew
    }
  })();
  let entry = last?.entry ?? "";
  const files = last?.files ?? [];
  let importsContent = false;
  for (const file of last ? [] : await bundle(root, "production", join(root, "admin", "editor", "editor.ts"))) {
    writeFileSync(join(folder, basename(file.fileName)), isChunk(file) ? file.code : file.source);
    files.push(basename(file.fileName));
    if (isChunk(file) && file.moduleIds.some((id) => id.startsWith(join(root, "content") + sep))) importsContent = true;
    if (isChunk(file) && file.isEntry) entry = `/admin/${basename(file.fileName)}`;
  }
  if (record && !importsContent) writeFileSync(join(record.buildFolder, RECORD_FILE), JSON.stringify({ entry, files }));
  return entry;
}

export async function publishAdmin(client: string, siteOrigin: string, backend: EditorBackend, record?: EditorScriptRecord) {
  const folder = join(client, "admin");
  mkdirSync(folder, { recursive: true });
  const page = readFileSync(join(root, "admin", "index.html"), "utf8")
    .replace("CONTENT_SECURITY_POLICY", editorPolicy(backend))
    .replace("EDITOR_BACKEND", backend.name)
    .replace("BUSINESS_NAME", business.name)
    .replace("EDITOR_SCRIPT", await publishEditorScript(folder, record));
  writeFileSync(join(client, "admin.html"), page);
  const config = editorConfig(backend, siteOrigin);
  writeFileSync(join(folder, "config.yml"), stringify(config, { lineWidth: 0 }));
  writeFileSync(join(client, FIELD_ORDER_PATH.slice(1)), JSON.stringify(fieldOrders(config)));
  // What the editor checks an entry against before it saves or deletes it (admin/editor/content-check.ts, delete-check.ts).
  writeFileSync(join(client, CONTENT_INDEX_PATH.slice(1)), JSON.stringify(editorIndex()));
  if (backend.name === "decapbridge") writeFileSync(join(folder, GATEWAY_STATUS.file), GATEWAY_STATUS.body);
  // Built for a host, which reports its own builds; `npm run cms` answers here itself.
  writeFileSync(
    join(client, BUILD_STATUS_PATH.slice(1)),
    JSON.stringify({ state: "hosted", liveWithinSeconds: LIVE_WITHIN_SECONDS } satisfies BuildStatus),
  );
  copyFileSync(join(root, "admin", "start.js"), join(folder, "start.js"));
  // The bundle and the chunks and WebAssembly it loads beside itself; not the source maps or the other build (cms.js).
  for (const file of readdirSync(decapBundle).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)))
    copyFileSync(join(decapBundle, file), join(folder, file));
}
