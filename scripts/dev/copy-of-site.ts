/** A temporary copy of the project, its dependencies linked, not copied: to build or edit without touching the real one. */
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..", "..");
/** What a copy leaves out: dependencies (linked instead), build outputs, history and test results. */
const leftOut = ["node_modules", "build", "build-emailjs", ".builds", ".git", "test-results", "reports", "bench-results", "data"];

export function copyOfSite(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const entry of readdirSync(root)) {
    if (leftOut.includes(entry)) continue;
    cpSync(join(root, entry), join(folder, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(folder, "node_modules"));
  return folder;
}
