/** Runs in Chromium: what a paste hands a post's text (admin/next/paste-markdown.ts), made with the browser's own HTML parser. */
import { expect, it } from "vitest";
import { pasteableHtml } from "./pasteable-html.ts";

it("takes out Word's empty paragraphs and the line breaks at a paragraph's ends, which Decap writes as a lone \\ ; keeps a break between words", () => {
  const fromWord = [
    '<p class="MsoNormal">First paragraph<o:p></o:p></p>',
    '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>',
    "<p><br></p>",
    '<p class="MsoNormal"><span>Second<br>line</span><br></p>',
    "<div><br><span>&nbsp;</span></div>",
    "<h2>After<br></h2>",
  ].join("\r\n");
  const { html } = pasteableHtml(`<html><body>${fromWord}</body></html>`);
  const pasted = new DOMParser().parseFromString(html, "text/html").body;
  expect([...pasted.children].map((block) => [block.tagName, block.innerHTML.replaceAll(/<\/?o:p>/g, "")])).toEqual([
    ["P", "First paragraph"],
    ["P", "<span>Second<br>line</span>"],
    ["H2", "After"],
  ]);
});
