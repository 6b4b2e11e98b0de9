/**
 * The content backend of `npm run cms` (scripts/dev/local-backend.ts): decap-server's HTTP API on this
 * computer, whose write is refused (409) when a file is no longer the version the editor names
 * (scripts/dev/write-if-unchanged.ts), and the versions `npm run cms` lists (its session's publishes,
 * then the file's commits).
 */
import { VERSIONS_PATH } from "../editor/build-status.ts";
import { UnexpectedAnswer, type ContentBackend, type FileChange, type PublishedVersion } from "./content-backend.ts";

/** decap-server serves one working tree; the branch is its only one. */
const BRANCH = "main";

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));

/** An answer's body; an error answer is an UnexpectedAnswer. */
async function answer(response: Response) {
  if (!response.ok) throw new UnexpectedAnswer(`the local backend answered ${response.status}`);
  return (await response.json()) as unknown;
}

/** Each file's expected version (the SHA-256 of the text it was opened from; "" for no file), where the change names one. */
async function expectedVersions(changes: FileChange[]) {
  const { EXPECTED_VERSIONS, versionOf } = await import("../editor/expected-version.ts");
  const versions: Record<string, string> = {};
  for (const change of changes)
    if (change.opened !== undefined) versions[change.path] = change.opened === null ? "" : await versionOf(change.opened);
  return { [EXPECTED_VERSIONS]: versions };
}

/** The local backend at `url` (its /api/v1 address). */
export function localBackendClient(url: string): ContentBackend {
  const call = async (action: string, params: Record<string, unknown>) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action, params: { branch: BRANCH, ...params } }),
    });
    return response;
  };

  async function read(path: string) {
    const { data } = (await answer(await call("getEntry", { path }))) as { data?: unknown };
    return typeof data === "string" ? data : null;
  }

  return {
    read,
    async publishFiles(changes, message) {
      // Loaded on Publish: the module it shares with the current editor brings that editor's backends (and YAML) along.
      const { VERSION_REFUSED } = await import("../editor/expected-version.ts");
      const written = changes.filter((change) => !change.deleted);
      const dataFiles = written
        .filter((change) => change.text !== undefined)
        .map(({ path, text }) => ({ slug: (path.split("/").pop() ?? "").replace(/\.\w+$/, ""), path, raw: text }));
      const assets = written
        .filter((change) => change.bytes !== undefined)
        .map(({ path, bytes }) => ({ path, content: base64(bytes!), encoding: "base64" }));
      const checked = await expectedVersions(changes);
      if (written.length > 0) {
        const response = await call("persistEntry", {
          ...(dataFiles.length > 0 ? { dataFiles } : { dataFiles: [] }),
          assets,
          options: { commitMessage: message, useWorkflow: false, status: "draft" },
          ...checked,
        });
        if (response.status === VERSION_REFUSED) {
          const { changed = [] } = (await response.json().catch(() => ({}))) as { changed?: string[] };
          const path = changed[0] ?? changes[0]!.path;
          return { written: false, path, savedText: await read(path) };
        }
        await answer(response);
      }
      const deleted = changes.filter((change) => change.deleted).map((change) => change.path);
      if (deleted.length > 0) await answer(await call("deleteFiles", { paths: deleted, options: { commitMessage: message } }));
      return { written: true };
    },
    async list(folder, extension) {
      const entries = (await answer(await call("entriesByFolder", { folder, extension, depth: 1 }))) as { file?: { path?: string } }[];
      return entries.flatMap((entry) => (entry.file?.path ? [entry.file.path] : []));
    },
    async versions(path) {
      const response = await fetch(`${VERSIONS_PATH}?file=${encodeURIComponent(path)}`, { cache: "no-store" });
      return (await answer(response)) as PublishedVersion[];
    },
  };
}
