import { defineConfig } from "@playwright/test";
import { freePort } from "./scripts/dev/free-port.ts";
import { chromiumFlags, chromiumPath, wranglerOffline } from "./scripts/dev/machine.ts";
import type { EngineName } from "./tests/e2e/engines/visitor.ts";

// Chosen once by the runner; its workers load this file again and inherit the environment.
for (const name of [
  "E2E_PORT",
  "E2E_EMAILJS_PORT",
  "E2E_UNCOUNTED_PORT",
  "E2E_NGINX_PORT",
  "E2E_WRANGLER_PORT",
  "E2E_WRANGLER_INSPECTOR_PORT",
  "E2E_FAKE_GITHUB_PORT",
]) {
  process.env[name] ??= String(await freePort());
}
const port = (name: string) => Number(process.env[name]);

/** The project's own Node 24 (node_modules/.bin/node), whoever launched Playwright. */
const server = (listenOn: number, siteRoot: string, outbox: string, counts: string) => ({
  command: "node_modules/.bin/node server/main.ts",
  url: `http://127.0.0.1:${listenOn}/`, // not "localhost": this machine's /etc/hosts has no ::1, so it would ask DNS
  env: { PORT: String(listenOn), SITE_ROOT: siteRoot, OUTBOX_PATH: outbox, COUNTS_PATH: counts },
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig<object, { engine: EngineName }>({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core: the default is half the cores, which on a 2-core CI machine runs one test at a time.
  workers: "100%",
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-results.json" }]],
  timeout: 30_000,
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "site",
      testIgnore: /(quote-emailjs|counting-service|counting-off|hosts|cloudflare-quote|cloudflare-owner|journeys)\.spec\.ts/,
      use: { baseURL: `http://localhost:${port("E2E_PORT")}` },
    },
    // The same site built with EmailJS keys and the storm notice on: the quote form as production runs it.
    {
      name: "emailjs",
      testMatch: /(quote-emailjs|storm-notice|counting-service)\.spec\.ts/,
      use: { baseURL: `http://localhost:${port("E2E_EMAILJS_PORT")}` },
    },
    // The same site built with counting off: nothing is counted.
    { name: "uncounted", testMatch: /counting-off\.spec\.ts/, use: { baseURL: `http://localhost:${port("E2E_UNCOUNTED_PORT")}` } },
    // The built site on each host runtime: the local server, nginx and Cloudflare's workerd (with its Worker and D1).
    { name: "hosts", testMatch: /(hosts|cloudflare-quote|cloudflare-owner)\.spec\.ts/ },
    // The journeys that differ between engines, in the engines the projects above do not run: what
    // they prove in Chromium, the Chromium specs above already prove (docs/testing.md).
    ...(["firefox", "webkit"] as const).map((engine) => ({
      name: `journeys-${engine}`,
      testMatch: /journeys\.spec\.ts/,
      use: { engine },
    })),
  ],
  webServer: [
    server(port("E2E_PORT"), "build/client", "test-results/outbox.jsonl", "test-results/counts.jsonl"),
    server(port("E2E_EMAILJS_PORT"), "build-emailjs/client", "test-results/outbox-emailjs.jsonl", "test-results/counts-emailjs.jsonl"),
    server(
      port("E2E_UNCOUNTED_PORT"),
      "build-uncounted/client",
      "test-results/outbox-uncounted.jsonl",
      "test-results/counts-uncounted.jsonl",
    ),
    {
      command: "node_modules/.bin/node scripts/dev/serve-nginx.ts",
      url: `http://127.0.0.1:${port("E2E_NGINX_PORT")}/`,
      env: { PORT: String(port("E2E_NGINX_PORT")), SITE_ROOT: "build/client" },
      reuseExistingServer: false,
      timeout: 30_000,
      // A signal, not Playwright's default kill, so it removes its folder (a copy of the site).
      gracefulShutdown: { signal: "SIGTERM", timeout: 3_000 },
    },
    // GitHub's API as the Worker's sign-in check asks it (scripts/fixtures/fake-github-api.ts).
    {
      command: "node_modules/.bin/node scripts/fixtures/fake-github-api.ts",
      url: `http://127.0.0.1:${port("E2E_FAKE_GITHUB_PORT")}/`,
      env: { PORT: String(port("E2E_FAKE_GITHUB_PORT")) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    // The Worker with the site's assets and a local D1 on workerd (`npm run serve:cloudflare`, tests/e2e/cloudflare-host.ts).
    {
      command: "node_modules/.bin/node tests/e2e/cloudflare-host.ts",
      url: `http://127.0.0.1:${port("E2E_WRANGLER_PORT")}/`,
      env: {
        ...wranglerOffline,
        PORT: String(port("E2E_WRANGLER_PORT")),
        INSPECTOR_PORT: String(port("E2E_WRANGLER_INSPECTOR_PORT")),
        E2E_FAKE_GITHUB_PORT: String(port("E2E_FAKE_GITHUB_PORT")),
      },
      reuseExistingServer: false,
      // The migrations, then wrangler's bundling of the Worker: some 10 s on a quiet machine.
      timeout: 60_000,
      // Wrangler removes its temporary folders when it is asked to stop, not when it is killed.
      gracefulShutdown: { signal: "SIGTERM", timeout: 3_000 },
    },
  ],
});
