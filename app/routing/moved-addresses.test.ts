/** Which addresses the build keeps answering with a redirect (ADR 0040); tests/e2e/moved-addresses.spec.ts serves them on every host. */
import { describe, expect, it } from "vitest";
import { movedAddresses } from "#app/routing/moved-addresses.server.ts";

const post = (name: string, slug: string) => ({ file: `content/blog/${name}.md`, slug });

describe("a post's moved address", () => {
  it("is its file's name, the address it was first published at, when its address has changed since", () => {
    const posts = [post("mulch-rings", "why-mulch-rings-help"), post("council-rules", "council-rules")];
    const live = new Set(["/blog/why-mulch-rings-help", "/blog/council-rules"]);
    expect(movedAddresses(posts, (path) => live.has(path))).toEqual([{ from: "/blog/mulch-rings", to: "/blog/why-mulch-rings-help" }]);
  });

  it("is never a page that lives there again, nor a file's name that was never an address", () => {
    const posts = [post("mulch-rings", "why-mulch-rings-help"), post("Mulch Rings (copy)", "mulch-rings-2")];
    expect(movedAddresses(posts, (path) => path === "/blog/mulch-rings")).toEqual([]);
  });
});
