import { createHash } from "node:crypto";
import { pageContentSecurityPolicy } from "../app/seo/site-files.ts";

/** Inline scripts a browser would execute: no src, and a JavaScript (or module) type. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)((?:(?!>)[^])*)>([^]*?)<\/script>/g;
const isExecutable = (attributes: string) => {
  const type = attributes.match(/\btype="([^"]*)"/)?.[1];
  return type === undefined || type === "" || type === "module" || /javascript/i.test(type);
};

export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => isExecutable(match[1] ?? ""))
    .map((match) => `sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}`);
  return [...new Set(hashes)];
}

/** Adds the page's policy as the first element of <head>, before anything it governs. */
export function injectContentSecurityPolicy(html: string, connectOrigins: string[]): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error("Page already has a CSP meta tag");
  const policy = pageContentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectOrigins });
  return html.replace(/<head>/, `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
