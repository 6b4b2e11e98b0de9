/**
 * For the benchmark's floor: a built page with every script and module preload taken out. JSON-LD
 * stays: it is data the page needs for search, not a script, and cutting it would flatter the floor.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { filesUnder } from "../build/files.ts";
import { attribute, findAll, parseHtml } from "../build/html.ts";

export const htmlFiles = (dir: string) => filesUnder(dir, "**/*.html");

export function withoutScripts(file: string) {
  const html = readFileSync(file, "utf8");
  const removed = findAll(
    parseHtml(html),
    (element) =>
      (element.tagName === "script" && attribute(element, "type") !== "application/ld+json") ||
      (element.tagName === "link" && attribute(element, "rel") === "modulepreload"),
  );
  // Cut from the end, so earlier offsets stay valid.
  let stripped = html;
  for (const element of removed.toReversed()) {
    const { startOffset, endOffset } = element.sourceCodeLocation!;
    stripped = stripped.slice(0, startOffset) + stripped.slice(endOffset);
  }
  writeFileSync(file, stripped);
}
