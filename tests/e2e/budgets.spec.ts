/** Byte budgets, read from the build output: deterministic, so they are tests, not benchmarks. */
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pageRoutes } from "../../app/route-table.ts";
import { BUDGET, htmlFileFor, pageWeight } from "../../scripts/bundle-size.ts";

const client = join(import.meta.dirname, "..", "..", "build", "client");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pages = [...pageRoutes.map((route) => ({ path: route.path, file: htmlFileFor(route.path) })), { path: "(not found)", file: "404.html" }];

for (const { path, file } of pages) {
  test(`${path} loads at most ${BUDGET.jsKb} KB of JavaScript and ${BUDGET.cssKb} KB of CSS (gzip)`, () => {
    const weight = pageWeight(client, file);
    const largest = weight.js.toSorted((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
    const chunks = largest.map((asset) => `${asset.file} ${kb(asset.gzipBytes)} KB`).join(", ");
    expect(weight.js.length, `${path} loads no JavaScript: the measurement is broken`).toBeGreaterThan(0);
    expect(weight.jsBytes, `${path}: ${kb(weight.jsBytes)} KB of JS; largest chunks: ${chunks}`).toBeLessThanOrEqual(BUDGET.jsKb * 1024);
    expect(weight.cssBytes, `${path}: ${kb(weight.cssBytes)} KB of CSS in ${weight.css.map((a) => a.file).join(", ")}`).toBeLessThanOrEqual(
      BUDGET.cssKb * 1024,
    );
  });
}

test("the email SDK and the validation library are not part of any first load", () => {
  const assets = readdirSync(join(client, "assets")).filter((name) => name.endsWith(".js"));
  const containing = (marker: string) => assets.filter((name) => readFileSync(join(client, "assets", name), "utf8").includes(marker));
  const lazy = [...containing("lib_version"), ...containing("_zod")].map((name) => `/assets/${name}`);
  expect(lazy.length, "the EmailJS SDK and zod chunks were not found").toBeGreaterThanOrEqual(2);
  for (const { path, file } of pages) {
    const loaded = pageWeight(client, file).js.map((asset) => asset.file);
    expect(loaded.filter((name) => lazy.includes(name)), path).toEqual([]);
  }
});
