import { createHash } from "node:crypto";
import { pageContentSecurityPolicy } from "#app/hosting/headers.ts";
import { OWN_SCRIPT_ATTRIBUTE } from "#app/site/own-scripts.ts";
import { attribute, findAll, isJavaScript, parseHtml, textOf } from "./html.ts";

type Node = ReturnType<typeof parseHtml>;

/**
 * Inline scripts the policy allows: JavaScript, and speculation rules, which CSP treats as scripts,
 * that the site's own code wrote (marked by app/components/ui/inline-script.tsx). Anything else, a
 * script in a post's text, is not hashed, so the browser does not run it.
 */
const governed = (document: Node) =>
  findAll(
    document,
    (element) =>
      element.tagName === "script" &&
      attribute(element, "src") === undefined &&
      attribute(element, OWN_SCRIPT_ATTRIBUTE) !== undefined &&
      (isJavaScript(element) || attribute(element, "type") === "speculationrules"),
  );

function inlineScriptHashes(document: Node): string[] {
  const hashes = governed(document).map((script) => `sha256-${createHash("sha256").update(textOf(script), "utf8").digest("base64")}`);
  return [...new Set(hashes)];
}

/** Adds the page's policy as the first element of <head>, before anything it governs. The page parsed once: most of this step's time. */
export function injectContentSecurityPolicy(html: string, connectOrigins: string[]): string {
  const document = parseHtml(html);
  const meta = findAll(document, (element) => element.tagName === "meta" && attribute(element, "http-equiv") === "Content-Security-Policy");
  if (meta.length > 0) throw new Error("Page already has a CSP meta tag");
  const headStart = findAll(document, (element) => element.tagName === "head")[0]?.sourceCodeLocation?.startTag?.endOffset;
  if (headStart === undefined) throw new Error("Page has no <head> tag to carry its policy");
  const policy = pageContentSecurityPolicy({ scriptHashes: inlineScriptHashes(document), connectOrigins });
  return `${html.slice(0, headStart)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${html.slice(headStart)}`;
}
