import { defineConfig } from "@playwright/test";
import { freePort } from "./scripts/free-port.ts";
import { chromiumFlags, chromiumPath } from "./tests/e2e/chromium.ts";

// Chosen once by the runner; its workers load this file again and inherit the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_EMAILJS_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const emailjsPort = Number(process.env.E2E_EMAILJS_PORT);

/** The project's own Node 24 (node_modules/.bin/node), whoever launched Playwright. */
const server = (listenOn: number, siteRoot: string, outbox: string) => ({
  command: "node_modules/.bin/node server/main.ts",
  url: `http://localhost:${listenOn}/`,
  env: { PORT: String(listenOn), SITE_ROOT: siteRoot, OUTBOX_PATH: outbox },
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-results.json" }]],
  timeout: 30_000,
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
    serviceWorkers: "block",
  },
  projects: [
    { name: "site", testIgnore: /quote-emailjs\.spec\.ts/, use: { baseURL: `http://localhost:${port}` } },
    // The same site built with EmailJS keys and the storm notice on: the quote form as production runs it.
    { name: "emailjs", testMatch: /(quote-emailjs|storm-notice)\.spec\.ts/, use: { baseURL: `http://localhost:${emailjsPort}` } },
  ],
  webServer: [
    server(port, "build/client", "test-results/outbox.jsonl"),
    server(emailjsPort, "build-emailjs/client", "test-results/outbox-emailjs.jsonl"),
  ],
});
