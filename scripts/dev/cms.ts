/**
 * `npm run cms`: the site and its editor on this computer, no account needed. The local content
 * server (./local-backend.ts) writes what the editor publishes straight into content/; each publish rebuilds
 * the site, and one server serves it all along: the last good site while a build runs and after
 * one fails (scripts/build/build.ts publishes a build only once it is whole). The editor shows how the
 * last build went (/admin/build-status.json, read by the editor after each Publish), so the owner learns of a
 * failure where they work, in plain words, not only in this terminal.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, sep } from "node:path";
import { mediaFolder } from "#app/content/collections.ts";
import { DERIVED_FOLDER } from "#app/media/derived-photos.server.ts";
import { EMAILS_FOLDER } from "#app/quote/emails/template-files.ts";
import { paths } from "#app/site/paths.ts";
import type { BuildStatus } from "../../admin/editor/build-status.ts";
import { dataFolders, localFiles } from "../../server/local-files.ts";
import { startAsOnlyWriter } from "../../server/outbox-lock.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { watchContent } from "./content-watch.ts";
import { PublishedContent, readContent, restorable } from "./content-restore.ts";
import { cmsRoutes } from "./cms-routes.ts";
import { serveEditorNext } from "./editor-next-files.ts";
import { newEditorKey } from "./editor-key.ts";
import { freePort } from "./free-port.ts";
import { keepLocalBackend } from "./content-server-keeper.ts";
import { localBackendUrl } from "./local-backend.ts";
import { withOwnerRequests } from "./local-requests.ts";

const root = resolve(import.meta.dirname, "..", "..");
const sitePort = Number(process.env.PORT ?? 3000);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? (await freePort()));
/** What the editor writes: the owner's content files, blog posts and photos included. */
const contentFolder = join(root, "content");
const failureFile = join(mkdtempSync(join(tmpdir(), "cms-build-")), "failure.txt");
/** The proof a write comes from the editor page this run serves (./editor-key.ts): in that page, and nowhere else. */
const editorKey = newEditorKey();

let status: BuildStatus = { state: "building", startedAt: new Date().toISOString() };
/** When the site being served was built: the build before a failed one. */
let lastGood: string | undefined;
/** What the site being served was built from: what "put back" restores. */
const published = new PublishedContent(root);

/** One build, into its own folder; the served site changes only if it succeeds. */
function build(): Promise<void> {
  const startedAt = new Date().toISOString();
  status = { state: "building", startedAt, lastGood };
  rmSync(failureFile, { force: true });
  // The build reads the files as it starts; a save meanwhile is built next.
  const files = readContent(root);
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, "scripts", "build", "build.ts")], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_FAILURE_FILE: failureFile },
    });
    child.on("exit", (code) => {
      const finishedAt = new Date().toISOString();
      if (code === 0) {
        status = { state: "built", startedAt, finishedAt };
        lastGood = finishedAt;
        published.publish(files, finishedAt);
      } else {
        const problem = (() => {
          try {
            return readFileSync(failureFile, "utf8");
          } catch {
            // Read by the owner in the editor: the terminal is for whoever set it up.
            return "The build stopped without saying why. Ask whoever set up this computer to look at the window the site runs in.";
          }
        })();
        status = { state: "failed", startedAt, finishedAt, problem, lastGood, restorable: restorable(root, published, problem) };
        console.error("The build failed: fix what it names, publish again, and the site rebuilds.");
      }
      done();
    });
  });
}

/** Builds one after another: a save during a build is built as soon as that one ends. */
let building: Promise<void> | undefined;
let wanted = false;
function rebuild() {
  wanted = true;
  building ??= (async () => {
    while (wanted) {
      wanted = false;
      console.log("\nContent changed: rebuilding...");
      await build();
    }
    building = undefined;
  })();
}

// Its own outbox and counts (data/cms/), so it runs beside `npm start`: one writer per outbox (ADR 0033).
const { outboxPath, countsPath } = localFiles(root, process.env, dataFolders.cms);
startAsOnlyWriter(outboxPath);
// These routes, and the editor's, answer this computer's own names at this port only (server/site-server.ts);
// the owner's list of quote requests over this outbox too, to the editor's page alone (./local-requests.ts).
const routes = withOwnerRequests(
  cmsRoutes(root, published, editorKey, () => status),
  { outboxPath, editorKey },
);
const { server } = createSiteServer({
  root: join(root, "build", "client"),
  outboxPath,
  countsPath,
  writer: `npm run cms on http://localhost:${sitePort}`,
  routes,
  originals: join(contentFolder, mediaFolder),
  // The emails each request would send, written beside it as `npm start` writes them: the owner's list says it was emailed.
  emailTemplates: join(root, "build", EMAILS_FOLDER),
  noSiteMessage: () =>
    status.state === "failed"
      ? `The site could not be built:\n\n${status.problem}\n\nFix that file, save it, and reload this page.`
      : "The site is being built: reload this page in a few seconds.",
});
// Started again if it dies; given up on, npm run cms stops whole, saying why (./content-server-keeper.ts).
const backend = keepLocalBackend(root, backendPort, {
  key: editorKey,
  onGiveUp: (why) => {
    console.error(`\n${why}`);
    stop(1);
  },
});
// However this process ends, its content server ends with it (by kill -9 too: it watches its channel to this process).
process.on("exit", () => backend.stop());
server.listen(sitePort, "127.0.0.1", () => {
  const editorUrl = `http://localhost:${sitePort}${paths.admin}`;
  console.log(
    `\nSite: http://localhost:${sitePort}\nEditor: ${editorUrl}\nEdits are saved into content/; the site rebuilds after each one.\n` +
      `Quote requests sent here land in ${outboxPath}\n`,
  );
});
rebuild();
// The editor at /admin, publishing into content/ through the local backend.
serveEditorNext(routes, root, localBackendUrl(backendPort), { name: "local" }, editorKey);

const photosFolder = `${mediaFolder}${sep}`;
let pending: NodeJS.Timeout | undefined;
// Survives files replaced on disk (sed -i, git checkout, save-by-rename): ./content-watch.ts.
const madeFolder = `${DERIVED_FOLDER}${sep}`;
const watcher = watchContent(contentFolder, (changed) => {
  // The photos a build makes (content/media-derived/, ADR 0038) are its own output: nothing to build again.
  const files = changed.filter((file) => !file.startsWith(madeFolder));
  if (files.length === 0) return;
  // A photo alone changes no page (the entry that names it does, and is saved with it), unless a
  // build is under way or the last one failed (it may be the photo that build was missing), or it
  // replaced one a page shows under the same name (admin/editor/same-name-words.ts).
  const photosAlone = files.every((file) => file.startsWith(photosFolder)) && !building && status.state === "built";
  if (photosAlone) return void rebuildIfShown(files);
  // A moment for the rest of one save (an entry's photos come in requests of their own; a build
  // under way takes what arrives later next), not the 300 ms it was: every publish waited for it.
  clearTimeout(pending);
  pending = setTimeout(rebuild, 100);
});

/** Rebuilds if a page shows one of these photos (paths under content/). */
async function rebuildIfShown(photos: string[]) {
  const { entriesShowing } = await import("#app/content/content-files.server.ts");
  if (photos.some((photo) => entriesShowing(`${paths.media}${photo.slice(photosFolder.length)}`).length > 0)) rebuild();
}

function stop(code = 0) {
  watcher.close();
  backend.stop();
  server.close();
  process.exit(code);
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
