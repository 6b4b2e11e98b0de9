/**
 * Publishes the editor at /admin: admin.html (the page, with its own Content-Security-Policy and
 * noindex), and under /admin/ its configuration, made from the content shapes, its start script
 * and Decap's prebuilt bundle from node_modules. Nothing else in the build links to or loads them.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { business } from "#app/content/business.ts";
import { editorConfig, type EditorBackend } from "./admin-config.ts";

const root = join(import.meta.dirname, "..");
const decapBundle = join(root, "node_modules", "decap-cms", "dist");

/**
 * Decap checks its configuration with Ajv, which compiles validators with `new Function` ('unsafe-eval':
 * without it the editor does not start), draws its UI with inline styles (emotion) and decodes
 * images with WebAssembly; it talks to
 * GitHub's API, or the host's Git Gateway on the site's own origin, and, when opened on this
 * computer, to the local backend of `npm run cms`.
 */
const editorPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'self'",
].join("; ");

/** The backend the editor signs in to, from the build's environment (README, "Publishing from the editor"). */
export const editorBackend = (env: NodeJS.ProcessEnv = process.env): EditorBackend => ({
  repo: env.CMS_GITHUB_REPO?.trim() || undefined,
  branch: env.CMS_BRANCH?.trim() || "main",
  authUrl: env.CMS_AUTH_URL?.trim() || undefined,
});

export function publishAdmin(client: string, siteOrigin: string, backend = editorBackend()) {
  const folder = join(client, "admin");
  mkdirSync(folder, { recursive: true });
  const page = readFileSync(join(root, "admin", "index.html"), "utf8")
    .replace("CONTENT_SECURITY_POLICY", editorPolicy)
    .replace("BUSINESS_NAME", business.name);
  writeFileSync(join(client, "admin.html"), page);
  writeFileSync(join(folder, "config.yml"), stringify(editorConfig(backend, siteOrigin), { lineWidth: 0 }));
  copyFileSync(join(root, "admin", "start.js"), join(folder, "start.js"));
  // The bundle and the chunks and WebAssembly it loads beside itself; not the source maps or the other build (cms.js).
  for (const file of readdirSync(decapBundle).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)))
    copyFileSync(join(decapBundle, file), join(folder, file));
}
