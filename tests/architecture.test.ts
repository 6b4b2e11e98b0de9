/**
 * The house rules docs/architecture.md describes, held by a test: each folder is a layer, and a
 * module imports only from its own layer or the ones below it (a test file from any); nothing
 * outside tests/ imports from tests/; no two source files share a name; no source file is over 200 lines.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** Lowest first. A path is in the layer of the longest prefix that names it. */
const layers: [name: string, prefixes: string[]][] = [
  ["shared constants", ["app/site/", "app/lib/", "app/brand/", "app/counts/"]],
  ["content: the settings and the owner's files read and checked", ["app/settings/", "app/content/"]],
  ["the interface's own words", ["app/words-in-code/"]],
  [
    "what pages are made of: search output, media, hosting, the quote's rules, what the layout knows of its page",
    ["app/seo/", "app/media/", "app/hosting/", "app/quote/", "app/layout-data/"],
  ],
  ["interface parts", ["app/components/ui/"]],
  ["page sections and the quote form", ["app/components/", "app/islands/"]],
  ["pages", ["app/routes/", "app/root.tsx", "app/routes.ts", "app/routing/"]],
  ["browser entries", ["app/browser/"]],
  ["the editor's script", ["admin/"]],
  ["the server", ["server/"]],
  ["the host's server (the Worker on Cloudflare)", ["worker/"]],
  ["scripts", ["scripts/", "vite.config.ts", "react-router.config.ts", "tailwind.config.ts", "playwright.config.ts"]],
];

function layerOf(file: string): number {
  let best = { index: -1, length: 0 };
  layers.forEach(([, prefixes], index) => {
    for (const prefix of prefixes) if (file.startsWith(prefix) && prefix.length > best.length) best = { index, length: prefix.length };
  });
  return best.index;
}

const layerName = (file: string) => layers[layerOf(file)]?.[0];

const isTest = (file: string) => /\.(test|browser\.test|spec)\.tsx?$/.test(file);
const sourceFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !file.endsWith(".d.ts") && !file.startsWith("node_modules/"));

/** The repository paths a module imports (#app/… and relative specifiers; packages left out); with `values`, not its types alone. */
function importsOf(file: string, { values = false } = {}): string[] {
  const whole = readFileSync(join(root, file), "utf8");
  const source = values ? whole.replace(/^(?:import|export) type [^;]*;/gm, "") : whole;
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"'?]+)/g)].map(([, specifier = ""]) => specifier);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("#app/")) return [`app/${specifier.slice("#app/".length)}`];
    if (specifier.startsWith(".")) return [normalize(join(dirname(file), specifier))];
    return [];
  });
}

describe("the house rules", () => {
  it("has a layer for every module outside tests/", () => {
    const unplaced = sourceFiles.filter((file) => !isTest(file) && !file.startsWith("tests/") && layerOf(file) < 0);
    expect(unplaced).toEqual([]);
  });

  it("never imports from a layer above", () => {
    const upward = sourceFiles
      .filter((file) => !isTest(file) && layerOf(file) >= 0)
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => layerOf(target) > layerOf(file))
          .map((target) => `${file} (${layerName(file)}) imports ${target} (${layerName(target)})`),
      );
    expect(upward).toEqual([]);
  });

  it("never imports tests/ from outside it (but for the test runner's own configuration)", () => {
    const intoTests = sourceFiles
      .filter((file) => !file.startsWith("tests/") && file !== "playwright.config.ts")
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith("tests/"))
          .map((target) => `${file} imports ${target}`),
      );
    expect(intoTests).toEqual([]);
  });

  it("gives no two source files the same name (a route module, named after its page, aside)", () => {
    const byName = new Map<string, string[]>();
    for (const file of sourceFiles.filter((source) => !isTest(source) && !source.startsWith("app/routes/"))) {
      const name = basename(file).replace(/\.tsx?$/, "");
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it("keeps the service worker from the page's business facts, which a worker cannot read (it has no page)", () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      importsOf(file, { values: true }).forEach(visit);
    };
    visit("app/browser/sw.ts");
    expect(reached).not.toContain("app/content/business.ts");
  });

  it("keeps every source file to 200 lines", () => {
    const long = sourceFiles
      .filter((file) => !isTest(file) && !file.startsWith("tests/"))
      .map((file) => ({ file, lines: readFileSync(join(root, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > 200);
    expect(long).toEqual([]);
  });
});
