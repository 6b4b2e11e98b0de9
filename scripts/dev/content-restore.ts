/**
 * A content file broken outside the editor (a hand edit, a bad merge), put back as last published,
 * for `npm run cms`: after a failed build the editor offers each changed file that cannot be read,
 * or that the failure names, by the name the editor gives it and with when that version was
 * published, and one button restores it (./content-put-back.ts). "Published" is what the last good
 * build was made from (`npm run cms` saves no commit: the owner's last publish is never in git yet),
 * kept in data/cms/ so that a restart of `npm run cms` offers it too, not the last commit (issue 55);
 * or, before any build succeeded here, the last commit. Only files under content/ that were
 * published are ever written.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { folders, singleFiles } from "#app/content/collections.ts";
import { pageEntries } from "#app/content/page-registry.ts";
import type { Restorable } from "../../admin/editor/build-status.ts";
import { inContent } from "./content-paths.ts";
import { keepPublish, keptPublish, type Version } from "./kept-publish.ts";

export type { Version };

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 26 });

/** The entry's name in the editor: "Business facts", "About page", "Blog post what-to-plant". */
function entryName(file: string): string {
  const underContent = file.replace(/^content\//, "");
  const single = Object.values(singleFiles).find((entry) => entry.file === underContent);
  if (single) return single.label;
  const name = basename(underContent).replace(/\.(json|md)$/, "");
  if (dirname(underContent) === "pages") {
    // The editor's label may go on to describe the page ("Blog page, and what every post shows…"): its name alone.
    const label = pageEntries.find(([page]) => page === name)?.[1].editorLabel;
    return label?.split(/ \(|, /)[0] ?? `The ${name} page`;
  }
  const folder = Object.values(folders).find((entry) => entry.folder === dirname(underContent));
  return folder ? `${folder.editor.labelSingular} “${name}”` : underContent;
}

/** A content file's path in the repository (content/….json or .md, by a plain name: ./content-paths.ts), or undefined for any other path. */
const contentPath = (file: string) => (inContent(file) && /\.(json|md)$/.test(file) ? file : undefined);

/** When a file was last written (ISO): a version an earlier session published; undefined if it cannot be told. */
function writtenAt(path: string): string | undefined {
  try {
    return statSync(path).mtime.toISOString();
  } catch {
    return undefined;
  }
}

/** Every content file's text (content/….json or .md), by its path in the repository. */
export function readContent(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string): void => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, item.name);
      if (item.isDirectory()) walk(path);
      // A link is not followed (./content-paths.ts): it could name any file of this computer.
      else if (item.isFile() && /\.(json|md)$/.test(item.name))
        files.set(relative(root, path).split("\\").join("/"), readFileSync(path, "utf8"));
    }
  };
  walk(join(root, "content"));
  return files;
}

/**
 * What was last published, file by file: `built(files, at)` after each good build with the files it
 * was made from (read as it started); `version(file)` that build's text, else the last commit's.
 */
export class PublishedContent {
  private built: Map<string, Version> | undefined;
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
    this.built = keptPublish(root);
    for (const [file, version] of this.built ?? []) this.history.set(file, [version]);
  }

  /** Each file's versions published in this session, newest first. */
  private readonly history = new Map<string, Version[]>();

  /**
   * A build made from `files` went live at `at`: a file unchanged keeps the time it was first published.
   * The session's first build is no Publish: of what it was made from, only a file changed since its
   * last commit (published by an earlier session) is a version of this session's, dated when the file
   * was written; the rest are listed by their commits, with the commits' times.
   */
  publish(files: Map<string, string>, at: string) {
    const before = this.built;
    this.built = new Map([...files].map(([file, text]) => [file, before?.get(file)?.text === text ? before.get(file)! : { text, at }]));
    if (!before) {
      for (const file of this.changedSinceCommit()) {
        const text = files.get(file);
        if (text !== undefined) this.history.set(file, [{ text, at: writtenAt(join(this.root, file)) ?? at }]);
      }
      keepPublish(this.root, this.built);
      return;
    }
    for (const [file, version] of this.built) {
      const versions = this.history.get(file) ?? [];
      if (versions[0] !== version) this.history.set(file, [version, ...versions]);
    }
    keepPublish(this.root, this.built);
  }

  /** The content files that differ from the last commit, or that git has not (all of them where there is no git). */
  private changedSinceCommit(): string[] {
    try {
      const lines = (args: string[]) => git(this.root, args).split("\n").filter(Boolean);
      return [
        ...lines(["diff", "--name-only", "--relative", "HEAD", "--", "content"]),
        ...lines(["ls-files", "--others", "--exclude-standard", "--", "content"]),
      ];
    } catch {
      return [...readContent(this.root).keys()];
    }
  }

  /** The versions `file` was published in, newest first: this session's, then its commits' (at most `commits`). */
  versions(file: string, commits = 10): Version[] {
    const path = contentPath(file);
    if (!path) return [];
    const session = this.history.get(path) ?? [];
    let committed: Version[] = [];
    try {
      committed = git(this.root, ["log", `-${commits}`, "--format=%H %cI", "--", path])
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split(" ") as [string, string])
        .map(([sha, at]) => ({ text: git(this.root, ["show", `${sha}:./${path}`]), at }));
    } catch {
      // not in git, or no git here: this session's versions only
    }
    // A version published again later (its text unchanged) is listed once, when it was last published.
    return [...session, ...committed].filter((version, index, all) => all.findIndex((other) => other.text === version.text) === index);
  }

  version(file: string): Version | undefined {
    const path = contentPath(file);
    if (!path) return undefined;
    if (this.built) return this.built.get(path);
    try {
      return { text: git(this.root, ["show", `HEAD:./${path}`]), at: git(this.root, ["log", "-1", "--format=%cI", "--", path]).trim() };
    } catch {
      return undefined; // not in git, or no git here: nothing to restore from
    }
  }

  /** The content files whose text is not what was published, deleted ones left out (the editor can make them again). */
  changed(): string[] {
    const now = readContent(this.root);
    if (this.built) return [...now.keys()].filter((file) => this.built!.has(file) && this.built!.get(file)!.text !== now.get(file));
    try {
      return git(this.root, ["diff", "--name-only", "--relative", "HEAD", "--", "content/"])
        .split("\n")
        .filter((file) => now.has(file));
    } catch {
      return [];
    }
  }
}

const unreadable = (text: string, file: string) => {
  if (!file.endsWith(".json")) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};

/** After a failed build: the changed content files to offer back, those that cannot be read or that `problem` names. */
export function restorable(root: string, published: PublishedContent, problem: string): Restorable[] {
  return published.changed().flatMap((file) => {
    const version = published.version(file);
    if (!version) return [];
    const entry = entryName(file);
    const broken = unreadable(readFileSync(join(root, file), "utf8"), file);
    return broken || problem.includes(file) || problem.includes(entry)
      ? [{ file, entry, unreadable: broken, publishedAt: version.at }]
      : [];
  });
}
