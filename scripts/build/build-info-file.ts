/**
 * `/build-info.json` beside the pages (app/site/build-info.ts says its shape): the commit, the host,
 * each content file's git blob id, computed from the files as built, so it is true of a build with
 * uncommitted changes too, and the photos whose made sizes the commit lacks. Nothing in it changes
 * unless the content, the commit or the host does: two builds of one commit write the same bytes.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentFolder } from "#app/content/load.server.ts";
import { mediaFolder } from "#app/content/collections.ts";
import { DERIVED_FOLDER, derivedKey } from "#app/media/derived-photos.server.ts";
import { BUILD_INFO_PATH, type BuildInfo } from "#app/site/build-info.ts";
import { hostOf } from "./host-settings.ts";
import { originalPhotos } from "./make-photos.ts";

/** A file's id as git names its contents: SHA-1 of `blob <size>\0` and the bytes. */
export const gitBlobId = (bytes: Buffer) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

/** What git prints, when the project is a git checkout; null when it is not. */
function git(root: string, args: string[]): string | null {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return null;
  }
}

/**
 * The photos whose made sizes are not in the checkout's commit (their record, written last, is not
 * tracked by git): this build made them, and every later one will until they are committed.
 */
function photosNotCommitted(root: string, folder: string): string[] | null {
  const tracked = git(root, ["ls-files", "-z", "--", join(folder, DERIVED_FOLDER)]);
  if (tracked === null) return null;
  const records = new Set(tracked.split("\0").map((file) => file.slice(file.lastIndexOf("/") + 1)));
  const media = join(folder, mediaFolder);
  return originalPhotos(media)
    .filter((name) => !records.has(`${derivedKey(readFileSync(join(media, name)))}.json`))
    .map((name) => `content/${mediaFolder}/${name}`);
}

export function buildInfo(root: string, env: Record<string, string | undefined>): BuildInfo {
  const folder = contentFolder();
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => !file.startsWith(`${DERIVED_FOLDER}/`))
    .toSorted();
  const host = hostOf(env);
  return {
    commit:
      env.WORKERS_CI_COMMIT_SHA?.trim() ||
      env.CF_PAGES_COMMIT_SHA?.trim() ||
      env.COMMIT_REF?.trim() ||
      git(root, ["rev-parse", "HEAD"])?.trim() ||
      null,
    content: Object.fromEntries(files.map((file) => [`content/${file}`, gitBlobId(readFileSync(join(folder, file)))])),
    host: host ? { name: host.name, buildsAt: host.buildsAt } : null,
    photosNotCommitted: photosNotCommitted(root, folder),
  };
}

/** Writes it into a build's client folder, and says on the build's log which photos it made that the commit lacks. */
export function writeBuildInfo(client: string, root: string, env: Record<string, string | undefined>) {
  const info = buildInfo(root, env);
  writeFileSync(join(client, BUILD_INFO_PATH.slice(1)), `${JSON.stringify(info, null, 2)}\n`);
  if (info.photosNotCommitted?.length)
    console.warn(
      `Photos not committed: ${info.photosNotCommitted.join(", ")} ${info.photosNotCommitted.length === 1 ? "was" : "were"} made into the site's sizes by this build, ` +
        `as by every build until content/${DERIVED_FOLDER}/ holds them: the photos workflow did not commit them (see its runs in the repository's Actions), ` +
        "or run npm run photos and commit what it makes (ADR 0038).",
    );
}
