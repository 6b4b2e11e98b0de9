import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { clientEntryFiles } from "./app/browser/entries.ts";
import { clientEntries } from "./scripts/vite-client-entries.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  // The React Router plugin builds the app; Vitest runs modules on their own without it.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter(), clientEntries(root, clientEntryFiles, alias)],
  resolve: { alias },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "reports/unit-results.json" },
  },
});
