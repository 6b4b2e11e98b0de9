/**
 * Byte budgets, read from the build output: deterministic, so they are tests, not benchmarks. Each
 * kind of page, in the build that counts locally (npm start's counter) and in the one that counts to
 * a counting service (Plausible, with EmailJS keys: production's shape), whose longer origins and
 * settings the scripts carry; the service worker's keep in those and in the build that counts nothing.
 */
import { expect, test } from "./fixtures.ts";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { paths, serviceWorkerPath } from "#app/site/paths.ts";
import { BUDGET, pageWeight, scriptsNamedIn, scriptsPagesRun } from "../../scripts/build/bundle-size.ts";
import { htmlFileFor } from "#app/hosting/html-files.ts";
import { pageRoutes } from "#app/routing/route-table.ts";
import { pageKindPaths } from "./page-kinds.ts";

const project = join(import.meta.dirname, "..", "..");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
/** One page of each kind, the offline page and the not-found page. */
const pageKinds = [
  ...pageKindPaths.map((path) =>
    path === "/no-such-page" ? { path: "(not found)", file: "404.html" } : { path, file: htmlFileFor(path) },
  ),
  { path: paths.offline, file: htmlFileFor(paths.offline) },
];
const allPages = [...pageRoutes.map((route) => htmlFileFor(route.path)), htmlFileFor(paths.offline), "404.html"];
const runsReact = (path: string) => path === paths.contact;

const builds = [
  { folder: "build", counts: "locally" },
  { folder: "build-emailjs", counts: "to a counting service" },
] as const;

for (const { folder, counts } of builds) {
  const client = join(project, folder, "client");
  const assets = existsSync(join(client, "assets")) ? readdirSync(join(client, "assets")) : [];
  /** The build's JavaScript files that hold React DOM (its internals' unmistakable marker). */
  const reactFiles = assets
    .filter((name) => name.endsWith(".js") && readFileSync(join(client, "assets", name), "utf8").includes("__reactContainer$"))
    .map((name) => `/assets/${name}`);
  const assetNamed = (prefix: string) => assets.find((name) => name.startsWith(prefix) && name.endsWith(".js"));

  test.describe(`${folder}/ (counting ${counts})`, () => {
    test("the React DOM chunk and field speed are found, so the checks below can see them", () => {
      expect(reactFiles.length).toBeGreaterThan(0);
      expect(assetNamed("field-speed-"), "this build counts, with field speed").toBeTruthy();
    });

    for (const { path, file } of pageKinds) {
      const jsBudgetKb = runsReact(path) ? BUDGET.hydratedJsKb : BUDGET.documentJsKb;
      const withSpeed = runsReact(path) ? "" : ` (${BUDGET.documentWithFieldSpeedJsKb} KB with field speed)`;
      test(`${path} loads at most ${jsBudgetKb} KB of JavaScript${withSpeed} and ${BUDGET.cssKb} KB of CSS (gzip)`, () => {
        const weight = pageWeight(client, file);
        const largest = weight.js.toSorted((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
        const chunks = largest.map((asset) => `${asset.file} ${kb(asset.gzipBytes)} KB`).join(", ");
        const runsReactDom = weight.js.some((asset) => reactFiles.includes(asset.file));
        expect(runsReactDom, runsReact(path) ? `${path} runs the quote form: the measurement is broken` : `${path} runs React`).toBe(
          runsReact(path),
        );
        expect(weight.jsBytes, `${path}: ${kb(weight.jsBytes)} KB of JS; largest: ${chunks}`).toBeLessThanOrEqual(jsBudgetKb * 1024);
        if (!runsReact(path)) {
          expect(weight.modulepreloads, `${path} preloads no module`).toEqual([]);
          const fieldSpeed = gzipBytes(join(client, "assets", assetNamed("field-speed-")!));
          const total = weight.jsBytes + fieldSpeed;
          expect(total, `${path}: ${kb(total)} KB with field speed`).toBeLessThanOrEqual(BUDGET.documentWithFieldSpeedJsKb * 1024);
        }
        expect(weight.css.length, `${path} has its stylesheet`).toBeGreaterThan(0);
        expect(weight.cssBytes, `${path}: ${kb(weight.cssBytes)} KB of CSS`).toBeLessThanOrEqual(BUDGET.cssKb * 1024);
      });
    }

    test("field speed is loaded by the counter once the page is idle, never by a page itself", () => {
      const fieldSpeed = `/assets/${assetNamed("field-speed-")}`;
      expect(scriptsNamedIn(client, `/assets/${assetNamed("counter-")}`)).toContain(fieldSpeed);
      for (const file of allPages) expect(pageWeight(client, file).js.map((asset) => asset.file)).not.toContain(fieldSpeed);
    });
  });
}

for (const folder of [...builds.map((build) => build.folder), "build-uncounted"]) {
  test(`${folder}/: the service worker keeps exactly the scripts the build's pages can run`, () => {
    const client = join(project, folder, "client");
    const kept = new Set(readFileSync(join(client, serviceWorkerPath), "utf8").match(/\/assets\/[\w.-]+\.js/g));
    const run = scriptsPagesRun(client, allPages);
    expect([...kept].toSorted()).toEqual([...run].toSorted());
    // Counting off: no counter, no field speed, bundled or kept (VITE_FIELD_SPEED=off drops field speed alone, by the same rule).
    if (folder === "build-uncounted")
      expect(readdirSync(join(client, "assets")).filter((name) => /^(counter|field-speed)-/.test(name))).toEqual([]);
  });
}
