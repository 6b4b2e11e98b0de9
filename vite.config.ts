/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { clientEntryFiles, serviceWorkerFile } from "#app/site/client-entries.ts";
import { contentDefines } from "./scripts/build/content-defines.ts";
import { businessFactsAtRuntime } from "./scripts/build/business-facts-plugin.ts";
import { clientEntries } from "./scripts/build/vite-client-entries.ts";
import { chromiumFlags, chromiumPath } from "./scripts/dev/machine.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
// Vitest's browser runner (Playwright) is loaded by the tests alone: a build spent half a second on it.
const { playwright } = process.env.VITEST ? await import("@vitest/browser-playwright") : { playwright: undefined };

export default defineConfig({
  // The React Router plugin builds the app; Vitest runs modules on their own without it.
  plugins: process.env.VITEST
    ? []
    : [businessFactsAtRuntime(root), tailwindcss(), reactRouter(), clientEntries(root, clientEntryFiles, serviceWorkerFile)],
  // The build's plugin defines it for the site; the unit tests' modules get the shipped content's.
  define: process.env.VITEST ? contentDefines() : {},
  test: {
    reporters: ["default", "json"],
    // Many files wait more than they compute (servers, timers, the browser): three workers on a
    // 2-core machine took the run from 135 s to 80 s. Under that load, rendering whole route modules
    // afresh can take past Vitest's 5 s default, so a test has 15 s.
    maxWorkers: "150%",
    testTimeout: 15_000,
    outputFile: { json: "reports/unit-results.json" },
    // Measured on every run (`npm test`), with thresholds at the level the code has reached, so it
    // cannot fall unseen. Pages and components are covered by the end-to-end tests, which this does not count.
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "admin/**/*.{ts,js}", "server/**/*.ts", "scripts/**/*.ts", "worker/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}", "scripts/fixtures/**", "scripts/bench/**"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "reports/coverage",
      thresholds: { lines: 56, statements: 55, functions: 54, branches: 52 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "admin/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "worker/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
          ],
          exclude: ["**/*.browser.test.ts"],
          environment: "node",
        },
      },
      {
        // Code that needs the browser's own APIs (decoding and encoding images) runs in Chromium.
        extends: true,
        test: {
          name: "browser",
          include: ["app/**/*.browser.test.ts", "admin/**/*.browser.test.ts"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright?.({ launchOptions: { executablePath: chromiumPath(), args: chromiumFlags } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
