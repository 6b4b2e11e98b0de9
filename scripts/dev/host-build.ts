/**
 * The host's build, exactly as docs/deploying.md gives it to Cloudflare Pages (a test holds the doc to
 * HOST_COMMAND): an install of only what the build needs, then the build, on the Node of .nvmrc and
 * never the `node` package, which a host does not install (it is a dev dependency). Run on a fresh
 * clone by `npm run rehearse:host` and on a copy of this checkout by the end-to-end tests (ADR 0038).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..", "..");

/**
 * `--omit=dev` leaves out the tests, benchmarks, local servers and type packages; `--legacy-peer-deps`
 * leaves out too the dev packages that a build package names as an optional peer (wrangler and
 * typescript, of @react-router/dev), which `--omit=dev` alone installs (npm/cli#7772).
 */
export const HOST_INSTALL = "npm ci --omit=dev --legacy-peer-deps";
export const HOST_BUILD = "npm run build";
export const HOST_COMMAND = `${HOST_INSTALL} && ${HOST_BUILD}`;

/** The Node major version hosts take from .nvmrc. */
export const hostNodeMajor = () => readFileSync(join(root, ".nvmrc"), "utf8").trim();

/**
 * A host's environment: this Node first on the PATH (it must be .nvmrc's version) and no
 * node_modules/.bin of this checkout, none of this shell's or npm's variables, only what the host sets and `vars`.
 */
export function hostEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const major = process.versions.node.split(".")[0];
  if (major !== hostNodeMajor())
    throw new Error(
      `This runs on Node ${process.versions.node}, not the Node ${hostNodeMajor()} of .nvmrc that hosts use: run it through npm run`,
    );
  const path = (process.env.PATH ?? "").split(delimiter).filter((entry) => entry && !entry.includes("node_modules"));
  // The machine's way out to the registry (a proxy and its certificate), as a host has its own.
  const network = Object.entries(process.env).filter(([name]) =>
    /^(NODE_EXTRA_CA_CERTS|SSL_CERT_(FILE|DIR)|(HTTPS?|NO)_PROXY)$/i.test(name),
  );
  return {
    ...Object.fromEntries(network),
    PATH: [dirname(process.execPath), ...path].join(delimiter),
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: "C.UTF-8",
    CI: "true",
    ...vars,
  };
}

/** A part of the host's command, run: its seconds, its largest process's peak memory (under GNU time) and what it printed. */
export interface Run {
  seconds: number;
  peakMb: number | undefined;
  output: string;
}

const gnuTime = "/usr/bin/time";

/** Runs `command` in `folder` as a host's shell does; throws with the end of its output if it fails. */
export function runTimed(folder: string, command: string, env: NodeJS.ProcessEnv): Run {
  const timed = existsSync(gnuTime);
  const started = performance.now();
  const run = spawnSync(timed ? gnuTime : "sh", timed ? ["-f", "%e %M", "sh", "-c", command] : ["-c", command], {
    cwd: folder,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const seconds = (performance.now() - started) / 1000;
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`\`${command}\` failed in ${folder}:\n${output.slice(-4000)}`);
  const kilobytes = timed ? Number(run.stderr.trim().split("\n").at(-1)!.split(" ")[1]) : Number.NaN;
  return { seconds, peakMb: Number.isFinite(kilobytes) ? Math.round(kilobytes / 1024) : undefined, output };
}

/** What the install put in node_modules: its packages (as npm counts them) and megabytes. */
export function installed(folder: string, install: Run) {
  const packages = Number(/added (\d+) packages?/.exec(install.output)?.[1] ?? Number.NaN);
  const kilobytes = Number(execFileSync("du", ["-sk", join(folder, "node_modules")], { encoding: "utf8" }).split("\t")[0]);
  return { packages, mb: Math.round(kilobytes / 1024) };
}

/** The project as git would keep it, copied into a new temporary folder: this checkout's files, committed or not, and no .env. */
export function checkoutCopy(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    cpSync(join(root, file), join(folder, file));
  }
  return folder;
}
