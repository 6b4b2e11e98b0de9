/**
 * One file changed on the live site's branch by a commit of its own, through GitHub's git data API:
 * the calls Decap's GitHub backend makes for a save (decap-cms-backend-github's API.js: the branch,
 * a blob, a tree on the branch's last commit, a commit, the branch moved forward), so they pass
 * wherever Decap's own saves do, the git gateway of DecapBridge included. The file is read from the
 * commit it is changed on, and a branch that moved meanwhile (another save) is met by reading again.
 */

/** GitHub's API for the repository (its root, as the git gateway or api.github.com serves it), and the owner's token. */
export interface GitHubApi {
  root: string;
  token: string;
  scheme: string;
  /** Reached through DecapBridge's gateway, which answers some refusals itself (admin/next/github-answers.ts tells them apart). */
  gateway?: boolean;
}

/** How often a commit is tried when the branch moves on under it. */
const TRIES = 3;

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
};
const utf8 = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded.replaceAll("\n", "")), (char) => char.charCodeAt(0)));

/** An answer's body, or the error that says what GitHub refused. */
function ok(answer: { status: number; json: Record<string, unknown> }, what: string) {
  if (answer.status >= 300) throw new Error(`GitHub answered ${answer.status} to ${what}`);
  return answer.json;
}

/**
 * Commits `change(text)` of the file at `path` on `branch` (its text now, null where there is none)
 * with `message`; no commit when the text stays the same. Throws when GitHub refuses, with its status, so the caller can say it was not saved.
 */
export async function commitFileChange(
  api: GitHubApi,
  branch: string,
  path: string,
  change: (text: string | null) => string,
  message: string,
): Promise<void> {
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${api.root}${route}`, {
      method,
      headers: { Authorization: `${api.scheme} ${api.token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };
  for (let tried = 1; ; tried += 1) {
    const head = String((ok(await call("GET", `/branches/${encodeURIComponent(branch)}`), "the branch").commit as { sha: string }).sha);
    const folder = path.slice(0, path.lastIndexOf("/"));
    const listing = await call("GET", `/git/trees/${head}:${folder}`);
    const sha = (listing.json.tree as { path: string; sha: string }[] | undefined)?.find(
      (item) => item.path === path.slice(folder.length + 1),
    )?.sha;
    const text = sha ? utf8(String(ok(await call("GET", `/git/blobs/${sha}`), "the file").content)) : null;
    const changed = change(text);
    if (changed === text) return;
    const blob = ok(await call("POST", "/git/blobs", { content: base64(changed), encoding: "base64" }), "the new file");
    const tree = ok(
      await call("POST", "/git/trees", { base_tree: head, tree: [{ path, mode: "100644", type: "blob", sha: blob.sha }] }),
      "the new tree",
    );
    const commit = ok(await call("POST", "/git/commits", { message, tree: tree.sha, parents: [head] }), "the commit");
    const moved = await call("PATCH", `/git/refs/heads/${encodeURIComponent(branch)}`, { sha: commit.sha, force: false });
    // 422: not a fast forward, the branch took another commit meanwhile: read it again.
    if (moved.status !== 422 || tried === TRIES) return void ok(moved, "moving the branch");
  }
}
