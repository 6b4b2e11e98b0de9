/**
 * The last publish of `npm run cms`, kept in data/cms/ between its runs, so that "put back" after a
 * restart offers what the owner last published, not the last commit (./content-restore.ts, issue 55).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { dataFolders } from "../../server/local-files.ts";

/** A published version of a file: its text, and when it was published (ISO). */
export interface Version {
  text: string;
  at: string;
}

/** Where the last publish is kept between runs of `npm run cms`. */
const publishedPath = (root: string) => join(root, dataFolders.cms, "published-content.json");

/** The last publish as kept; undefined where none is (or it cannot be read: the last commit is offered then). */
export function keptPublish(root: string): Map<string, Version> | undefined {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(publishedPath(root), "utf8")) as Record<string, Version>));
  } catch {
    return undefined;
  }
}

/** Keeps the last publish, written beside its file and renamed; a failure (a full disk) is said, and the next publish tries again. */
export function keepPublish(root: string, built: Map<string, Version>) {
  const file = publishedPath(root);
  const beside = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(beside, JSON.stringify(Object.fromEntries(built)));
    renameSync(beside, file);
  } catch (error) {
    rmSync(beside, { force: true });
    console.error(`Could not keep what was published, for "put back" after a restart (${String(error)}).`);
  }
}
