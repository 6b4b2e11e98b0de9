/**
 * A publish of `npm run cms`'s local content server (./local-backend.ts), all or nothing: every
 * change's path checked to be in content/, every file compared with the version the editor opened
 * (admin/editor/expected-version.ts) and every delete with what may not go, before anything is
 * written; then each file written beside itself and renamed into place, and the deletes made.
 * Publishes are taken one at a time, so two tabs publishing one file cannot both pass the check
 * before either writes. What is left: a program other than the editor (a text editor, git) writing
 * a file in the moment between this check and the rename, a few milliseconds.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { refusal, VERSION_REFUSED, versionOf } from "../../admin/editor/expected-version.ts";
import type { LocalChange } from "../../admin/next/local-backend-protocol.ts";
import { contentPathProblem, inContent, linkOnTheWay } from "./content-paths.ts";

/** What a publish came to, as the server answers it. */
export interface PublishAnswer {
  status: number;
  body: { written: true } | { error: string; changed?: string[] };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * What is wrong with a publish's request, said; none: it is a list of changes to files in content/,
 * each named once, by a name every system reads alike, with no symbolic link on the way (./content-paths.ts).
 */
function problemsOf(repository: string, changes: unknown): string[] {
  if (!Array.isArray(changes)) return ["a publish is a list of changes"];
  const paths = new Set<string>();
  return changes.flatMap((change: Partial<Record<keyof LocalChange, unknown>>, at) => {
    const { path, text, base64, deleted, expectedVersion } = change ?? {};
    if (!inContent(path)) return [`change ${at + 1}: ${JSON.stringify(path)} is not a file in content/ (${contentPathProblem(path)})`];
    const link = linkOnTheWay(repository, path);
    if (link) return [`change ${at + 1}: ${link} is a link, which the editor does not follow`];
    if (paths.has(path)) return [`${path} is named twice`];
    paths.add(path);
    const kinds = [typeof text === "string", typeof base64 === "string" && BASE64.test(base64), deleted === true];
    if (kinds.filter(Boolean).length !== 1) return [`${path}: a change is its text, its bytes in base64, or its delete`];
    return expectedVersion === undefined || typeof expectedVersion === "string" ? [] : [`${path}: its expected version is text`];
  });
}

/** The file's version now; null where there is none. */
const versionNow = (repository: string, path: string) => readFile(join(repository, path), "utf8").then(versionOf, () => null);

/** A file's bytes; null where there is none (or a folder is in its place, which the publish then fails on). */
const bytesNow = (file: string) =>
  readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "EISDIR") return null;
    throw error;
  });

/**
 * Writes each file beside itself first, then renames them into place and makes the deletes; a step
 * that fails there (a folder in the way, a file held by another program) puts back every file
 * already changed, so the publish is whole or not at all, and no temporary file is left.
 */
async function writeAll(repository: string, changes: LocalChange[]) {
  const files = changes.map((change) => join(repository, change.path));
  const temporary = new Map<number, string>();
  const applied: number[] = [];
  let before: (Buffer | null)[] = [];
  try {
    for (const [at, change] of changes.entries()) {
      if (change.deleted) continue;
      await mkdir(dirname(files[at]!), { recursive: true });
      // A dot and .tmp: no folder's listing (.json, .md, a photo's kind) takes it for content.
      temporary.set(at, join(dirname(files[at]!), `.${basename(files[at]!)}.${randomUUID()}.tmp`));
      await writeFile(temporary.get(at)!, changes[at]!.text ?? Buffer.from(change.base64 ?? "", "base64"));
    }
    before = await Promise.all(files.map(bytesNow));
    for (const [at, change] of changes.entries()) {
      if (change.deleted) await rm(files[at]!, { force: true });
      else await rename(temporary.get(at)!, files[at]!);
      applied.push(at);
    }
  } catch (error) {
    for (const at of applied.toReversed()) {
      const was = before[at];
      await (was ? writeFile(files[at]!, was) : rm(files[at]!, { force: true }));
    }
    throw error;
  } finally {
    await Promise.all([...temporary.values()].map((file) => rm(file, { force: true })));
  }
}

/** Checks `changes` as a whole, then writes them, or writes nothing. */
async function publishNow(repository: string, changes: unknown, inUse: (deleted: string[]) => Promise<string[]>): Promise<PublishAnswer> {
  const problems = problemsOf(repository, changes);
  if (problems.length > 0) return { status: 400, body: { error: `Not published: ${problems.join("; ")}.` } };
  const checked = changes as LocalChange[];
  const changed: string[] = [];
  // "" expects no file: a new entry of a name already taken is refused.
  for (const { path, expectedVersion } of checked)
    if (expectedVersion !== undefined && ((await versionNow(repository, path)) ?? "") !== expectedVersion) changed.push(path);
  if (changed.length > 0) return { status: VERSION_REFUSED, body: refusal(changed) };
  const refusals = await inUse(checked.filter((change) => change.deleted).map((change) => change.path));
  if (refusals.length > 0) return { status: 422, body: { error: refusals.join(" ") } };
  await writeAll(repository, checked);
  return { status: 200, body: { written: true } };
}

/**
 * Publishes into `repository`, one publish at a time, each until it is written or refused.
 * `inUse` says why deleted files may not go (./content-in-use.ts); none: they may.
 */
export function publisher(repository: string, inUse: (deleted: string[]) => Promise<string[]>) {
  let previous: Promise<unknown> = Promise.resolve();
  return (changes: unknown): Promise<PublishAnswer> => {
    const publish = previous.then(() => publishNow(repository, changes, inUse));
    previous = publish.catch(() => {});
    return publish;
  };
}
