/** Which addresses the build keeps answering with a redirect (ADR 0040); tests/e2e/moved-addresses.spec.ts serves them on every host. */
import { describe, expect, it } from "vitest";
import { movedAddresses } from "#app/routing/moved-addresses.server.ts";

const post = (name: string, slug: string) => ({ file: `content/blog/${name}.md`, slug });
const pages =
  (...live: string[]) =>
  (path: string) =>
    live.includes(path);

describe("the moved addresses", () => {
  it("of a post: its file's name, the address it was first published at, when its address has changed since", () => {
    const posts = [post("mulch-rings", "why-mulch-rings-help"), post("council-rules", "council-rules")];
    expect(movedAddresses(posts, [], pages("/blog/why-mulch-rings-help", "/blog/council-rules"))).toEqual([
      { from: "/blog/mulch-rings", to: "/blog/why-mulch-rings-help" },
    ]);
  });

  it("of a deleted post or suburb page listed in Moved pages: to its Now at, else the blog, or the areas page for each of a suburb's four", () => {
    const listed = [
      { address: "/blog/old-post" },
      { address: "/tree-removal-buderim" },
      { address: "/locations/nambour", link: "/services" },
    ];
    expect(movedAddresses([], listed, pages())).toEqual([
      { from: "/blog/old-post", to: "/blog" },
      ...["/locations/buderim", "/tree-removal-buderim", "/tree-services-buderim", "/arborist-buderim"].map((from) => ({
        from,
        to: "/areas",
      })),
      ...["/locations/nambour", "/tree-removal-nambour", "/tree-services-nambour", "/arborist-nambour"].map((from) => ({
        from,
        to: "/services",
      })),
    ]);
  });

  it("never a page that lives there again, nor a file's name that was never an address", () => {
    const posts = [post("mulch-rings", "why-mulch-rings-help"), post("Mulch Rings (copy)", "mulch-rings-2")];
    expect(movedAddresses(posts, [{ address: "/blog/council-rules" }], pages("/blog/mulch-rings", "/blog/council-rules"))).toEqual([]);
  });

  it("in one step: an address sent to one that moved too goes straight to where that one leads now", () => {
    // A post first at /blog/mulch-rings, then /blog/mulch-rings-help, now /blog/why-mulch-rings-help; a deleted one, pointed to before.
    const posts = [post("mulch-rings", "why-mulch-rings-help")];
    const listed = [
      { address: "/blog/mulch-rings-help", link: "/blog/why-mulch-rings-help" },
      { address: "/blog/old-tips", link: "/blog/storm-tips" },
      { address: "/blog/storm-tips" },
    ];
    expect(movedAddresses(posts, listed, pages("/blog/why-mulch-rings-help"))).toEqual([
      { from: "/blog/mulch-rings", to: "/blog/why-mulch-rings-help" },
      { from: "/blog/mulch-rings-help", to: "/blog/why-mulch-rings-help" },
      { from: "/blog/old-tips", to: "/blog" },
      { from: "/blog/storm-tips", to: "/blog" },
    ]);
  });

  it("never in a loop: addresses sent to each other go to the nearest page", () => {
    const listed = [
      { address: "/blog/a", link: "/blog/b" },
      { address: "/blog/b", link: "/blog/a" },
    ];
    expect(movedAddresses([], listed, pages())).toEqual([
      { from: "/blog/a", to: "/blog" },
      { from: "/blog/b", to: "/blog" },
    ]);
  });
});
