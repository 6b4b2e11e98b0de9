/**
 * `/build-info.json` beside the pages (app/site/build-info.ts says its shape): the commit and each
 * content file's git blob id, computed from the files as built, so it is true of a build with
 * uncommitted changes too. Nothing in it changes unless the content or the commit does: two builds of
 * one commit write the same bytes.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentFolder } from "#app/content/load.server.ts";
import { DERIVED_FOLDER } from "#app/media/derived-photos.server.ts";
import { BUILD_INFO_PATH, type BuildInfo } from "#app/site/build-info.ts";

/** A file's id as git names its contents: SHA-1 of `blob <size>\0` and the bytes. */
export const gitBlobId = (bytes: Buffer) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

/** The checkout's commit, when the project is a git checkout. */
function head(root: string): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}

export function buildInfo(root: string, env: Record<string, string | undefined>): BuildInfo {
  const folder = contentFolder();
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => !file.startsWith(`${DERIVED_FOLDER}/`))
    .toSorted();
  return {
    commit: env.CF_PAGES_COMMIT_SHA?.trim() || env.COMMIT_REF?.trim() || head(root),
    content: Object.fromEntries(files.map((file) => [`content/${file}`, gitBlobId(readFileSync(join(folder, file)))])),
  };
}

/** Writes it into a build's client folder. */
export function writeBuildInfo(client: string, root: string, env: Record<string, string | undefined>) {
  writeFileSync(join(client, BUILD_INFO_PATH.slice(1)), `${JSON.stringify(buildInfo(root, env), null, 2)}\n`);
}
