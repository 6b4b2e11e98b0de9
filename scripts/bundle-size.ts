/**
 * What a first visit to a page downloads, read from the built HTML: the JavaScript it loads
 * (module scripts and modulepreload links) and its stylesheets, with gzip sizes. The byte-budget
 * test and the benchmark both use it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET = { jsKb: 125, cssKb: 15 } as const;

export interface Asset {
  file: string;
  gzipBytes: number;
}

export interface PageWeight {
  js: Asset[];
  css: Asset[];
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
}

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

export function pageWeight(client: string, htmlFile: string): PageWeight {
  const html = readFileSync(join(client, htmlFile), "utf8");
  const referenced = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
  // Every script the page names (modulepreload links and the module script's imports) loads at once.
  const js = referenced(/["'](\/assets\/[^"']+\.js)["']/g);
  const css = referenced(/<link rel="stylesheet" href="(\/[^"]+\.css)"/g);
  const measure = (files: string[]) => files.map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(client, file))) }));
  const jsAssets = measure(js);
  const cssAssets = measure(css);
  return { js: jsAssets, css: cssAssets, jsBytes: sum(jsAssets), cssBytes: sum(cssAssets), htmlBytes: gzipSize(html) };
}

/** build/client/services/index.html for /services; 404.html for the not-found page. */
export const htmlFileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
