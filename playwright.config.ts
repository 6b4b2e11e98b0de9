import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumFlags } from "./tests/e2e/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-results.json" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
    serviceWorkers: "block",
  },
  webServer: {
    // The project's own Node 24 (node_modules/.bin/node), whoever launched Playwright.
    command: "node_modules/.bin/node server/main.ts",
    url: `http://localhost:${port}/`,
    env: { PORT: String(port), OUTBOX_PATH: "test-results/outbox.jsonl" },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
