/**
 * The lines the editor adds to Moved pages itself (./moved-pages-lines.ts, ADR 0040): which
 * old addresses a delete or a new address leaves, and the file once they are added.
 */
import { describe, expect, it } from "vitest";
import { lineOfRename, linesOfDeleted, withLines } from "#app/content/editor-entry.ts";

describe("the moved pages the editor adds", () => {
  it("for a deleted suburb page, its address (its other three follow); for a post, its address and its file's name", () => {
    expect(linesOfDeleted("content/suburbs/Mt Coolum.json", { name: "Mt Coolum" })).toEqual([{ address: "/locations/mt-coolum" }]);
    expect(linesOfDeleted("content/blog/mulch-rings.md", { slug: "mulch-rings" })).toEqual([{ address: "/blog/mulch-rings" }]);
    expect(linesOfDeleted("content/blog/mulch-rings.md", { slug: "why-mulch-rings-help" })).toEqual([
      { address: "/blog/why-mulch-rings-help" },
      { address: "/blog/mulch-rings" },
    ]);
    expect(linesOfDeleted("content/testimonials/2026-11-01-jo.json", {})).toEqual([]);
  });

  it("for a post's new address, its address as saved, sent to the new one; none when that was its file's name", () => {
    expect(lineOfRename("content/blog/mulch-rings.md", "mulch-rings-help", "why-mulch-rings-help")).toEqual([
      { address: "/blog/mulch-rings-help", link: "/blog/why-mulch-rings-help" },
    ]);
    expect(lineOfRename("content/blog/mulch-rings.md", "mulch-rings", "mulch-rings-help")).toEqual([]);
    expect(lineOfRename("content/blog/mulch-rings.md", "mulch-rings-help", "mulch-rings-help")).toEqual([]);
  });

  it("added once each, a line for an address that is a page again taken out, the owner's own lines kept", () => {
    const items = [
      { address: "/blog/b", link: "/blog/c" },
      { address: "/locations/buderim", link: "/services" },
    ];
    // The post at /blog/c goes back to /blog/b: /blog/b is a page again, /blog/c sent there.
    const back = withLines(items, [{ address: "/blog/c", link: "/blog/b" }], (address) => address === "/blog/b");
    expect(back).toEqual([
      { address: "/locations/buderim", link: "/services" },
      { address: "/blog/c", link: "/blog/b" },
    ]);
    expect(withLines(back, [{ address: "/tree-removal-buderim" }, { address: "/blog/c" }], () => false)).toEqual(back);
  });
});
