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
});
