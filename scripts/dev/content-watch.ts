/**
 * Calls back when a file under a folder changes, however it was changed. Node's recursive
 * `fs.watch` on Linux follows files, and a file replaced on disk (`sed -i`, `git checkout`, an
 * editor's save-by-rename) is a new file it may never follow: later saves went unseen (issue 33).
 * So each folder is watched, not each file (a folder outlives the files renamed into it), and every
 * `intervalMs` the folder's files are compared by size and modification time, which catches what a
 * lost or coalesced event misses.
 */
import { readdirSync, statSync, watch, type FSWatcher } from "node:fs";
import { join, relative } from "node:path";

/** Each file's size and modification time, by its path relative to `root`. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return; // removed while being read: the next look sees it gone
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        try {
          const stat = statSync(path);
          files.set(relative(root, path), `${stat.size}:${stat.mtimeMs}:${stat.ino}`);
        } catch {
          // removed between listing and reading
        }
    }
  };
  walk(root);
  return files;
}

const folders = (files: Map<string, string>, root: string) => new Set([root, ...[...files.keys()].map((file) => join(root, file, ".."))]);

export interface ContentWatch {
  close(): void;
}

/** `onChange` receives the changed files' paths relative to `root` (several at once if several changed). */
export function watchContent(root: string, onChange: (files: string[]) => void, intervalMs = 1000): ContentWatch {
  let known = snapshot(root);
  const watchers = new Map<string, FSWatcher>();
  const arm = () => {
    for (const folder of folders(known, root)) {
      if (watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, () => look());
        watcher.on("error", () => {
          watcher.close();
          watchers.delete(folder);
        });
        watchers.set(folder, watcher);
      } catch {
        // gone already; the timer keeps looking
      }
    }
  };
  const look = () => {
    const now = snapshot(root);
    const changed = [...new Set([...known.keys(), ...now.keys()])].filter((file) => known.get(file) !== now.get(file));
    known = now;
    arm();
    if (changed.length > 0) onChange(changed.toSorted());
  };
  arm();
  const timer = setInterval(look, intervalMs);
  timer.unref();
  return {
    close() {
      clearInterval(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
