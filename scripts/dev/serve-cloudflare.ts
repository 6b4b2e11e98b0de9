/**
 * `npm run serve:cloudflare`: the built site as Cloudflare runs it (wrangler.toml), on workerd
 * through `wrangler dev`: the static assets, the quote endpoint and the owner's API, with a local D1
 * whose migrations are applied first, and the schedule at /__scheduled (`--test-scheduled`). No
 * telemetry, update check or `Request.cf` download (scripts/dev/machine.ts).
 *
 *   PORT                      where it listens (8788)
 *   PERSIST_TO                the local D1's folder (.wrangler/state, kept between runs)
 *   WORKER_SITE               another build/worker/site.json to bundle (the tests' own backend)
 *   ASSETS_DIR                another folder of the site's files (a test's copy, its editor page written for a backend)
 *   INSPECTOR_PORT            workerd's inspector (a free one by default)
 *   GITHUB_API_ORIGIN, …      any of the Worker's variables (and, for tests, its secrets) set here overrides .dev.vars
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { wranglerOffline } from "./machine.ts";

const root = resolve(import.meta.dirname, "..", "..");
const wrangler = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const persistTo = resolve(root, process.env.PERSIST_TO ?? ".wrangler/state");
const env = { ...process.env, ...wranglerOffline, CI: "1" }; // CI: wrangler asks nothing on a terminal
/** The Worker's variables (worker/env.ts) that may be set from this process's environment. */
const variables = [
  "EMAILJS_ORIGIN",
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
  "EMAILJS_PUBLIC_KEY",
  "VAPID_SUBJECT",
  "GITHUB_API_ORIGIN",
  "DECAPBRIDGE_GATEWAY_ORIGIN",
  "REQUESTS_PER_HOUR",
  // Secrets on Cloudflare; here a test gives its own (a stand-in's key, a fresh VAPID pair).
  "EMAILJS_PRIVATE_KEY",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "DEPLOY_HOOK_URL",
];

if (!existsSync(join(root, "build", "worker", "site.json"))) {
  console.error("No build/worker/site.json: run npm run build first.");
  process.exit(1);
}

const migrations = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
if (migrations.status !== 0) {
  console.error("The local D1's migrations could not be applied (worker/migrations).");
  process.exit(1);
}

const args = [
  wrangler,
  "dev",
  "--ip",
  "127.0.0.1",
  "--port",
  process.env.PORT ?? "8788",
  "--persist-to",
  persistTo,
  "--test-scheduled",
  "--show-interactive-dev-session=false",
  ...(process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : []),
  ...(process.env.ASSETS_DIR ? ["--assets", resolve(process.env.ASSETS_DIR)] : []),
  ...(process.env.WORKER_SITE ? ["--define", `WORKER_SITE:${readFileSync(resolve(process.env.WORKER_SITE), "utf8").trim()}`] : []),
  ...variables.flatMap((name) => (process.env[name] ? ["--var", `${name}:${process.env[name]}`] : [])),
];
const dev = spawn(process.execPath, args, { cwd: root, env, stdio: "inherit" });
// Asked to stop (Playwright's SIGTERM, Ctrl-C): wrangler is asked too, so it removes its temporary folders.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
