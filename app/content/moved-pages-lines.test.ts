/**
 * The one module of the lines both editors add to Moved pages (ADR 0040): a deleted post, a deleted
 * suburb page, a post's new address; the file once they are added; the hosts' redirect limit.
 */
import { describe, expect, it } from "vitest";
import {
  lineOfRename,
  linesOfDeleted,
  movedPagesText,
  pastRedirectLimit,
  redirectsOf,
  whereSentOn,
} from "#app/content/moved-pages-lines.ts";

const lines = (count: number) => Array.from({ length: count }, (_, at) => ({ address: `/blog/old-${at}` }));

describe("the lines a delete or a new address adds to Moved pages", () => {
  it("a deleted post sends its address and its file's name to the blog; a deleted suburb page its four addresses to the areas page", () => {
    const post = linesOfDeleted("content/blog/mulch-rings.md", { slug: "why-mulch-rings-help" });
    expect(post).toEqual([{ address: "/blog/why-mulch-rings-help" }, { address: "/blog/mulch-rings" }]);
    expect(whereSentOn(post)).toEqual({ to: "the blog", many: true });
    expect(whereSentOn(linesOfDeleted("content/blog/mulch-rings.md", { slug: "mulch-rings" }))).toEqual({ to: "the blog", many: false });
    const suburb = linesOfDeleted("content/suburbs/noosa-heads.json", { name: "Noosa Heads" });
    expect(suburb).toEqual([{ address: "/locations/noosa-heads" }]);
    expect(whereSentOn(suburb)).toEqual({ to: "the areas page", many: true });
    expect(whereSentOn(linesOfDeleted("content/jobs/2025-03-gum.json", {}))).toBeUndefined();
  });

  it("a post's new address sends the one it was published at to it", () => {
    expect(lineOfRename("content/blog/mulch-rings.md", "mulch-rings-help", "why-mulch-rings-help")).toEqual([
      { address: "/blog/mulch-rings-help", link: "/blog/why-mulch-rings-help" },
    ]);
  });

  it("writes the file with the lines added after the owner's own, once each, two spaces and a final line break", () => {
    const text = `${JSON.stringify({ items: [{ address: "/old-page", link: "/services" }] }, null, 2)}\n`;
    const after = movedPagesText(text, [{ address: "/locations/noosa" }, { address: "/old-page" }]);
    expect(JSON.parse(after)).toEqual({ items: [{ address: "/old-page", link: "/services" }, { address: "/locations/noosa" }] });
    expect(after.endsWith("}\n")).toBe(true);
    expect(after).toContain('\n  "items": [\n');
    expect(JSON.parse(movedPagesText(null, [{ address: "/blog/a" }]))).toEqual({ items: [{ address: "/blog/a" }] });
  });

  it("counts the redirects every host is given (each address with and without its final /, a suburb page's four) against the 2,000 they follow", () => {
    expect(redirectsOf([{ address: "/blog/a" }], [])).toBe(2);
    expect(redirectsOf([{ address: "/locations/noosa" }], [])).toBe(8);
    // A post whose address moved from its file's name sends that one on too.
    expect(redirectsOf([], [{ path: "content/blog/a.md", slug: "b" }])).toBe(2);
    expect(pastRedirectLimit(JSON.stringify({ items: lines(1000) }), [])).toBe(false);
    expect(pastRedirectLimit(JSON.stringify({ items: lines(1001) }), [])).toBe(true);
  });
});
