/**
 * The editor's bundle reused (./admin-files.ts): made once per change of what it is made from, the
 * project, its packages and settings (EDITOR_SCRIPT_KEY, ./bundle-reuse.ts editorKey) and the few
 * content files it imports (the business facts; the gallery's words, for a job's preview), whatever
 * other content changed: a build copies it from the published build or the kept one (keepBundles).
 */
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join, relative, resolve } from "node:path";

const projectRoot = join(import.meta.dirname, "..", "..");

/**
 * Where a build keeps the editor's file list (beside client/, not published); the build folders it
 * may reuse them from (the published build's, the kept one: bundle-reuse.ts), and the key of what
 * the editor is made from (the project, its packages and settings; never content).
 */
export interface EditorScriptRecord {
  buildFolder: string;
  reuseFrom?: string[];
  key?: string | undefined;
}
export const RECORD_FILE = "editor-script.json";
export type Recorded = { entry: string; files: string[]; key?: string | undefined; content?: Record<string, string> };

/**
 * The content files the editor imports (the business facts, a page's words), each by its path in the
 * project (a copy of the site has its own) with a hash of its bytes.
 */
export const contentHashes = (files: string[], root = projectRoot) =>
  Object.fromEntries(
    files.map((file) => [
      relative(root, resolve(root, file)),
      createHash("sha256")
        .update(readFileSync(resolve(root, file)))
        .digest("hex"),
    ]),
  );
/** Whether the content files a record names are as they are in `root`. */
const sameContent = (recorded: Recorded, root: string) => {
  try {
    const now = contentHashes(Object.keys(recorded.content ?? {}), root);
    return Object.entries(recorded.content ?? {}).every(([file, hash]) => now[file] === hash);
  } catch {
    return false; // one gone
  }
};

/** The editor's files copied from a build made from the same project; undefined if none was. */
export function reusedEditorFiles(folder: string, record: EditorScriptRecord, root = projectRoot): Recorded | undefined {
  for (const from of record.key ? (record.reuseFrom ?? []) : []) {
    try {
      const recorded = JSON.parse(readFileSync(join(from, RECORD_FILE), "utf8")) as Recorded;
      if (recorded.key !== record.key || !recorded.content || !sameContent(recorded, root)) continue;
      for (const file of recorded.files) {
        mkdirSync(dirname(join(folder, file)), { recursive: true });
        copyFileSync(join(from, "client", "admin", file), join(folder, file));
      }
      return recorded;
    } catch {
      // no record, or a file gone: the next, or made anew
    }
  }
  return undefined;
}
