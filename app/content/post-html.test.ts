/** What a post's text may carry (post-html.ts): judged as the browser reads it, not as it is spelled. */
import { expect, it } from "vitest";
import { notShownInPost } from "#app/content/post-html.ts";

it("refuses a javascript: link hidden in character references, in Markdown and in HTML, as the browser decodes them", () => {
  for (const markdown of [
    "[the trap](&#106;avascript:alert(1))",
    "[the trap](&#x6A;avascript&colon;alert(1))",
    "[the trap](java&Tab;script:alert(1))",
    '<a href="&#106;&#97;vascript:alert(1)">the trap</a>',
  ])
    expect(notShownInPost(markdown), markdown).toEqual([
      ": a link to javascript: is code, and the site never runs code from a post: remove it",
    ]);
  expect(notShownInPost("[the crew](&#47;about) and a &amp; in the words")).toEqual([]);
});
