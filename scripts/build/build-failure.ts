import { CONTENT_TO_FIX } from "#app/content/load.server.ts";

/**
 * Why a build failed, in the words the owner can act on: each entry and field of the content that
 * does not fit, as the editor names them (app/content/entry-check.ts), or the photo that cannot be
 * used, without the stack trace and bundler output around them. Anything else (a programming
 * error) keeps its first error lines, for the developer.
 */

// oxlint-disable-next-line no-control-regex -- the escape codes a terminal colours text with
const terminalColours = /\u001b\[[0-9;]*m/g;

export function failureSummary(output: string): string {
  const text = output.replace(terminalColours, "").replaceAll("\r", "");
  const content = new RegExp(`(${CONTENT_TO_FIX}\\n(?: {2}- .*(?:\\n|$))+)`).exec(text);
  if (content) return content[1]!.trimEnd();
  const image = /ImageError: (.+)/.exec(text);
  if (image) return image[1]!.trim();
  const lines = text.split("\n").filter((line) => line.trim() && !/^\s+at /.test(line));
  const firstError = lines.findIndex((line) => /error/i.test(line));
  return (firstError >= 0 ? lines.slice(firstError, firstError + 6) : lines.slice(-6)).join("\n").trim();
}
