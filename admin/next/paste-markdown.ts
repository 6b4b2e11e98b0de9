/**
 * Text pasted from Word or a web page into a post's text keeps its words, headings, bold, lists and
 * links, as the Markdown the post is written in: the HTML made pasteable as the current editor makes
 * it (admin/editor/pasteable-html.ts: pictures left out, table rows as paragraphs, Word's empty lines
 * gone), then written as Markdown by turndown (the one well-kept converter of HTML to Markdown:
 * small, no dependencies in the browser, where it uses the browser's own HTML parser).
 */
import TurndownService from "turndown";
import { pasteableHtml } from "../editor/pasteable-html.ts";

const converter = new TurndownService({
  headingStyle: "atx",
  bulletListMarker: "-",
  codeBlockStyle: "fenced",
  emDelimiter: "_",
  strongDelimiter: "**",
  // What a page carries that is no words of it: its scripts, styles and head.
}).remove(["script", "style", "title", "meta", "link", "noscript"]);

/** The pasted HTML as Markdown; whether a picture was left out (the owner is told). */
export function pastedMarkdown(html: string): { markdown: string; leftOut: boolean } {
  const { html: pasteable, leftOut } = pasteableHtml(html);
  const markdown = converter
    .turndown(pasteable)
    // A list's marker with one space after it, as the List button writes it (turndown pads it to four).
    .replace(/^( *)- {3}/gm, "$1- ")
    .replace(/^( *)(\d+)\. {2}/gm, "$1$2. ")
    .replaceAll("\u00a0", " ");
  return { markdown, leftOut };
}
