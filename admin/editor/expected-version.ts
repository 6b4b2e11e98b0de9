/**
 * The overwrite check (./overwrite-guard.ts) reads a file, then Decap writes it: a change landing in
 * between (another tab's save, a change on disk) was overwritten. On this computer the write itself
 * now carries the version of each file the check saw, and `npm run cms`'s backend writes nothing if a
 * file is no longer that version (scripts/dev/write-if-unchanged.ts). Decap's client for that backend
 * has no hook of its own: it posts each request with window.fetch, where the versions are added.
 */

/** The persistEntry parameter the versions travel in: path → version. */
export const EXPECTED_VERSIONS = "expectedVersions";
/** The backend's answer to a write over a file that changed: 409 Conflict, with `changed`, the paths. */
export const VERSION_REFUSED = 409;

/** A file's version: the SHA-256 of its text (the same in the browser and in Node). */
export async function versionOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The version the check saw, by path, until the write that follows it is sent. */
const expected = new Map<string, string>();

/** The check let a save of `path` through, having read `text`: the write is to be over that version only. */
export async function expectVersion(path: string, text: string) {
  expected.set(path, await versionOf(text));
}

interface BackendRequest {
  action?: string;
  params?: { dataFiles?: { path: string }[]; [EXPECTED_VERSIONS]?: Record<string, string> };
}

/** Each write to the local backend at `backendUrl` sent with its expected versions; `onRefused` told of each file that had changed. */
export function sendExpectedVersions(backendUrl: string, onRefused: (path: string) => void) {
  const send = window.fetch.bind(window);
  const backend = new URL(backendUrl, window.location.href).href;
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, window.location.href).href !== backend || typeof init?.body !== "string") return send(input, init);
    const request = JSON.parse(init.body) as BackendRequest;
    const paths = request.action === "persistEntry" ? (request.params?.dataFiles ?? []).map(({ path }) => path) : [];
    const versions = Object.fromEntries(paths.flatMap((path) => (expected.has(path) ? [[path, expected.get(path)!]] : [])));
    if (Object.keys(versions).length === 0) return send(input, init);
    for (const path of paths) expected.delete(path);
    const response = await send(input, {
      ...init,
      body: JSON.stringify({ ...request, params: { ...request.params, [EXPECTED_VERSIONS]: versions } }),
    });
    if (response.status === VERSION_REFUSED) {
      const { changed = [] } = (await response.clone().json()) as { changed?: string[] };
      for (const path of changed) onRefused(path);
    }
    return response;
  };
}
