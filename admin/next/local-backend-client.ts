/**
 * The content backend of `npm run cms` (scripts/dev/local-backend.ts): decap-server's HTTP API on this
 * computer, whose write is refused (409) when the file is no longer the version the editor names
 * (scripts/dev/write-if-unchanged.ts, the same check Decap's saves go through).
 */
import type { ContentBackend } from "./content-backend.ts";

/** decap-server serves one working tree; the branch is its only one. */
const BRANCH = "main";

/** The local backend at `url` (its /api/v1 address). */
export function localBackendClient(url: string): ContentBackend {
  const call = async (action: string, params: Record<string, unknown>) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action, params: { branch: BRANCH, ...params } }),
    });

  async function read(path: string) {
    const response = await call("getEntry", { path });
    if (!response.ok) throw new Error(`the local backend answered ${response.status}`);
    const { data } = (await response.json()) as { data?: unknown };
    return typeof data === "string" ? data : null;
  }

  return {
    read,
    async publish(path, text, opened, message) {
      // Loaded on Publish: the module it shares with the current editor brings that editor's backends (and YAML) along.
      const { EXPECTED_VERSIONS, VERSION_REFUSED, versionOf } = await import("../editor/expected-version.ts");
      const slug = (path.split("/").pop() ?? "").replace(/\.\w+$/, "");
      const response = await call("persistEntry", {
        entry: { slug, path, raw: text },
        assets: [],
        options: { commitMessage: message, useWorkflow: false, status: "draft" },
        [EXPECTED_VERSIONS]: { [path]: await versionOf(opened) },
      });
      if (response.status === VERSION_REFUSED) return { written: false, savedText: await read(path) };
      if (!response.ok) throw new Error(`the local backend answered ${response.status}`);
      return { written: true };
    },
  };
}

/** The local backend the page was served for (admin/next/index.html's meta, written by `npm run cms`). */
export const pageBackendUrl = () => document.querySelector<HTMLMetaElement>('meta[name="local-backend"]')?.content ?? "";
