/** Runs in Chromium: text pasted into a post's text from Word or a web page, as the Markdown it keeps (./paste-markdown.ts). */
import { describe, expect, it } from "vitest";
import { pastedMarkdown } from "./paste-markdown.ts";

describe("a paste into a post's text", () => {
  it("keeps a web page's words, headings, bold, lists and links as Markdown, and says no picture was left out when none was", () => {
    const html = [
      "<html><head><title>Page</title><style>p{color:red}</style></head><body>",
      "<h2>Signs a tree is dying</h2>",
      "<p>Look for <b>dead wood</b> and read our <a href='https://example.org/guide'>guide</a>.</p>",
      "<ul><li>Bare branches</li><li>Fungi at the base</li></ul>",
      "<ol><li>Call us</li><li>We inspect</li></ol>",
      "</body></html>",
    ].join("");
    expect(pastedMarkdown(html)).toEqual({
      markdown: [
        "## Signs a tree is dying",
        "",
        "Look for **dead wood** and read our [guide](https://example.org/guide).",
        "",
        "- Bare branches",
        "- Fungi at the base",
        "",
        "1. Call us",
        "2. We inspect",
      ].join("\n"),
      leftOut: false,
    });
  });

  it("leaves out a picture from Word (its words kept where it has some) and says so; Word's empty paragraphs and line breaks go", () => {
    const fromWord = [
      '<p class="MsoNormal">First paragraph<o:p></o:p></p>',
      '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>',
      '<p class="MsoNormal">A red\r\nflowering gum <img src="file:///C:/Users/owner/image001.png" alt="The gum in flower"></p>',
      '<p class="MsoNormal"><img src="file:///C:/Users/owner/image002.png"></p>',
      "<p>Last</p>",
    ].join("\r\n");
    const { markdown, leftOut } = pastedMarkdown(`<html><body>${fromWord}</body></html>`);
    expect(leftOut).toBe(true);
    expect(markdown).toBe("First paragraph\n\nA red flowering gum The gum in flower\n\nLast");
    expect(markdown).not.toMatch(/!\[|image00|file:/);
  });

  it("keeps a table's rows as paragraphs, its cells apart", () => {
    const { markdown } = pastedMarkdown("<table><tr><td>Stump</td><td>$150</td></tr><tr><td>Hedge</td><td>$90</td></tr></table>");
    expect(markdown).toBe("Stump – $150\n\nHedge – $90");
  });
});
