import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { business } from "#app/content/business.ts";
import { filePaths } from "#app/site/paths.ts";
import { ALERTS_WORKER_PATH, EDITOR_MANIFEST_PATH } from "../../admin/alerts/alert-paths.ts";
import { serveEditorNext } from "../dev/editor-next-files.ts";
import { editorPage, editorPolicy, publishAdmin } from "./admin-files.ts";
import { bundleAlertsWorker, editorManifest } from "./editor-alerts-files.ts";

const root = join(import.meta.dirname, "..", "..");

/** What `npm run cms` answers at `path`: its status, type and body. */
async function served(path: string) {
  const routes: Parameters<typeof serveEditorNext>[0] = {};
  serveEditorNext(routes, root, "");
  return new Promise<{ status: number; type: string; body: string }>((resolve) => {
    let status = 0;
    let type = "";
    const res = {
      writeHead: (code: number, headers: Record<string, string>) => void ((status = code), (type = headers["Content-Type"] ?? "")),
      end: (body: string | Uint8Array) => resolve({ status, type, body: String(body) }),
    } as unknown as ServerResponse;
    routes[path]!({ headers: {} } as IncomingMessage, res);
  });
}

describe("the editor on the owner's Home Screen", () => {
  it("has a manifest that opens /admin on its own, as an app, with the site's icons", () => {
    const manifest = JSON.parse(editorManifest(business.name)) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: "/admin",
      start_url: "/admin",
      scope: "/admin",
      display: "standalone",
      name: `${business.name} editor`,
    });
    expect(manifest["icons"]).toEqual([
      { src: filePaths.icon192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: filePaths.icon512, sizes: "512x512", type: "image/png", purpose: "any" },
    ]);
  });

  it("links it from the editor's page, whose policy allows it and the service worker (same origin)", () => {
    const html = editorPage({ backend: { name: "local" }, entry: "assets/editor.js", files: [], businessName: "Canopy" });
    expect(html).toContain(`<link rel="manifest" href="${EDITOR_MANIFEST_PATH}" />`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${filePaths.appleTouchIcon}" />`);
    // The Home Screen's name for it on an iPhone, as on Android (docs/owner-guide.md names it).
    const { short_name } = JSON.parse(editorManifest("Canopy")) as { short_name: string };
    expect(html).toContain(`<meta name="apple-mobile-web-app-title" content="${short_name}" />`);
    const policy = editorPolicy({ name: "local" }).split("; ");
    expect(policy).toContain("default-src 'self'");
    expect(policy.some((directive) => directive.startsWith("manifest-src"))).toBe(false);
    expect(policy.find((directive) => directive.startsWith("worker-src"))).toMatch(/^worker-src 'self'/);
  });

  it("bundles its service worker into one file that shows pushes and opens taps", async () => {
    const code = await bundleAlertsWorker();
    expect(code).toMatch(/addEventListener\(`push`/);
    expect(code).toMatch(/addEventListener\(`notificationclick`/);
    expect(code).not.toMatch(/\bimport\b/);
  }, 30_000);

  it("is published by the build beside the editor: the manifest under /admin/, the service worker at /admin-sw.js", async () => {
    const client = mkdtempSync(join(tmpdir(), "editor-alerts-"));
    try {
      await publishAdmin(client, "https://canopy.example", { name: "local" });
      const built = (path: string) => readFileSync(join(client, path.slice(1)), "utf8");
      expect(JSON.parse(built(EDITOR_MANIFEST_PATH))).toEqual(JSON.parse(editorManifest(business.name)));
      expect(built(ALERTS_WORKER_PATH)).toMatch(/showNotification/);
      expect(built("/admin.html")).toContain(`<link rel="manifest" href="${EDITOR_MANIFEST_PATH}" />`);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  }, 60_000);

  it("is served by npm run cms: the manifest, and the service worker at /admin-sw.js", async () => {
    const manifest = await served(EDITOR_MANIFEST_PATH);
    expect(manifest).toMatchObject({ status: 200, type: "application/manifest+json" });
    expect(JSON.parse(manifest.body)).toMatchObject({ start_url: "/admin", display: "standalone" });
    const worker = await served(ALERTS_WORKER_PATH);
    expect(worker).toMatchObject({ status: 200, type: "text/javascript" });
    expect(worker.body).toMatch(/showNotification/);
  }, 30_000);
});
