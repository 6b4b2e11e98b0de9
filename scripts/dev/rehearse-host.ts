/**
 * `npm run rehearse:host`: the live site's build, rehearsed here as Cloudflare Pages runs it (ADR 0038).
 * A fresh clone of the current commit in a temporary folder; exactly the host's command of
 * docs/deploying.md (HOST_COMMAND), on the Node of .nvmrc with no `node` package, with the host's
 * variables (CF_PAGES=1, CF_PAGES_COMMIT_SHA, CF_PAGES_BRANCH) and an empty npm cache, as on a host's
 * first build (NPM_CACHE=warm: this machine's); then the same commit built as a developer builds it
 * (this checkout's full install) and the two sites compared file by file (scripts/dev/compare-builds.ts).
 * Prints the install's seconds, packages and MB, the build's seconds and peak memory, and the load,
 * and writes them into docs/benchmarks.md in place of the last run's (./rehearsal-figures.ts).
 *
 * PHOTOS=3 adds 3 jobs of 8 generated 2400×1800 photos to the clone (never committed) and builds it
 * again from a fresh clone's state twice: before the photos are made (a host's first build after the
 * owner publishes them) and after `npm run photos` has made them (every build after that).
 * The site's settings are stand-ins the host check accepts; VITE_* and CMS_* in this shell win.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, existsSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { addPhotoJobs } from "../fixtures/job-photos.ts";
import { compareBuilds, report } from "./compare-builds.ts";
import { writeRehearsal } from "./rehearsal-figures.ts";
import { HOST_BUILD, HOST_COMMAND, HOST_INSTALL, hostEnv, hostNodeMajor, installed, runTimed, type Run } from "./host-build.ts";

const root = resolve(import.meta.dirname, "..", "..");
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const jobs = Number(process.env.PHOTOS ?? 0);
const warmCache = process.env.NPM_CACHE === "warm";

/** Settings the host check accepts (fake keys: nothing is sent); the developer's own VITE_* and CMS_* win. */
const settings: Record<string, string> = {
  VITE_EMAILJS_SERVICE_ID: "service_rehearsal",
  VITE_EMAILJS_TEMPLATE_ID: "template_rehearsal",
  VITE_EMAILJS_PUBLIC_KEY: "public_key_rehearsal",
  VITE_COUNTER: "https://plausible.io",
  CMS_BACKEND: "decapbridge",
  CMS_DECAPBRIDGE_SITE_ID: "0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40",
  ...Object.fromEntries(Object.entries(process.env).filter(([name, value]) => /^(VITE|CMS)_/.test(name) && value) as [string, string][]),
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const seconds = (run: Run) => `${run.seconds.toFixed(1)} s`;
const memory = (run: Run) => (run.peakMb === undefined ? "" : `, peak ${run.peakMb} MB`);
/** What this run measured, printed and kept for docs/benchmarks.md. */
const figures: string[] = [];
const measured = (line: string) => {
  console.log(line);
  figures.push(line);
};

/** A fresh clone of `commit` (its files only: no build, no cache, no node_modules). */
function freshClone(folder: string, commit: string) {
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", "--no-checkout", root, folder]);
  execFileSync("git", ["-c", "advice.detachedHead=false", "checkout", "--quiet", commit], { cwd: folder });
}

/** Back to a fresh clone's state for the build: no last build to reuse, no compile cache. */
function asFreshClone(folder: string) {
  for (const path of ["build", ".builds", ".react-router", join("node_modules", ".cache")])
    rmSync(join(folder, path), { recursive: true, force: true });
}

const commit = git("rev-parse", "HEAD");
const branch = git("rev-parse", "--abbrev-ref", "HEAD");
if (git("status", "--porcelain")) console.warn("Uncommitted changes are not rehearsed: the clone is of the last commit.\n");
const work = mkdtempSync(join(tmpdir(), "rehearse-host-"));
const host = join(work, "host");
const env = hostEnv({
  ...settings,
  CF_PAGES: "1",
  CF_PAGES_COMMIT_SHA: commit,
  CF_PAGES_BRANCH: branch,
  ...(warmCache ? {} : { npm_config_cache: join(work, "npm-cache") }),
});
console.log(`Rehearsing ${commit.slice(0, 12)} as Cloudflare Pages builds it: \`${HOST_COMMAND}\``);
console.log(
  `Node ${process.versions.node} (.nvmrc: ${hostNodeMajor()}), ${cpus().length} cores, load ${load()}, npm cache ${warmCache ? "this machine's" : "empty"}`,
);
try {
  freshClone(host, commit);
  const install = runTimed(host, HOST_INSTALL, env);
  const { packages, mb } = installed(host, install);
  if (existsSync(join(host, "node_modules", "node")))
    throw new Error("The install brought the `node` package: the build would not run on .nvmrc's Node");
  measured(`install: ${seconds(install)}, ${packages} packages, ${mb} MB in node_modules (load ${load()})`);
  const build = runTimed(host, HOST_BUILD, env);
  measured(`build: ${seconds(build)}${memory(build)} (load ${load()})`);

  const local = join(work, "local");
  freshClone(local, commit);
  symlinkSync(join(root, "node_modules"), join(local, "node_modules"));
  // With the host's variables too, so that only the install differs (build-info.json names the host).
  runTimed(local, "npm run build", { ...process.env, ...settings, CF_PAGES: "1", CF_PAGES_COMMIT_SHA: commit });
  const comparison = compareBuilds(join(local, "build", "client"), join(host, "build", "client"));
  const lines = report(comparison);
  measured(`the host's site against this checkout's build of the same commit: ${lines.at(-1)}`);
  for (const line of lines.slice(0, -1).slice(0, 40)) console.log(`  ${line}`);

  if (jobs > 0) {
    const photos = await addPhotoJobs(join(host, "content"), jobs);
    asFreshClone(host);
    const unmade = runTimed(host, HOST_BUILD, env);
    measured(
      `build with ${photos} photos, none made yet (the first build after they are published): ${seconds(unmade)}${memory(unmade)} (load ${load()})`,
    );
    rmSync(join(host, "content", "media-derived"), { recursive: true, force: true });
    const made = runTimed(host, "npm run photos", env);
    measured(`npm run photos, as the photos workflow runs it: ${seconds(made)}${memory(made)} (load ${load()})`);
    asFreshClone(host);
    const after = runTimed(host, HOST_BUILD, env);
    measured(`build with ${photos} photos made and committed (every build after): ${seconds(after)}${memory(after)} (load ${load()})`);
    measured(
      `photos add ${(after.seconds - build.seconds).toFixed(1)} s to a build once made, ${(unmade.seconds - build.seconds).toFixed(1)} s before`,
    );
  }
  const started = new Date().toISOString().slice(0, 16).replace("T", " ");
  writeRehearsal(
    join(root, "docs", "benchmarks.md"),
    `Last run: ${started} UTC, commit \`${commit.slice(0, 7)}\`, Node ${process.versions.node}, ${cpus().length} cores, npm cache ${warmCache ? "this machine's" : "empty"}`,
    figures,
  );
  console.log("Written into docs/benchmarks.md (The host's build).");
} finally {
  if (process.env.KEEP) console.log(`Kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
