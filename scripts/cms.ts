/**
 * `npm run cms`: the site and its editor on this computer, no account needed. Starts Decap's local
 * backend (decap-server), which writes what the editor saves straight into content/ and the blog
 * folder of this working tree, and `npm start`'s server; each time a content file changes it
 * rebuilds the site and restarts the server, so a reload shows the edit.
 */
import { spawn, spawnSync } from "node:child_process";
import { watch } from "node:fs";
import { join } from "node:path";
import { freePort } from "./free-port.ts";
import { localBackendUrl, startLocalBackend } from "./local-backend.ts";

const root = join(import.meta.dirname, "..");
const sitePort = Number(process.env.PORT ?? 3000);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? (await freePort()));
/** What the editor writes: the owner's content files, blog posts included. */
const contentFolder = join(root, "content");

const startSite = () =>
  spawn(process.execPath, [join(root, "server", "main.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: String(sitePort) },
  });

const build = () => spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status === 0;

const backend = startLocalBackend(root, backendPort);
if (!build()) console.error("The build failed: fix the file it names, save, and it builds again.");
let site = startSite();

const editorUrl = `http://localhost:${sitePort}/admin?local-backend=${encodeURIComponent(localBackendUrl(backendPort))}`;
console.log(`\nEditor: ${editorUrl}\nEdits are saved into content/ (and the blog folder); the site rebuilds after each one.\n`);

let pending: NodeJS.Timeout | undefined;
const rebuild = () => {
  console.log("\nContent changed: rebuilding...");
  if (!build()) return console.error("The build failed: fix the file it names, save, and it builds again.");
  site.once("exit", () => (site = startSite()));
  site.kill();
};
watch(contentFolder, { recursive: true }, () => {
  clearTimeout(pending);
  pending = setTimeout(rebuild, 500);
});

const stop = () => {
  backend.kill();
  site.kill();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
