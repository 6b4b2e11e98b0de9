/**
 * A content backend held in memory, for the editor's tests: the contract of ./content-backend.ts
 * (each change written over the text it was opened from only, a publish all or nothing), with a
 * connection that can be lost, before the publish or only its answer.
 */
import type { ContentBackend, FileChange, PublishedVersion } from "./content-backend.ts";

export function memoryBackend(start: Record<string, string> = {}) {
  const files = new Map<string, string | Uint8Array>(Object.entries(start));
  const history = new Map<string, PublishedVersion[]>();
  let connected = true;
  let answersLost = false;
  const textOf = (path: string) => {
    const file = files.get(path);
    return typeof file === "string" ? file : null;
  };
  const connection = () => {
    if (!connected) throw new TypeError("Failed to fetch");
  };
  const apply = (change: FileChange, at: string) => {
    if (change.deleted) return void files.delete(change.path);
    files.set(change.path, change.text ?? change.bytes!);
    if (change.text !== undefined) history.set(change.path, [{ at, text: change.text }, ...(history.get(change.path) ?? [])]);
  };
  const backend: ContentBackend = {
    async read(path) {
      connection();
      return textOf(path);
    },
    async publishFiles(changes) {
      connection();
      const changed = changes.find((change) => change.opened !== undefined && textOf(change.path) !== change.opened);
      if (changed) return { written: false, path: changed.path, savedText: textOf(changed.path) };
      const at = new Date().toISOString();
      for (const change of changes) apply(change, at);
      if (answersLost) throw new TypeError("Failed to fetch");
      return { written: true };
    },
    async list(folder, extension) {
      connection();
      return [...files.keys()].filter(
        (path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes("/") && path.endsWith(`.${extension}`),
      );
    },
    async versions(path) {
      connection();
      return history.get(path) ?? [];
    },
  };
  return {
    backend,
    files,
    textOf,
    disconnect: (off: boolean) => void (connected = !off),
    /** The connection drops after a publish is written, before its answer is back. */
    loseAnswers: (lost: boolean) => void (answersLost = lost),
  };
}
