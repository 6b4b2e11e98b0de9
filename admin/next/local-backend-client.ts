/**
 * The content backend of `npm run cms`: its local content server (scripts/dev/local-backend.ts),
 * which reads and writes this computer's content/ folder, a publish all or nothing and only over the
 * versions the editor names (./local-backend-protocol.ts); and the versions `npm run cms` lists (its
 * session's publishes, then the file's commits). A publish here makes no commit: its message is not kept.
 */
import { BUILD_STATUS_PATH, VERSIONS_PATH } from "../editor/build-status.ts";
import { VERSION_REFUSED, versionOf } from "../editor/expected-version.ts";
import { UnexpectedAnswer, type ContentBackend, type FileChange, type PublishedVersion } from "./content-backend.ts";
import { EDITOR_KEY_HEADER, LOCAL_ROUTES, type LocalChange } from "./local-backend-protocol.ts";

/**
 * What a publish says when the content server does not answer, in the owner's words (kept here, beside
 * the one place they are said, while ./editor-words.ts is over the house's 200 lines).
 */
export const notReached = {
  restarting:
    "The part of the program on this computer that writes your files stopped, and is starting again. Your changes are kept here: press Publish again in a moment.",
  stopped:
    "The program that serves your editor on this computer has stopped (its window says why). Your changes are kept here: start it again (or ask whoever set it up), then press Publish.",
};

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));

/** An answer's body; an error answer is an UnexpectedAnswer, with the server's words where it gave some. */
async function answer(response: Response) {
  if (!response.ok) {
    const { error } = (await response.json().catch(() => ({}))) as { error?: string };
    // A refusal (422: a photo or service still in use) is in the owner's words; a server error is not.
    throw new UnexpectedAnswer(
      `the local backend answered ${response.status}${error ? `: ${error}` : ""}`,
      response.status === 422 ? error : undefined,
    );
  }
  return (await response.json()) as unknown;
}

/** A change as it travels, with its expected version where it names the text it was opened from. */
async function localChange({ path, text, bytes, deleted, opened }: FileChange): Promise<LocalChange> {
  const expected = opened === undefined ? {} : { expectedVersion: opened === null ? "" : await versionOf(opened) };
  if (deleted) return { path, deleted, ...expected };
  return text !== undefined ? { path, text, ...expected } : { path, base64: base64(bytes ?? new Uint8Array()), ...expected };
}

/** The local content server at `url` (its address, as `localBackendUrl` gives it), each request with the page's `key`. */
export function localBackendClient(url: string, key: string): ContentBackend {
  const ask = async (route: string, query: Record<string, string>) =>
    answer(await fetch(`${url}${route}?${new URLSearchParams(query)}`, { cache: "no-store", headers: { [EDITOR_KEY_HEADER]: key } }));

  async function read(path: string) {
    const { text } = (await ask(LOCAL_ROUTES.read, { path })) as { text: string | null };
    return text;
  }

  return {
    read,
    async publishFiles(changes) {
      const response = await fetch(`${url}${LOCAL_ROUTES.publish}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [EDITOR_KEY_HEADER]: key },
        body: JSON.stringify({ changes: await Promise.all(changes.map(localChange)) }),
      }).catch(async (error: unknown) => {
        // Not reached: npm run cms starting its content server again, or stopped (scripts/dev/content-server-keeper.ts).
        // Its own site, which served this page, says which: it answers while npm run cms runs.
        const running = await fetch(BUILD_STATUS_PATH, { cache: "no-store" }).then(
          (status) => status.ok,
          () => false,
        );
        throw new UnexpectedAnswer(
          `the local backend did not answer (${String(error)})`,
          running ? notReached.restarting : notReached.stopped,
        );
      });
      if (response.status === VERSION_REFUSED) {
        const { changed = [] } = (await response.json().catch(() => ({}))) as { changed?: string[] };
        const path = changed[0] ?? changes[0]!.path;
        return { written: false, path, savedText: await read(path) };
      }
      await answer(response);
      return { written: true };
    },
    async list(folder, extension) {
      const { paths } = (await ask(LOCAL_ROUTES.list, { path: folder, extension })) as { paths: string[] };
      return paths;
    },
    async versions(path) {
      const response = await fetch(`${VERSIONS_PATH}?file=${encodeURIComponent(path)}`, { cache: "no-store" });
      return (await answer(response)) as PublishedVersion[];
    },
  };
}
