/** Byte budgets, read from the build output: deterministic, so they are tests, not benchmarks. */
import { expect, test } from "./fixtures.ts";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { paths } from "#app/site/paths.ts";
import { pageRoutes } from "#app/routing/route-table.ts";
import { BUDGET, pageWeight } from "../../scripts/build/bundle-size.ts";
import { htmlFileFor } from "#app/hosting/html-files.ts";

const client = join(import.meta.dirname, "..", "..", "build", "client");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pages = [
  ...pageRoutes.map((route) => ({ path: route.path, file: htmlFileFor(route.path) })),
  { path: paths.offline, file: htmlFileFor(paths.offline) },
  { path: "(not found)", file: "404.html" },
];
const runsReact = (path: string) => path === paths.contact;

/** The build's JavaScript files that hold React DOM (its internals' unmistakable marker). */
const reactFiles = readdirSync(join(client, "assets"))
  .filter((name) => name.endsWith(".js") && readFileSync(join(client, "assets", name), "utf8").includes("__reactContainer$"))
  .map((name) => `/assets/${name}`);

test("the React DOM chunk is found, so the checks below can see it", () => {
  expect(reactFiles.length).toBeGreaterThan(0);
});

for (const { path, file } of pages) {
  const jsBudgetKb = runsReact(path) ? BUDGET.hydratedJsKb : BUDGET.documentJsKb;
  test(`${path} loads at most ${jsBudgetKb} KB of JavaScript and ${BUDGET.cssKb} KB of CSS (gzip)`, () => {
    const weight = pageWeight(client, file);
    const largest = weight.js.toSorted((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
    const chunks = largest.map((asset) => `${asset.file} ${kb(asset.gzipBytes)} KB`).join(", ");
    if (runsReact(path)) {
      expect(
        weight.js.some((asset) => reactFiles.includes(asset.file)),
        `${path} runs the quote form: the measurement is broken`,
      ).toBe(true);
    }
    expect(weight.jsBytes, `${path}: ${kb(weight.jsBytes)} KB of JS; largest: ${chunks}`).toBeLessThanOrEqual(jsBudgetKb * 1024);
    expect(weight.css.length, `${path} has its stylesheet`).toBeGreaterThan(0);
    expect(weight.cssBytes, `${path}: ${kb(weight.cssBytes)} KB of CSS`).toBeLessThanOrEqual(BUDGET.cssKb * 1024);
  });

  if (runsReact(path)) continue;
  test(`${path} preloads no module and runs no script that imports React`, () => {
    const weight = pageWeight(client, file);
    expect(weight.modulepreloads).toEqual([]);
    expect(weight.js.map((asset) => asset.file).filter((name) => reactFiles.includes(name))).toEqual([]);
  });
}

/** The build's field-speed script (app/browser/field-speed.ts), and the counter that loads it. */
const assetNamed = (prefix: string) => readdirSync(join(client, "assets")).find((name) => name.startsWith(prefix) && name.endsWith(".js"));

test(`field speed is at most ${BUDGET.fieldSpeedJsKb} KB (gzip), loaded by the counter once the page is idle, never by a page itself`, () => {
  const fieldSpeed = assetNamed("field-speed-");
  const counter = assetNamed("counter-");
  expect(fieldSpeed && counter, "this build counts (npm start's counter)").toBeTruthy();
  const bytes = gzipSync(readFileSync(join(client, "assets", fieldSpeed!)), { level: 9 }).length;
  expect(bytes, `${kb(bytes)} KB of field speed`).toBeLessThanOrEqual(BUDGET.fieldSpeedJsKb * 1024);
  expect(readFileSync(join(client, "assets", counter!), "utf8")).toContain(`/assets/${fieldSpeed}`);
  for (const { file } of pages) expect(readFileSync(join(client, file), "utf8"), file).not.toContain(fieldSpeed);
});
