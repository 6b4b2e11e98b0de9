/**
 * Whether a build may reuse the last build's bundles instead of running `react-router build`, most
 * of a build's time (docs/decisions/0036-a-publish-reuses-the-bundles.md). Most publishes change
 * only content the pages read while they render (posts, jobs, suburbs, pages), which no bundle holds.
 *
 * The bundles are made from: every project file outside content/ that git would keep (sources,
 * configuration, .env; Tailwind scans them all for class names), the installed packages (npm's
 * record of them), the content files a module imports (none today: business.json is read at run time,
 * business-facts-plugin.ts; the bundling records any a module starts to import,
 * vite-client-entries.ts), what the bundling takes from content otherwise (content-defines.ts: the
 * quote form's services, the route table) and the VITE_ environment. Their hash is stored beside the build with the list of files the bundling
 * wrote; a build whose inputs hash the same copies those files, and anything else bundles anew.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** Beside client/ and server/ in a build folder (only client/ is published): the bundles' inputs and files. */
const RECORD_FILE = "bundle-inputs.json";
/** Written by the bundling into the build folder: the content files its modules imported, from the project. */
export const BUNDLED_CONTENT_FILE = "bundled-content.json";

/**
 * Top-level folders that hold no input of the bundles: git ignores them (Tailwind's scan too), or
 * they are the owner's content, of which only what a bundle imports counts.
 */
const notInputs = [
  "content",
  "node_modules",
  ".git",
  ".builds",
  ".react-router",
  "build",
  "build-emailjs",
  "build-uncounted",
  "data",
  "reports",
  "test-results",
  "playwright-report",
  "bench-results",
  ".wrangler",
  ".vitest",
];

interface BundleRecord {
  key: string;
  /** The content files the bundles import, from the project. */
  contentFiles: string[];
  /** What the bundling wrote, from the build folder. */
  files: string[];
}

const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** Every file under `folder` (symbolic links to folders not followed), from `folder`. */
function filesUnder(folder: string, skip: (name: string) => boolean = () => false): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (skip(relative(folder, full))) continue;
      const isFolder = entry.isDirectory() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isDirectory());
      if (isFolder) {
        if (entry.isDirectory()) walk(full);
      } else found.push(relative(folder, full));
    }
  };
  walk(folder);
  return found.toSorted();
}

/** The inputs as they are before a build starts: a save during the bundling makes the next build bundle anew. */
interface Inputs {
  project: string;
  content: Map<string, string>;
  /** contentInBundles() of content-defines.ts. */
  fromContent: unknown;
  env: [string, string | undefined][];
}

export function readInputs(root: string, buildFolders: string[], fromContent: unknown): Inputs {
  const skipped = new Set([...notInputs, ...buildFolders.map((folder) => relative(root, folder).split(sep)[0]!)]);
  const projectFiles = filesUnder(root, (path) => skipped.has(path) || path.endsWith(".log"));
  const installed = join(root, "node_modules", ".package-lock.json");
  const project = hashOf(
    [
      ...projectFiles.map((file) => `${file}\0${hashOf(readFileSync(join(root, file)))}`),
      `packages\0${existsSync(installed) ? hashOf(readFileSync(installed)) : ""}`,
    ].join("\n"),
  );
  const contentRoot = join(root, "content");
  const content = new Map(
    existsSync(contentRoot)
      ? filesUnder(contentRoot).map((file) => [join("content", file), hashOf(readFileSync(join(contentRoot, file)))] as const)
      : [],
  );
  const env = Object.keys(process.env)
    .filter((name) => name.startsWith("VITE_") || name === "NODE_ENV")
    .toSorted()
    .map((name): [string, string | undefined] => [name, process.env[name]]);
  return { project, content, fromContent, env };
}

const keyOf = (inputs: Inputs, contentFiles: string[]) =>
  hashOf(
    JSON.stringify([
      inputs.project,
      contentFiles.map((file) => [file, inputs.content.get(file) ?? "missing"]),
      inputs.fromContent,
      inputs.env,
    ]),
  );

function readRecord(buildFolder: string): BundleRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(buildFolder, RECORD_FILE), "utf8")) as BundleRecord;
  } catch {
    return undefined; // no build yet, or one from before this record
  }
}

/**
 * Copies the bundles of the build in `previous` into `staging` if nothing they were made from has
 * changed since; whether it did. Its pages are not copied: they are rendered again.
 */
export function reuseBundles(previous: string, staging: string, inputs: Inputs): boolean {
  const record = readRecord(previous);
  if (!record || keyOf(inputs, record.contentFiles) !== record.key) return false;
  try {
    for (const file of record.files) {
      mkdirSync(dirname(join(staging, file)), { recursive: true });
      copyFileSync(join(previous, file), join(staging, file));
    }
  } catch {
    // A file gone since (the published build replaced meanwhile): bundle anew into a clean folder.
    rmSync(staging, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(staging, RECORD_FILE), JSON.stringify(record));
  return true;
}

/** After `react-router build` into `staging`: what it wrote and what from, for the next build. */
export function recordBundles(staging: string, inputs: Inputs) {
  const recorded = join(staging, BUNDLED_CONTENT_FILE);
  if (!existsSync(recorded)) return; // bundled without the plugin that records it: the next build bundles anew
  const contentFiles = JSON.parse(readFileSync(recorded, "utf8")) as string[];
  rmSync(recorded);
  const record: BundleRecord = { key: keyOf(inputs, contentFiles), contentFiles, files: filesUnder(staging) };
  writeFileSync(join(staging, RECORD_FILE), JSON.stringify(record));
}

/**
 * The editor's bundle (scripts/build/admin-files.ts) is made from the project alone, never from
 * content: its key, which a build whose code, packages and settings are unchanged shares, however its
 * content differs (a publish, a suburb added, the build benchmark's copies).
 */
export const editorKey = (inputs: Inputs) => hashOf(JSON.stringify(["editor", inputs.project, inputs.env]));

/** Where the editor's record names its files (admin-files.ts writes it beside client/). */
const EDITOR_RECORD = "editor-script.json";

/**
 * Keeps the bundles of a whole build in `cache` (node_modules/.cache/…, beside Node's compile cache),
 * the last build's only, so a build in another folder with the same inputs (a copy of the site, a build
 * after build/ was removed) reuses them as it would the published build's: the site's bundles by
 * their record (reuseBundles), the editor's by its key. Written aside and renamed into place: a build
 * reading the old one meanwhile finds a file gone at worst, and bundles anew.
 */
export function keepBundles(staging: string, cache: string) {
  const record = readRecord(staging);
  const editor = (() => {
    try {
      return JSON.parse(readFileSync(join(staging, EDITOR_RECORD), "utf8")) as { files: string[] };
    } catch {
      return undefined;
    }
  })();
  const files = [
    ...(record ? [RECORD_FILE, ...record.files] : []),
    ...(editor ? [EDITOR_RECORD, ...editor.files.map((file) => join("client", "admin", file))] : []),
  ];
  if (files.length === 0) return;
  const fresh = `${cache}.${process.pid}`;
  const old = `${cache}.old-${process.pid}`;
  try {
    for (const file of files) {
      mkdirSync(dirname(join(fresh, file)), { recursive: true });
      copyFileSync(join(staging, file), join(fresh, file));
    }
    if (existsSync(cache)) renameSync(cache, old);
    renameSync(fresh, cache);
  } catch {
    // Another build keeping its own at the same moment: this one's is not needed.
  } finally {
    rmSync(fresh, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}
