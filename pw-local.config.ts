import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/dev/machine.ts";
export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: chromiumPath(), args: chromiumFlags }, serviceWorkers: "block" },
  projects: [{ name: "local" }],
});
