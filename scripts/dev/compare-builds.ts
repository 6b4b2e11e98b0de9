/**
 * `node scripts/dev/compare-builds.ts <before> <after>`: two builds of the site (two `build/client`
 * folders) compared file by file, to show what a change did to the built site. Set aside, because
 * they differ whenever any source does and say nothing of a page: the content hashes in file names
 * (Vite's `root-BkWMEiDM.js`, the image pipeline's `oak-0a1b2c3d4e-800.avif`) wherever they are
 * written, CSP `sha256-…` hashes (of inline scripts that name those files), and React's useId values
 * (numbered by place in the tree; renumbered here in order of appearance, so each must still name
 * the same element). Two builds of the same source are byte-identical: nothing else is set aside.
 *
 * Prints the files added, removed and changed (each with its first differing lines) and a last line
 * of counts. A report, not a test: it exits 0 whatever it finds (2 for a wrong command line).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";

/** Vite's `name-[hash].ext`: 8 base64url characters, with a capital, digit or `_` (so `-services.js` stays a name). */
const viteHash = /-([A-Za-z0-9_-]{8})(?=\.[A-Za-z0-9]+$)/;
/** The image pipeline's `name-<10 hex of the original's hash>-<width>.<format>` (app/media/images.server.ts). */
const mediaHash = /-([0-9a-f]{10})(?=-\d+\.(?:avif|webp|jpe?g|png)$)/;
const cspHash = /\b(sha(?:256|384|512))-[A-Za-z0-9+/]+={0,2}/g;
/** React 19.2's `_R_9b5_` (and an island's `_quote-form-island-R_0_`), and the `«R…»` of 19.0–19.1. */
const reactId = /(?<=[_-])R_[0-9a-z]+_|«[Rr][0-9a-z]+»/g;

/** The hashes in the file names of both builds, each with what it is written as, so that contents naming those files are normalised too. */
function hashesIn(paths: string[]): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const path of paths) {
    const name = basename(path);
    const vite = viteHash.exec(name)?.[1];
    if (vite && /[A-Z0-9_]/.test(vite)) hashes.set(vite, "[hash]");
    const media = mediaHash.exec(name)?.[1];
    if (media) hashes.set(media, "[media]");
  }
  return hashes;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function normaliser(hashes: Map<string, string>) {
  const anyHash = new RegExp(`(?<![A-Za-z0-9_])(?:${[...hashes.keys()].map(escapeRegExp).join("|") || "(?!)"})(?![A-Za-z0-9_])`, "g");
  const withoutHashes = (text: string) => text.replace(anyHash, (hash) => hashes.get(hash)!);
  return {
    name: (path: string) => join(dirname(path), withoutHashes(basename(path))),
    content(text: string): string {
      const ids = new Map<string, string>();
      return withoutHashes(text)
        .replace(cspHash, (_, algorithm: string) => `${algorithm}-[csp]`)
        .replace(reactId, (id) => ids.get(id) ?? ids.set(id, `R_id${ids.size + 1}_`).get(id)!);
    },
  };
}

/** Markup one tag a line (a CDATA section kept with its element), so a page written on one line shows which element differs. */
const linesOf = (path: string, text: string) =>
  (/\.(html|xml|svg)$/.test(path) ? text.replace(/(?<!\]\])>(?=<(?!!\[CDATA\[))/g, ">\n") : text).split("\n");
/** In an XML data file (the sitemap, the feed) whitespace between elements carries nothing. */
const significant = (path: string, text: string) => (path.endsWith(".xml") ? text.replace(/>\s+</g, "><").trim() : text);

/** A line removed from before or added after, by its index. */
type Edit = readonly [sign: "-" | "+", line: number];

/** The edits that turn `a` into `b`, keeping a longest common subsequence of their lines. */
function lineEdits(a: string[], b: string[]): Edit[] {
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width); // common[i*width+j]: LCS of a[i..] and b[j..]
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i * width + j] =
        a[i] === b[j] ? common[(i + 1) * width + j + 1]! + 1 : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
  const edits: Edit[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (i < a.length && (j === b.length || common[(i + 1) * width + j]! >= common[i * width + j + 1]!)) edits.push(["-", i++]);
    else edits.push(["+", j++]);
  }
  return edits;
}

