/**
 * The editor at /admin, started: Decap CMS (loaded before this module by admin/index.html, and told
 * to wait by admin/start.js) with this site's date field, JSON written in the files' own order, a post's
 * front matter changed only where the owner changed it,
 * every photo prepared before it uploads, no save over a change it did not see, a deleted or moved page's old
 * address sent on, and, on this computer, the local backend of
 * `npm run cms` and news of each build.
 */
import { watchBuilds } from "./build-banner.ts";
import { nameCatalogueCards } from "./catalogue-labels.ts";
import { checkEverySave } from "./content-check.ts";
import { registerDateWidget } from "./date-widget.ts";
import { checkEveryDelete } from "./deletes.ts";
import { keptFrontMatter } from "./front-matter.ts";
import { loadFieldOrder, orderedJson } from "./json-format.ts";
import { addMovedPagesItself } from "./moved-pages-lines.ts";
import { labelRichTextEditors } from "./label-editors.ts";
import { forgetDismissedOnEveryPress, noticeStack } from "./notices.ts";
import { ownerWords } from "./editor-phrases.ts";
import { refuseSilentOverwrites } from "./overwrite-guard.ts";
import { pasteWithoutLoss } from "./paste.ts";
import { sayRefusalsOnce } from "./said-once.ts";
import { showPhotoThumbnails, unfoldOnTap } from "./photo-thumbnails.ts";
import { prepareEveryUpload } from "./uploads.ts";
import { offerEarlierVersions } from "./versions.ts";
import { decapCms } from "./decap-cms.ts";

/**
 * `npm run cms` and the tests open /admin?local-backend=<its URL>. Decap uses a local backend only
 * when the editor itself is opened on localhost or 127.0.0.1, so the parameter does nothing on the
 * live site; here "View Live" and the preview links open the site being edited, not the real domain.
 */
const localBackend = new URLSearchParams(window.location.search).get("local-backend");
const localOverrides = () =>
  localBackend ? { local_backend: { url: localBackend }, site_url: window.location.origin, display_url: window.location.origin } : {};

/** Built with no backend to sign in to (admin/next/editor-backend.ts), and not opened by `npm run cms`. */
const notConnected = () => document.querySelector('meta[name="editor-backend"]')?.getAttribute("content") === "local" && !localBackend;

const CMS = decapCms();
// Say so, and start no sign-in that cannot work.
if (notConnected()) document.getElementById("not-connected")!.hidden = false;
else start();

function start() {
  noticeStack();
  forgetDismissedOnEveryPress();
  registerDateWidget();
  prepareEveryUpload();
  labelRichTextEditors();
  pasteWithoutLoss();
  refuseSilentOverwrites();
  checkEverySave();
  checkEveryDelete();
  addMovedPagesItself();
  sayRefusalsOnce();
  ownerWords();
  showPhotoThumbnails();
  unfoldOnTap();
  nameCatalogueCards();
  offerEarlierVersions();
  // Replaces Decap's own "json" format: the collections name it.
  CMS.registerCustomFormat("json", "json", orderedJson);
  // And its "frontmatter" (the posts): only what changed is written again.
  CMS.registerCustomFormat("frontmatter", "md", keptFrontMatter);
  void loadFieldOrder();
  CMS.init({ config: localOverrides() });
  watchBuilds();
}
