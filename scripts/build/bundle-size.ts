/**
 * What a first visit to a page downloads and runs without interaction, read from the built HTML:
 * its JavaScript (inline scripts and what they import, module scripts with everything they import
 * statically, and modulepreload links) and its stylesheets, with gzip sizes. The byte-budget test and the
 * benchmark both use it. Speculation rules and JSON-LD are data, not JavaScript: not counted.
 */
import { init, parse as parseModule } from "es-module-lexer";
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { attribute, findAll, isJavaScript, parseHtml, textOf } from "./html.ts";

export const BUDGET = {
  /** Every page but the one that runs React, on first load: its loader, the counter, the worker's registration, its own modules. */
  documentJsKb: 2.5,
  /**
   * The same page with field speed (web-vitals, ~3 KB of it), which the counter loads once the page
   * is idle, only while counting with field speed (ADR 0031).
   */
  documentWithFieldSpeedJsKb: 6,
  /** The quote form's page: React, React DOM and the form (its photo pipeline loads when a photo is picked). */
  hydratedJsKb: 80,
  cssKb: 15,
} as const;

interface Asset {
  file: string;
  gzipBytes: number;
}

export interface PageWeight {
  js: Asset[];
  css: Asset[];
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  /** Module scripts and preloads: the files a page asks for itself, before their imports. */
  moduleUrls: string[];
  modulepreloads: string[];
}

await init;
const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

/** What a module imports before it runs; a dynamic import() loads later, on demand. */
const staticImports = (source: string) =>
  parseModule(source)[0].flatMap((found) => (found.type === "static" || found.type === "reexport-star" ? [found.specifier] : []));

/**
 * Every script an inline script loads: what it imports, and the script files it names (a loader that
 * adds a script element once the page has painted). The page's own loaders run at load, so all count.
 */
const loadedBy = (source: string) => [
  ...parseModule(source)[0].flatMap((found) => (found.specifier ? [found.specifier] : [])),
  ...[...source.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1]!),
];

/** A module and everything it imports statically, as site paths. */
function withStaticImports(client: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImports(readFileSync(join(client, entry), "utf8"))) {
    withStaticImports(client, posix.resolve(posix.dirname(entry), specifier), seen);
  }
  return seen;
}

export function pageWeight(client: string, htmlFile: string): PageWeight {
  const html = readFileSync(join(client, htmlFile), "utf8");
  const document = parseHtml(html);
  const scripts = findAll(document, (element) => element.tagName === "script" && isJavaScript(element));
  const moduleUrls = scripts.map((script) => attribute(script, "src")).filter((src): src is string => src !== undefined);
  const modulepreloads = findAll(document, (element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload").map(
    (link) => attribute(link, "href")!,
  );
  const inline = scripts.filter((script) => attribute(script, "src") === undefined);
  const inlineImports = inline.flatMap((script) => loadedBy(textOf(script)));
  const files = new Set<string>();
  for (const url of [...moduleUrls, ...modulepreloads, ...inlineImports]) withStaticImports(client, url, files);

  const measure = (paths: Iterable<string>) => [...paths].map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(client, file))) }));
  const js = [
    ...measure(files),
    ...inline.map((script, index) => ({ file: `(inline script ${index + 1})`, gzipBytes: gzipSize(textOf(script)) })),
  ];
  const stylesheets = findAll(document, (element) => element.tagName === "link" && attribute(element, "rel") === "stylesheet");
  const css = measure(stylesheets.map((link) => attribute(link, "href")!));
  return { js, css, jsBytes: sum(js), cssBytes: sum(css), htmlBytes: gzipSize(html), moduleUrls, modulepreloads };
}

/** The scripts a script names by URL, to load later (a lazy module, a worker): not its static imports. */
export const scriptsNamedIn = (client: string, file: string) => [
  ...new Set(
    [...readFileSync(join(client, file), "utf8").matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]).filter((url) => url !== file),
  ),
];

/** Every script a page of `htmlFiles` can run: what they load first, and whatever those scripts load later, in turn. */
export function scriptsPagesRun(client: string, htmlFiles: string[]): Set<string> {
  const found = new Set(
    htmlFiles.flatMap((file) =>
      pageWeight(client, file)
        .js.map((asset) => asset.file)
        .filter((name) => name.startsWith("/")),
    ),
  );
  for (const script of found) for (const later of scriptsNamedIn(client, script)) withStaticImports(client, later, found);
  return found;
}
