/**
 * The content backend of the live site (./content-backend.ts): GitHub's git data API, directly or
 * through DecapBridge's Git Gateway, with the calls Decap's own GitHub backend makes (the branch, trees,
 * blobs, a commit, the branch moved forward), so they pass wherever Decap's saves pass. A publish is one
 * commit on the branch's head, made only if each file there is still the text it was opened from
 * (compared by git's blob id), and the branch is moved forward without force: a publish that landed
 * meanwhile makes GitHub refuse ("not a fast forward"), and the publish is checked and tried again on
 * the new head after a growing pause; any other refusal is said as it is (./github-answers.ts). A
 * publish answers the commit it made, the one the live watch asks about (./github-watch.ts).
 */
import type { GitHubApi } from "../editor/github-commit.ts";
import type { ContentBackend, FileChange, PublishedVersion } from "./content-backend.ts";
import { branchMissing, githubCalls, growingPause, ok, realClock, refusedMove, type Clock } from "./github-answers.ts";

/** The branch took another commit on every try: another publish landed at the same moment; nothing was written. */
export class SameMomentPublish extends Error {
  constructor() {
    super("Another publish landed at the same moment");
    this.name = "SameMomentPublish";
  }
}

export const isSameMomentPublish = (error: unknown): error is SameMomentPublish => error instanceof SameMomentPublish;

/** How often a publish is tried when the branch moves on under it, and the first pause before trying again (ms). */
const TRIES = 3;
const PAUSE_MS = 1_000;
/** The versions of a file listed (Decap's editor lists as many). */
const VERSIONS = 10;

interface TreeItem {
  path: string;
  type: string;
  sha: string;
}

const hex = (digest: ArrayBuffer) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
const utf8 = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded.replaceAll("\n", "")), (char) => char.charCodeAt(0)));
const split = (path: string) => {
  const slash = path.lastIndexOf("/");
  return { folder: slash < 0 ? "" : path.slice(0, slash), name: path.slice(slash + 1) };
};

/** A text's version as GitHub names it: git's blob id (SHA-1 of "blob <length>\0" and its bytes). */
async function gitBlobId(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const whole = new Uint8Array(header.length + bytes.length);
  whole.set(header);
  whole.set(bytes, header.length);
  return hex(await crypto.subtle.digest("SHA-1", whole));
}

/** Who a commit is by: the owner signed in, so the repository's history names them (as Decap's commits through the gateway did). */
export interface CommitAuthor {
  name: string;
  email: string;
}

/** A path in content/, by plain names (no "..", no empty or dot-led step such as .git). */
const isContentPath = (path: string) =>
  path.startsWith("content/") && path.split("/").every((step) => step !== "" && !step.startsWith("."));

