/**
 * The repository the editor publishes to, read by the editor itself (Decap's plugin API reads no
 * file): a file as it is there now, and the versions it was published in. On this computer that is
 * `npm run cms`'s local backend (decap-server) and, for the versions, `npm run cms` itself; on the
 * live site it is GitHub's API, directly (`github`) or through the git gateway of DecapBridge,
 * with the token Decap keeps for the signed-in owner (its `decap-cms-user` in localStorage).
 */
import { parse } from "yaml";
import { VERSIONS_PATH } from "./build-status.ts";
import { commitFileChange } from "./github-commit.ts";
import { decapStore } from "./decap-store.ts";

/** Decap's backend settings (its `config.backend`, kept as a plain object). */
interface BackendSettings {
  name?: string;
  repo?: string;
  branch?: string;
  api_root?: string;
  gateway_url?: string;
}

/** `npm run cms` and the tests open /admin?local-backend=<its URL>; Decap uses it only on this computer. */
export const localBackend = () => {
  const url = new URLSearchParams(window.location.search).get("local-backend");
  return url && ["localhost", "127.0.0.1"].includes(window.location.hostname) ? url : undefined;
};

const settings = (): BackendSettings =>
  (decapStore()?.getState() as { config?: { backend?: BackendSettings } } | undefined)?.config?.backend ?? {};
const branch = () => settings().branch ?? "main";

/** GitHub's API for the repository, and the owner's token; undefined where there is none (not signed in). */
function github(): { root: string; token: string; scheme: string } | undefined {
  const { name, repo, api_root, gateway_url } = settings();
  const token = (JSON.parse(localStorage.getItem("decap-cms-user") ?? "null") as { token?: unknown } | null)?.token;
  if (typeof token !== "string" || !token) return undefined;
  if (name === "git-gateway" && gateway_url) return { root: `${gateway_url}/github`, token, scheme: "Bearer" };
  if (name === "github" && repo) return { root: `${api_root ?? "https://api.github.com"}/repos/${repo}`, token, scheme: "token" };
  return undefined;
}

/** The address of GitHub's API for the repository, where the owner is signed in to it. */
export const githubRoot = () => github()?.root;

async function githubJson(path: string): Promise<unknown> {
  const api = github();
  if (!api) throw new Error("not signed in");
  const response = await fetch(`${api.root}${path}`, { headers: { Authorization: `${api.scheme} ${api.token}` }, cache: "no-store" });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
  return response.json();
}

const split = (path: string) => [path.slice(0, path.lastIndexOf("/")), path.slice(path.lastIndexOf("/") + 1)] as const;
const utf8 = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64.replaceAll("\n", "")), (c) => c.charCodeAt(0)));

/** A file's git blob id as of a branch or commit on GitHub; null where it has no such file. */
export async function githubBlobId(ref: string, path: string): Promise<string | null> {
  const [folder, name] = split(path);
  const tree = (await githubJson(`/git/trees/${ref}:${folder}`)) as {
    tree?: { path: string; sha: string }[];
  } | null;
  return tree?.tree?.find((item) => item.path === name)?.sha ?? null;
}

/** The commits that changed `path` in the history of `ref` (a branch or commit) on GitHub, newest first (GitHub's first page: 30). */
async function commitsChanging(path: string, ref: string) {
  const commits = (await githubJson(`/commits?path=${encodeURIComponent(path)}&sha=${encodeURIComponent(ref)}`)) as
    { sha: string; commit: { author: { date: string } } }[] | null;
  return commits ?? [];
}

/**
 * The ids of the commits that changed `path` in the history of `ref`, newest first: the first, on the
 * branch just after a publish, is the publish's own commit. Undefined where it cannot be asked.
 */
export async function commitIdsChanging(path: string, ref = branch()): Promise<string[] | undefined> {
  try {
    return github() ? (await commitsChanging(path, ref)).map(({ sha }) => sha) : undefined;
  } catch {
    return undefined;
  }
}

/** A file's text as of a branch or commit on GitHub; null where it has no such file. */
async function githubFileAt(ref: string, path: string): Promise<string | null> {
  const sha = await githubBlobId(ref, path);
  if (!sha) return null;
  const blob = (await githubJson(`/git/blobs/${sha}`)) as { content: string };
  return utf8(blob.content);
}

/**
 * The file at `path` (content/…) as the repository holds it now: its text, null if there is no such
 * file, undefined if it cannot be asked just now (the check is then left out, as before).
 */
export async function fileNow(path: string): Promise<string | null | undefined> {
  try {
    const local = localBackend();
    if (local) {
      const response = await fetch(local, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "getEntry", params: { branch: branch(), path } }),
      });
      if (!response.ok) return undefined;
      const { data } = (await response.json()) as { data?: unknown };
      return typeof data === "string" ? data : null;
    }
    return github() ? await githubFileAt(branch(), path) : undefined;
  } catch {
    return undefined;
  }
}

/** A version of a file as published: its text and when (ISO). */
export interface PublishedVersion {
  text: string;
  at: string;
}

/** The versions the file at `path` was published in, newest first (at most 10 on GitHub); undefined if they cannot be asked now. */
export async function fileVersions(path: string): Promise<PublishedVersion[] | undefined> {
  try {
    if (localBackend()) {
      const response = await fetch(`${VERSIONS_PATH}?file=${encodeURIComponent(path)}`, { cache: "no-store" });
      return response.ok ? ((await response.json()) as PublishedVersion[]) : undefined;
    }
    if (!github()) return undefined;
    const versions: PublishedVersion[] = [];
    for (const { sha, commit } of (await commitsChanging(path, branch())).slice(0, 10)) {
      const text = await githubFileAt(sha, path);
      if (text !== null) versions.push({ text, at: commit.author.date });
    }
    return versions;
  } catch {
    return undefined;
  }
}

/** A file's fields: JSON, or a Markdown file's front matter with its text as `body` (as Decap reads it). */
export async function fieldsOfText(path: string, text: string): Promise<Record<string, unknown>> {
  if (path.endsWith(".json")) return JSON.parse(text) as Record<string, unknown>;
  const [, front = "", body = ""] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text) ?? [];
  return { ...(parse(front) as object), body };
}

// Writes (docs/decisions/0040-addresses-that-last.md): one file changed by the editor itself,
// through the backend it reads from.

/**
 * Changes the file at `path` (content/…) in the repository now: `change` gets its text (null if there
 * is none) and returns the new text. On this computer through decap-server's own save (`persistEntry`),
 * on the live site by a commit of its own; nothing when the text is the same. Throws when it could not be written.
 */
export async function changeFileNow(path: string, change: (text: string | null) => string, message: string): Promise<void> {
  const local = localBackend();
  if (!local) {
    const api = github();
    if (!api) throw new Error("not signed in");
    return commitFileChange(api, branch(), path, change, message);
  }
  const text = await fileNow(path);
  if (text === undefined) throw new Error(`${path} could not be read`);
  const raw = change(text);
  if (raw === text) return;
  const entry = { slug: path.slice(path.lastIndexOf("/") + 1).replace(/\.\w+$/, ""), path, raw };
  const options = { commitMessage: message, useWorkflow: false, status: "draft" };
  const response = await fetch(local, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "persistEntry", params: { branch: branch(), entry, assets: [], options } }),
  });
  if (!response.ok) throw new Error(`the local backend answered ${response.status}`);
}
