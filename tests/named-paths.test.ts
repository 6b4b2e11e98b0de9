/**
 * Every file a comment or a doc names exists, as the architecture test holds every import to a
 * real module: a newcomer who follows a pointer finds the file. Every text file is read: docs,
 * code's comments, and the configuration people read (hosts' configs, CI, workflows, styles).
 * Decision records are history and may name the files of their day; the owner's content and
 * generated folders are not read.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(join(root, file)));
const trackedNames = new Set(tracked.map((file) => basename(file)));
const topFolders = new Set(tracked.filter((file) => file.includes("/")).map((file) => file.split("/")[0]));

const isHistory = (file: string) => file.startsWith("docs/decisions/") && !file.endsWith("README.md");
const docs = tracked.filter((file) => file.endsWith(".md") && !file.startsWith("content/") && !isHistory(file));
const sources = tracked.filter(
  (file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.startsWith("content/") && !file.includes("/no-dependency/"),
);
// Configuration with comments for people, read whole: a path there is a pointer too.
const configs = tracked.filter(
  (file) => /\.(conf|toml|ya?ml|jsonc|html|css)$|(^|\/)(\.env\.example|\.ci\/run)$/.test(file) && !file.startsWith("content/"),
);

/** A source file's comments: block comments and line comments that are not part of a URL. */
function commentsOf(text: string): string {
  const blocks = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map(([block]) => block);
  const lines = [...text.matchAll(/(?:^|[\s;,{}()])\/\/(.*)$/gm)].map(([, line = ""]) => line);
  return [...blocks, ...lines].join("\n");
}

// A path-like word: folders, a name and one of the extensions this repository's files have. Not a
// URL, a site path (leading /), a glob or a pattern with placeholders (<id>, {name}, *).
const pathPattern =
  /(?<![\w<>{}*$/.@:-])((?:\.{1,2}\/)?(?:[\w@-][\w.@-]*\/)*[\w-][\w.-]*\.(?:tsx?|mjs|md|ya?ml|json|css|html|conf|toml))(?![\w/<>{}*-])/g;
// Files that exist only once built or run, named in prose where they are made.
const generated = /^(build|build-emailjs|build-uncounted|\.builds|data|reports|test-results|node_modules)\//;

function namedPaths(text: string): string[] {
  const withoutUrls = text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, " ");
  return [...withoutUrls.matchAll(pathPattern)].map(([, path = ""]) => path);
}

/** Where a named path can be: beside the naming file, from the repository's top, or a unique name anywhere. */
function exists(path: string, namedIn: string): boolean {
  const here = normalize(join(dirname(namedIn), path));
  if (path.startsWith(".")) return existsSync(join(root, here));
  // A bare name of code or a doc is one of ours (file names are unique); a bare page or data file
  // name (services.html, buderim.json) is an example of what the build or the owner makes.
  if (!path.includes("/")) return !/\.(tsx?|mjs|md)$/.test(path) || existsSync(join(root, here)) || trackedNames.has(path);
  if (generated.test(path)) return true;
  if (existsSync(join(root, here))) return true;
  return topFolders.has(path.split("/")[0] ?? "") ? existsSync(join(root, path)) : true;
}

function missingIn(files: string[], read: (text: string) => string): string[] {
  return files.flatMap((file) =>
    namedPaths(read(readFileSync(join(root, file), "utf8")))
      .filter((path) => !exists(path, file))
      .map((path) => `${file} names ${path}`),
  );
}

describe("paths named in words", () => {
  it("names only files that exist in the docs (decision records aside)", () => {
    expect(missingIn(docs, (text) => text)).toEqual([]);
  });

  it("names only files that exist in the code's comments", () => {
    expect(missingIn(sources, commentsOf)).toEqual([]);
  });

  it("names only files that exist in the configuration (hosts, CI, workflows, styles)", () => {
    expect(configs.length).toBeGreaterThan(0);
    expect(missingIn(configs, (text) => text)).toEqual([]);
  });
});
