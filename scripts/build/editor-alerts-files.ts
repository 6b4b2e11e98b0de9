/**
 * What puts the owner's editor on the Home Screen with alerts (admin/alerts/): its service worker,
 * bundled on its own into one file for /admin-sw.js (ALERTS_WORKER_PATH), and its web app manifest
 * (EDITOR_MANIFEST_PATH, admin/alerts/alert-paths.ts). The build writes them beside the editor's
 * files (./admin-files.ts); `npm run cms` serves the same (scripts/dev/editor-next-files.ts).
 */
import { join } from "node:path";
import { palette, themeColour } from "#app/brand/tokens.ts";
import { manifestIcons } from "#app/hosting/site-files.ts";
import { ALERTS_SCOPE } from "../../admin/alerts/alert-paths.ts";
import { bundle, isChunk } from "./vite-client-entries.ts";

const root = join(import.meta.dirname, "..", "..");

/** The editor's service worker (admin/alerts/alerts-worker.ts): one file, nothing loaded later. */
export async function bundleAlertsWorker(): Promise<string> {
  const [worker, ...more] = await bundle(root, "production", join(root, "admin", "alerts", "alerts-worker.ts"));
  if (!worker || !isChunk(worker) || more.length > 0)
    throw new Error("admin/alerts/alerts-worker.ts must bundle to one file, with nothing loaded lazily");
  return worker.code;
}

/**
 * The editor's web app manifest: added to the Home Screen it opens on its own, as an app, at /admin
 * (on an iPhone, the one way to have its alerts: iOS 16.4 and later), with the site's icons.
 */
export const editorManifest = (businessName: string) =>
  JSON.stringify({
    id: ALERTS_SCOPE,
    name: `${businessName} editor`,
    short_name: "Editor",
    description: "Edit your website and see its quote requests.",
    lang: "en-AU",
    start_url: ALERTS_SCOPE,
    scope: ALERTS_SCOPE,
    display: "standalone",
    background_color: palette.paper,
    theme_color: themeColour,
    icons: manifestIcons.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
  });
