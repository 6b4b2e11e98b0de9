/** The pages and photos a post's Markdown names, as the page will show them (entry-texts.ts). */
import { describe, expect, it } from "vitest";
import { POST_TEXT, tiesOfText } from "#app/content/entry-texts.ts";

const tiesOfPost = (markdown: string) => tiesOfText(markdown, [POST_TEXT]);

describe("the links and photos of a post", () => {
  it("finds them wherever they stand: a list, a table, a quote, a reference, an image", () => {
    const markdown = [
      "- [Pruning](/services)",
      "  1. a nested [suburb](/about#team)",
      "",
      "| Job | Where |",
      "| --- | --- |",
      "| ![a stump](/media/stump.jpg) | [a post](/blog/mulch) |",
      "",
      "> Call first, see [the storm page](/storm-cleanup).",
      "",
      "Our [areas][where].",
      "",
      "[where]: /areas",
    ].join("\n");
    expect(tiesOfPost(markdown)).toEqual({
      photos: ["/media/stump.jpg"],
      links: ["/services", "/about#team", "/blog/mulch", "/storm-cleanup", "/areas"],
    });
  });

  it("reads a link's address as the browser follows it, its character references decoded", () => {
    expect(tiesOfPost("Our [prices](&#47;price&#x2d;list) and [areas](&sol;areas).")).toEqual({
      photos: [],
      links: ["/price-list", "/areas"],
    });
  });

  it("leaves what only looks like a link: in code, escaped, another site's", () => {
    const markdown = [
      "Write `[words](/price-list)` to link a page.",
      "",
      "```",
      "[old](/old-page)",
      "```",
      "",
      "\\[not a link](/escaped)",
      "",
      "[Arborists Australia](https://example.org/about) and [a CDN](//cdn.example.org/x.js)",
    ].join("\n");
    expect(tiesOfPost(markdown)).toEqual({ photos: [], links: [] });
  });
});
