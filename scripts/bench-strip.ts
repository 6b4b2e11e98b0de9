/** For the benchmark's floor: a built page with every script and module preload taken out. */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { attribute, findAll, parseHtml } from "./html.ts";

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return entry.endsWith(".html") ? [path] : [];
  });
}

export function withoutScripts(file: string) {
  const html = readFileSync(file, "utf8");
  const removed = findAll(
    parseHtml(html),
    (element) => element.tagName === "script" || (element.tagName === "link" && attribute(element, "rel") === "modulepreload"),
  );
  // Cut from the end, so earlier offsets stay valid.
  let stripped = html;
  for (const element of removed.toReversed()) {
    const { startOffset, endOffset } = element.sourceCodeLocation!;
    stripped = stripped.slice(0, startOffset) + stripped.slice(endOffset);
  }
  writeFileSync(file, stripped);
}
