/** Files under a folder that match a glob pattern, as full paths: the build scripts' one file walker. */
import { globSync } from "node:fs";
import { join } from "node:path";

export const filesUnder = (folder: string, pattern: string): string[] =>
  globSync(pattern, { cwd: folder, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
