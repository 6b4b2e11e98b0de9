/**
 * Where the owner's alerts live (docs/owner-guide.md, "Alerts on your phone"): the editor's web app
 * manifest, which lets a phone add it to the Home Screen, and its service worker, which shows each
 * push. Shared by the build (scripts/build/admin-files.ts), `npm run cms` and the browser.
 */
import { paths } from "#app/site/paths.ts";

/** The worker's scope: the editor's page and its files. */
export const ALERTS_SCOPE = paths.admin;
/**
 * Beside /admin, not under it: a worker's scope can be no wider than its folder, and /admin/ would
 * leave out the editor's own page at /admin.
 */
export const ALERTS_WORKER_PATH = `${paths.admin}-sw.js`;
export const EDITOR_MANIFEST_PATH = `${paths.admin}/editor.webmanifest`;
