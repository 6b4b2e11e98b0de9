/**
 * The Cloudflare host the end-to-end tests run (playwright.config.ts): `npm run serve:cloudflare`
 * (scripts/dev/serve-cloudflare.ts) with a local D1 of its own, made afresh, and the editor's
 * backend set to GitHub at the local fake (scripts/fixtures/fake-github-api.ts), so the owner's API has someone to ask.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { writeWorkerSite } from "../../scripts/build/worker-site.ts";
import { fakeGitHub } from "../../scripts/fixtures/fake-github-api.ts";

export const CLOUDFLARE_STATE = join("test-results", "cloudflare");

rmSync(CLOUDFLARE_STATE, { recursive: true, force: true });
const site = writeWorkerSite(join(CLOUDFLARE_STATE, "worker"), { name: "github", repo: fakeGitHub.repo, branch: "main" }, 18);
const serve = spawn(process.execPath, [join("scripts", "dev", "serve-cloudflare.ts")], {
  stdio: "inherit",
  env: {
    ...process.env,
    PERSIST_TO: join(CLOUDFLARE_STATE, "d1"),
    WORKER_SITE: site,
    GITHUB_API_ORIGIN: `http://127.0.0.1:${process.env.E2E_FAKE_GITHUB_PORT}`,
  },
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => serve.kill(signal));
serve.on("exit", (code) => process.exit(code ?? 0));
