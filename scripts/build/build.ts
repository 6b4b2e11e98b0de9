/**
 * `npm run build`: the whole site into a folder of its own (.builds/), which replaces the published
 * one (build/, or BUILD_DIR) only once every step has succeeded. A build that fails, whatever the
 * reason, leaves the last good site where it was, served and publishable, and says why in plain
 * words: on the terminal and, for `npm run cms`, in BUILD_FAILURE_FILE, which the editor shows.
 *
 * On a host (Cloudflare Pages, Netlify), settings that cannot work there stop it first
 * (scripts/build/host-settings.ts). The owner's content is checked next, in this process, by the
 * content check the editor also runs (app/content/entry-check.ts), so content that does not fit is
 * reported in a second, each entry and field as the editor names them, before any bundling.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, join, relative, resolve } from "node:path";
import { failureSummary } from "./build-failure.ts";
import { editorKey, keepBundles, readInputs, recordBundles, reuseBundles } from "./bundle-reuse.ts";
import { timed } from "./phases.ts";
import { BUILD_NOW } from "#app/content/build-now.server.ts";

const root = resolve(import.meta.dirname, "..", "..");
const target = resolve(root, process.env.BUILD_DIR ?? "build");
const stagingRoot = join(root, ".builds");
const staging = join(stagingRoot, `${target.split(/[\\/]/).pop()}-${process.pid}`);
/**
 * Node's cache of compiled modules (Vite, Babel, Tailwind, React): each step loads them again, and
 * with the cache spends 0.2–0.4 s less of the CPU doing it. Node checks each module against its source.
 */
const compileCache = join(root, "node_modules", ".cache", "node-compile-cache");
/**
 * The last build's bundles, kept for a build in another folder with the same inputs (bundle-reuse.ts,
 * keepBundles); BUNDLE_CACHE_DIR puts them elsewhere (a test that needs a first build to bundle).
 */
const bundleCache = resolve(root, process.env.BUNDLE_CACHE_DIR ?? join("node_modules", ".cache", "site-bundles"));
/** React Router's command line, run on this Node (the project's own 24), not whatever `node` a shell finds first. */
const reactRouter = join(root, "node_modules", "@react-router", "dev", "bin.cjs");

/** A staging folder whose build process is gone: a build that was stopped half way. */
function removeAbandonedStaging() {
  if (!existsSync(stagingRoot)) return;
  for (const name of readdirSync(stagingRoot)) {
    const pid = Number(/-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && isRunning(pid)) continue;
    rmSync(join(stagingRoot, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs one step into the staging folder; its errors are passed through and kept for the summary. */
function step(command: string, args: string[], env: NodeJS.ProcessEnv = {}): string | undefined {
  const result = spawnSync(command, args, {
    cwd: root,
    // The steps read BUILD_DIR relative to the project, as a person would set it.
    env: { NODE_COMPILE_CACHE: compileCache, ...process.env, ...env, BUILD_DIR: relative(root, staging) },
    encoding: "utf8",
    stdio: ["ignore", "inherit", "pipe"],
  });
  process.stderr.write(result.stderr ?? "");
  return result.status === 0 ? undefined : `${result.stderr ?? ""}\n${result.error?.message ?? ""}`;
}

/**
 * The new site in place of the old: two renames, a moment apart. A server that asks for a file
 * in that moment finds no folder and asks again (server/site-server.ts); files it is sending stay
 * readable, since an open file outlives its name.
 */
function publish() {
  const previous = `${target}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}

function fail(problem: string): never {
  const message = failureSummary(problem);
  console.error(`\nThe site was not built, and the last good site is still in place:\n${message}\n`);
  if (process.env.BUILD_FAILURE_FILE) writeFileSync(process.env.BUILD_FAILURE_FILE, message);
  rmSync(staging, { recursive: true, force: true });
  process.exit(1);
}

removeAbandonedStaging();
mkdirSync(stagingRoot, { recursive: true });
// One "now" for every step (each a process of its own): which posts, jobs and storm notice are on the site (app/content/build-now.server.ts).
process.env[BUILD_NOW] ||= new Date().toISOString();

try {
  // On a host, a setting that cannot work there stops the build before anything else (ADR 0038).
  const settingsToFix = (await import("./host-settings.ts")).hostSettingsCheck(root);
  if (settingsToFix) fail(settingsToFix);
  await timed("content check", async () => {
    const { checkContent, CONTENT_CHECKED } = await import("#app/content/content-files.server.ts");
    checkContent();
    process.env[CONTENT_CHECKED] = "1"; // this process's later reads of app/routes.ts, and the steps it starts, need not again
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// The prerender renders with React's production build, as `react-router build` bundles with it: the
// same HTML, byte for byte, in a third less time than React's development checks take.
const prerenderEnv: NodeJS.ProcessEnv = { NODE_ENV: process.env.NODE_ENV ?? "production" };
// Read before bundling: a file saved while Vite reads it makes the next build bundle again.
const { contentInBundles } = await import("./content-defines.ts");
const inputs = await timed("bundle inputs hashed", async () => readInputs(root, [target, stagingRoot], await contentInBundles()));
let failed: string | undefined;
// The editor's bundle is reused by its own key, from the published build or the kept one, whatever the content.
Object.assign(prerenderEnv, { EDITOR_SCRIPT_FROM: [target, bundleCache].join(delimiter), EDITOR_SCRIPT_KEY: editorKey(inputs) });
const reused = await timed(
  "bundle reuse checked",
  () => reuseBundles(target, staging, inputs) || reuseBundles(bundleCache, staging, inputs),
);
if (reused) {
  console.log("Bundles reused: nothing they are made from has changed since the last build.");
} else {
  failed = await timed("bundling", () => step(process.execPath, [reactRouter, "build"]));
  if (!failed) recordBundles(staging, inputs);
}
// Its own phases (prerender, the editor's files, policies) are printed by the step itself.
failed ??= step(process.execPath, [join(root, "scripts", "build", "postbuild.ts")], prerenderEnv);
if (failed) fail(failed);
keepBundles(staging, bundleCache);
publish();
