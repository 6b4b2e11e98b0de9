/**
 * A publish of `npm run cms`'s local content server (./local-backend.ts), all or nothing: every
 * change's path checked to be in content/, every file compared with the version the editor opened
 * (admin/editor/expected-version.ts) and every delete with what may not go, before anything is
 * written; then each file written beside itself and renamed into place, and the deletes made, the
 * publish recorded first so that a crash between two renames is finished or undone at the next
 * start (./publish-journal.ts).
 * Publishes are taken one at a time, so two tabs publishing one file cannot both pass the check
 * before either writes. What is left: a program other than the editor (a text editor, git) writing
 * a file in the moment between this check and the rename, a few milliseconds.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { refusal, VERSION_REFUSED, versionOf } from "../../admin/editor/expected-version.ts";
import type { LocalChange } from "../../admin/next/local-backend-protocol.ts";
import { contentPathProblem, inContent, linkOnTheWay } from "./content-paths.ts";
import { writeJournaled } from "./publish-journal.ts";

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
  await writeJournaled(
    repository,
    checked.map(({ path, text, base64, deleted }) => ({
      path,
      bytes: deleted ? null : Buffer.from(text ?? base64 ?? "", text === undefined ? "base64" : "utf8"),
    })),
  );
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
