/**
 * The editor at /admin, started: Decap CMS (loaded before this module by admin/index.html, and told
 * to wait by admin/start.js) with this site's date field, JSON written in the files' own order,
 * every photo prepared before it uploads, and, on this computer, the local backend of
 * `npm run cms` and news of each build.
 */
import { watchBuilds } from "./build-banner.ts";
import { registerDateWidget } from "./date-widget.ts";
import { loadFieldOrder, orderedJson } from "./json-format.ts";
import { noticeStack } from "./notices.ts";
import { prepareEveryUpload } from "./uploads.ts";

interface DecapWindow {
  CMS: {
    init: (options: { config: Record<string, unknown> }) => void;
    registerCustomFormat: (name: string, extension: string, formatter: typeof orderedJson) => void;
  };
}

/**
 * `npm run cms` and the tests open /admin?local-backend=<its URL>. Decap uses a local backend only
 * when the editor itself is opened on localhost or 127.0.0.1, so the parameter does nothing on the
 * live site; here "View Live" and the preview links open the site being edited, not the real domain.
 */
function localOverrides(): Record<string, unknown> {
  const localBackend = new URLSearchParams(window.location.search).get("local-backend");
  if (!localBackend) return {};
  return { local_backend: { url: localBackend }, site_url: window.location.origin, display_url: window.location.origin };
}

const { CMS } = window as unknown as DecapWindow;
noticeStack();
registerDateWidget();
prepareEveryUpload();
// Replaces Decap's own "json" format: the collections name it.
CMS.registerCustomFormat("json", "json", orderedJson);
void loadFieldOrder();
CMS.init({ config: localOverrides() });
watchBuilds();
