/**
 * A content file broken outside the editor (a hand edit, a bad merge), put back as last committed,
 * for `npm run cms`: after a failed build the editor offers each changed file that cannot be read,
 * or that the failure names, by the name the editor gives it, and one button restores it from git
 * (`git show HEAD:<file>`). Only files under content/ that git knows are ever written.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join, normalize } from "node:path";
import { folders, singleFiles } from "#app/content/collections.ts";
import { pageEntries } from "#app/content/page-registry.server.ts";
import type { Restorable } from "../../admin/editor/build-status.ts";

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 26 });

/** The entry's name in the editor: "Business facts", "About page", "Blog post what-to-plant". */
function entryName(file: string): string {
  const inContent = file.replace(/^content\//, "");
  const single = Object.values(singleFiles).find((entry) => entry.file === inContent);
  if (single) return single.label;
  const name = basename(inContent).replace(/\.(json|md)$/, "");
  if (dirname(inContent) === "pages") {
    // The editor's label may go on to describe the page ("Blog page, and what every post shows…"): its name alone.
    const label = pageEntries.find(([page]) => page === name)?.[1].editorLabel;
    return label?.split(/ \(|, /)[0] ?? `The ${name} page`;
  }
  const folder = Object.values(folders).find((entry) => entry.folder === dirname(inContent));
  return folder ? `${folder.editor.labelSingular} “${name}”` : inContent;
}

/** A content file with a committed version, by its path in the repository; undefined for anything else. */
function committed(root: string, file: string): string | undefined {
  const path = normalize(file);
  if (!path.startsWith("content/") || path.includes("..") || !/\.(json|md)$/.test(path)) return undefined;
  try {
    return git(root, ["show", `HEAD:./${path}`]);
  } catch {
    return undefined; // not in git, or no git here: nothing to restore from
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
export function restorable(root: string, problem: string): Restorable[] {
  let changed: string[];
  try {
    changed = git(root, ["diff", "--name-only", "--relative", "HEAD", "--", "content/"]).split("\n").filter(Boolean);
  } catch {
    return [];
  }
  return changed.flatMap((file) => {
    if (committed(root, file) === undefined) return [];
    let text: string;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      return []; // deleted: the editor can make it again
    }
    const entry = entryName(file);
    const broken = unreadable(text, file);
    return broken || problem.includes(file) || problem.includes(entry) ? [{ file, entry, unreadable: broken }] : [];
  });
}

/** Puts `file` back as last committed; false (nothing written) for a file that is not restorable content. */
export function restore(root: string, file: string): boolean {
  const text = committed(root, file);
  if (text === undefined) return false;
  writeFileSync(join(root, normalize(file)), text);
  return true;
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The restore endpoint: a POST of `{ "file": "content/…" }` from the editor on this computer. A page
 * of another site open in the same browser cannot use it: its Origin would not be this server's.
 */
export function restoreRoute(root: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const answer = (status: number, message: string) => {
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end(message);
    };
    const sameOrigin = req.headers.origin !== undefined && new URL(req.headers.origin).host === req.headers.host;
    if (req.method !== "POST") return answer(405, "POST only");
    if (!loopback.has(req.socket.remoteAddress ?? "") || !sameOrigin)
      return answer(403, "Only the editor on this computer may restore a file.");
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk.slice(0, 4096)));
    req.on("end", () => {
      let file: unknown;
      try {
        file = (JSON.parse(body) as { file?: unknown }).file;
      } catch {
        return answer(400, 'Send { "file": "content/…" }');
      }
      if (typeof file !== "string" || !restore(root, file)) return answer(404, "That file has no published version to restore.");
      answer(200, "Restored");
    });
  };
}