/** A long line (minified code) cut to 160 characters from a little before `column`, where the change begins. */
function cut(line: string, column: number): string {
  const start = Math.max(0, Math.min(column - 60, line.length - 160));
  return `${start > 0 ? "…" : ""}${line.slice(start, start + 160)}${start + 160 < line.length ? "…" : ""}`;
}

/** The first `most` changed lines, found between the lines both files begin and end with. */
export function firstDifferences(path: string, before: string, after: string, most = 8): string[] {
  const [a, b] = [linesOf(path, significant(path, before)), linesOf(path, significant(path, after))];
  if (a.join("\n") === b.join("\n")) return ["    whitespace between elements only"];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  const [removed, added] = [a.slice(start, a.length - end), b.slice(start, b.length - end)];
  // Past a few million cells the table is too big to be worth it: the whole stretch is shown as replaced.
  const edits: Edit[] =
    removed.length * added.length <= 4_000_000
      ? lineEdits(removed, added)
      : [...removed.map((_, line) => ["-", line] as const), ...added.map((_, line) => ["+", line] as const)];
  const [first = "", second = ""] = [removed[0], added[0]];
  let column = 0;
  while (column < first.length && first[column] === second[column]) column++;
  return [
    ...edits.slice(0, most).map(([sign, line]) => `    ${start + line + 1}${sign} ${cut((sign === "-" ? removed : added)[line]!, column)}`),
    ...(edits.length > most ? [`    … ${edits.length - most} more changed lines`] : []),
  ];
}

const isText = (bytes: Buffer) => !bytes.subarray(0, 8192).includes(0);

/** Every file under a folder, dot-files too, relative to it. */
const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

/** Each file of a build by its normalised path (a second file with the same normalised path gets ` (2)`). */
function byNormalisedPath(folder: string, normalise: (path: string) => string): Map<string, string> {
  const files = new Map<string, string>();
  for (const path of filesIn(folder).toSorted()) {
    const name = normalise(path);
    let key = name;
    for (let copy = 2; files.has(key); copy++) key = `${name} (${copy})`;
    files.set(key, path);
  }
  return files;
}

export interface Comparison {
  added: string[];
  removed: string[];
  changed: { path: string; lines: string[] }[];
  compared: number;
}

export function compareBuilds(beforeFolder: string, afterFolder: string): Comparison {
  const everyPath = [beforeFolder, afterFolder].flatMap(filesIn);
  const normalise = normaliser(hashesIn(everyPath));
  const before = byNormalisedPath(beforeFolder, normalise.name);
  const after = byNormalisedPath(afterFolder, normalise.name);
  const comparison: Comparison = {
    added: [...after.keys()].filter((path) => !before.has(path)),
    removed: [...before.keys()].filter((path) => !after.has(path)),
    changed: [],
    compared: 0,
  };
  for (const [path, beforePath] of before) {
    const afterPath = after.get(path);
    if (afterPath === undefined) continue;
    comparison.compared++;
    const [old, now] = [readFileSync(join(beforeFolder, beforePath)), readFileSync(join(afterFolder, afterPath))];
    if (old.equals(now)) continue;
    if (!isText(old) || !isText(now)) {
      comparison.changed.push({ path, lines: [`    binary: ${old.length} bytes before, ${now.length} after`] });
      continue;
    }
    const [oldText, nowText] = [normalise.content(old.toString("utf8")), normalise.content(now.toString("utf8"))];
    if (oldText !== nowText) comparison.changed.push({ path, lines: firstDifferences(path, oldText, nowText) });
  }
  return comparison;
}

export function report({ added, removed, changed, compared }: Comparison): string[] {
  return [
    ...added.map((path) => `added    ${path}`),
    ...removed.map((path) => `removed  ${path}`),
    ...changed.flatMap(({ path, lines }) => [`changed  ${path}`, ...lines]),
    `${compared} files compared, ${changed.length} changed, ${added.length} added, ${removed.length} removed`,
  ];
}

if (import.meta.main) {
  const [beforeFolder, afterFolder] = process.argv.slice(2);
  if (!beforeFolder || !afterFolder || ![beforeFolder, afterFolder].every((folder) => existsSync(folder))) {
    console.error("Usage: node scripts/dev/compare-builds.ts <before build/client folder> <after build/client folder>");
    process.exit(2);
  }
  console.log(report(compareBuilds(beforeFolder, afterFolder)).join("\n"));
}