export function githubBackend(api: GitHubApi, branch: string, author?: CommitAuthor, clock: Clock = realClock): ContentBackend {
  const call = githubCalls(api, clock);

  /** A folder's entries as of `ref` (a branch or a commit); none where there is no such folder. */
  async function folderAt(ref: string, folder: string): Promise<TreeItem[]> {
    const answer = await call("GET", `/git/trees/${ref}:${folder}`);
    if (answer.status === 404) return [];
    return (ok(answer, "the folder").tree as TreeItem[] | undefined) ?? [];
  }

  /** A file's blob id as of `ref`; null where there is none. `folders`: the folders already read at `ref`, read once. */
  async function blobIdAt(ref: string, path: string, folders = new Map<string, Promise<TreeItem[]>>()): Promise<string | null> {
    const { folder, name } = split(path);
    if (!folders.has(folder)) folders.set(folder, folderAt(ref, folder));
    return (await folders.get(folder)!).find((item) => item.path === name && item.type === "blob")?.sha ?? null;
  }

  /** A blob's text: through the blob API, which serves files of any size (the contents API stops at 1 MB). */
  const blobText = async (sha: string) => utf8(String(ok(await call("GET", `/git/blobs/${sha}`), "the file").content));

  async function fileAt(ref: string, path: string): Promise<string | null> {
    const sha = await blobIdAt(ref, path);
    return sha ? blobText(sha) : null;
  }

  /** The branch's head: its commit and that commit's tree. */
  async function head() {
    const found = await call("GET", `/branches/${encodeURIComponent(branch)}`);
    branchMissing(found, branch);
    const answer = ok(found, "the branch") as {
      commit: { sha: string; commit?: { tree?: { sha?: string } } };
    };
    return { commit: answer.commit.sha, tree: answer.commit.commit?.tree?.sha ?? answer.commit.sha };
  }

  /** The first change whose file at `commit` is no longer the text it was opened from, with that file's text now. */
  async function changedSince(commit: string, changes: FileChange[]) {
    const [shas, folders] = [new Map<string, string | null>(), new Map<string, Promise<TreeItem[]>>()];
    for (const change of changes) {
      const sha = await blobIdAt(commit, change.path, folders);
      shas.set(change.path, sha);
      if (change.opened === undefined) continue;
      const expected = change.opened === null ? null : await gitBlobId(change.opened);
      if (sha !== expected) return { refused: { path: change.path, savedText: sha ? await blobText(sha) : null }, shas };
    }
    return { refused: undefined, shas };
  }

  /** The new tree's entries: each written file's blob, each deleted file's removal (where there is a file to remove). */
  async function treeEntries(changes: FileChange[], shas: Map<string, string | null>) {
    const entries: { path: string; mode: string; type: string; sha: string | null }[] = [];
    for (const change of changes) {
      if (change.deleted) {
        if (shas.get(change.path)) entries.push({ path: change.path, mode: "100644", type: "blob", sha: null });
        continue;
      }
      const content = change.text ?? base64(change.bytes ?? new Uint8Array());
      const blob = ok(
        await call("POST", "/git/blobs", { content, encoding: change.text === undefined ? "base64" : "utf-8" }),
        "the new file",
      );
      entries.push({ path: change.path, mode: "100644", type: "blob", sha: String(blob.sha) });
    }
    return entries;
  }

  return {
    read: (path) => fileAt(branch, path),

    async publishFiles(changes, message) {
      // The owner's files only, as on this computer (scripts/dev/local-backend.ts): a sign-in that
      // could write the site's code (package.json, which the host's build runs) is never used to.
      const outside = changes.find((change) => !isContentPath(change.path));
      if (outside) throw new Error(`Not published: ${outside.path} is not one of the site's content files`);
      for (let tried = 1; tried <= TRIES; tried += 1) {
        const { commit: parent, tree: baseTree } = await head();
        const { refused, shas } = await changedSince(parent, changes);
        // The commit the refused file was read at: the one that carries it, should it be the owner's own.
        if (refused) return { written: false, ...refused, commit: parent };
        const entries = await treeEntries(changes, shas);
        if (entries.length === 0) return { written: true, commit: parent };
        const tree = ok(await call("POST", "/git/trees", { base_tree: baseTree, tree: entries }), "the new tree");
        const commit = ok(
          await call("POST", "/git/commits", { message, tree: tree.sha, parents: [parent], ...(author ? { author } : {}) }),
          "the commit",
        );
        const moved = await call("PATCH", `/git/refs/heads/${encodeURIComponent(branch)}`, { sha: commit.sha, force: false });
        // Not a fast forward: another publish moved the branch since its head was read: read it again, after a pause.
        if (refusedMove(moved, branch) === "again") {
          if (tried < TRIES) await clock.sleep(growingPause(tried, PAUSE_MS));
          continue;
        }
        return { written: true, commit: String(commit.sha) };
      }
      throw new SameMomentPublish();
    },

    async list(folder, extension) {
      return (await folderAt(branch, folder))
        .filter((item) => item.type === "blob" && item.path.endsWith(`.${extension}`))
        .map((item) => `${folder}/${item.path}`);
    },

    async versions(path) {
      // The query Decap's editor sends through the gateway (GitHub's first page: 30 commits), the last 10 read.
      const query = `path=${encodeURIComponent(path)}&sha=${encodeURIComponent(branch)}`;
      const commits = ok(await call("GET", `/commits?${query}`), "the versions") as unknown as {
        sha: string;
        commit: { author?: { date?: string }; committer?: { date?: string } };
      }[];
      const versions: PublishedVersion[] = [];
      for (const { sha, commit } of commits.slice(0, VERSIONS)) {
        const text = await fileAt(sha, path);
        // A commit that deleted the file has no text to show.
        if (text !== null) versions.push({ at: commit.committer?.date ?? commit.author?.date ?? "", text });
      }
      return versions;
    },
  };
}
