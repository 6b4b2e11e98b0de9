/**
 * The overwrite check (./overwrite-guard.ts) reads a file, then Decap writes it: a change landing in
 * between (another tab's save, a change on disk, another owner's publish) was overwritten. The write
 * itself now carries the version of each file the check saw, and is refused if a file is no longer
 * that version. Decap's backends have no hook for it: they send each request with window.fetch,
 * where the versions are added.
 * - On this computer, to `npm run cms`'s backend, which compares and writes one save at a time
 *   (scripts/dev/write-if-unchanged.ts).
 * - On GitHub, Decap commits on the branch's head as it reads it, and GitHub moves the branch only
 *   forward from that head: its new tree's base is compared here before the tree is made, and a
 *   branch that moved meanwhile is refused by GitHub.
 */
import { githubBlobId, githubRoot, localBackend } from "./backend-files.ts";

/** The persistEntry parameter the versions travel in to the local backend: path → version. */
export const EXPECTED_VERSIONS = "expectedVersions";
/** The answer to a write over a file that changed: 409 Conflict, with `changed`, the paths. */
export const VERSION_REFUSED = 409;

const hex = (digest: ArrayBuffer) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** A file's version for the local backend: the SHA-256 of its text (the same in the browser and in Node). */
export async function versionOf(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** A file's version as GitHub names it: git's blob id of its text. */
async function gitBlobId(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  return hex(await crypto.subtle.digest("SHA-1", new Uint8Array([...new TextEncoder().encode(`blob ${bytes.length}\0`), ...bytes])));
}

/** The text the check saw, by path, until the write that follows it is sent. */
const expected = new Map<string, string>();

/** The check let a save of `path` through, having read `text`: the write is to be over that text only. */
export function expectText(path: string, text: string) {
  expected.set(path, text);
}

/** The texts expected of `paths`, taken: each goes with one write. */
function take(paths: string[]): Map<string, string> {
  const taken = new Map(paths.flatMap((path) => (expected.has(path) ? [[path, expected.get(path)!] as const] : [])));
  for (const path of taken.keys()) expected.delete(path);
  return taken;
}

/** The refusal, in the words of the overwrite check's own (the editor shows the check's notice with it). */
export const refusal = (changed: string[]) => ({
  error: `Not published: ${changed.join(", ")} was changed since you opened it. Nothing was written.`,
  changed,
});

type Send = typeof window.fetch;

/** decap-server's persistEntry, sent with each data file's expected version. */
async function toLocalBackend(send: Send, url: string, init: RequestInit, body: string) {
  const request = JSON.parse(body) as { action?: string; params?: { dataFiles?: { path: string }[] } };
  const texts = take(request.action === "persistEntry" ? (request.params?.dataFiles ?? []).map(({ path }) => path) : []);
  if (texts.size === 0) return { response: await send(url, init), changed: [] };
  const versions: Record<string, string> = {};
  for (const [path, text] of texts) versions[path] = await versionOf(text);
  const sent = { ...request, params: { ...request.params, [EXPECTED_VERSIONS]: versions } };
  const response = await send(url, { ...init, body: JSON.stringify(sent) });
  const changed = response.status === VERSION_REFUSED ? ((await response.clone().json()) as { changed: string[] }).changed : [];
  return { response, changed };
}

/** A write refused though its file is as the check saw it: another publish moved the branch first. */
export const SAME_MOMENT = "Not published: another publish landed at the same moment. Nothing was written.";

/** The refusal in GitHub's own error shape ({ message }), as Decap reads it. */
const githubRefusal = (changed: string[], message = refusal(changed).error) => ({
  response: Response.json({ message, changed }, { status: VERSION_REFUSED }),
  changed,
});

/** The files of the commit on its way, compared at its tree: until the branch is moved to it. */
let onTheirWay: string[] = [];

/** GitHub's new tree for a commit: made only if each expected file is, in the tree it is based on, the version the check saw. */
async function toGitHubTree(send: Send, url: string, init: RequestInit, body: string) {
  const { base_tree: base, tree = [] } = JSON.parse(body) as { base_tree?: string; tree?: { path: string }[] };
  const changed: string[] = [];
  const texts = take(tree.map((item) => item.path));
  for (const [path, text] of texts) {
    // What cannot be asked just now is left to GitHub, as before.
    const there = base ? await githubBlobId(base, path).catch(() => undefined) : undefined;
    if (there !== undefined && there !== (await gitBlobId(text))) changed.push(path);
  }
  if (changed.length > 0) return githubRefusal(changed); // nothing was sent
  onTheirWay = [...texts.keys()];
  return { response: await send(url, init), changed };
}

/**
 * The branch moved to the new commit: GitHub refuses (422) unless the branch is still at the commit
 * the tree was based on (Decap asks no force), so a publish landing after the tree's comparison is
 * not overwritten either; its refusal is said in the owner's words, not GitHub's: the file itself may
 * be as the check saw it (another entry was published), which ./overwrite-guard.ts then tells apart.
 */
async function toGitHubBranch(send: Send, url: string, init: RequestInit) {
  const [checked, response] = [onTheirWay, await send(url, init)];
  onTheirWay = [];
  return response.status === 422 && checked.length > 0 ? githubRefusal(checked, SAME_MOMENT) : { response, changed: [] };
}

/** Each write sent with its expected versions; `onRefused` told of each file that had changed. */
export function sendExpectedVersions(onRefused: (path: string) => void) {
  const send: Send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    // Only writes (a request with a body) are looked at; every read goes straight on.
    if (typeof init?.body !== "string") return send(input, init);
    const body = init.body;
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href).href;
    const [local, github] = [localBackend(), githubRoot()];
    const answer =
      local && url === new URL(local, window.location.href).href
        ? await toLocalBackend(send, url, init, body)
        : github && init.method === "POST" && url === `${github}/git/trees`
          ? await toGitHubTree(send, url, init, body)
          : github && init.method === "PATCH" && url.startsWith(`${github}/git/refs/heads/`)
            ? await toGitHubBranch(send, url, init)
            : undefined;
    if (!answer) return send(input, init);
    for (const path of answer.changed) onRefused(path);
    return answer.response;
  };
}
