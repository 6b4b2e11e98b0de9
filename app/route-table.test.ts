import { describe, expect, it } from "vitest";
import { mainMenu } from "#app/content/navigation.ts";
import { posts } from "#app/content/blog/posts.server.ts";
import { canonicalPaths, findPageRoute, pageRoutes } from "#app/route-table.ts";

describe("route table", () => {
  it("holds the 33 paths of the specification, the privacy page, the blog and each post, each once", () => {
    const paths = pageRoutes.map((route) => route.path);
    // The spec's 33 (its article among them), privacy, the blog index and the other posts.
    expect(paths).toHaveLength(33 + 1 + 1 + posts.length - 1);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/privacy");
    expect(paths).toContain("/blog");
    for (const post of posts)
      expect(findPageRoute(`/blog/${post.slug}`)).toMatchObject({ postSlug: post.slug, lastModified: post.updated });
    for (const slug of ["mudjimba", "coolum-beach", "noosa", "maroochydore", "bli-bli", "nambour"]) {
      for (const path of [`/locations/${slug}`, `/tree-removal-${slug}`, `/tree-services-${slug}`, `/arborist-${slug}`]) {
        expect(findPageRoute(path)?.canonicalPath).toBe(`/locations/${slug}`);
      }
    }
  });

  it("makes /storm-damage an alias of /storm-cleanup", () => {
    expect(findPageRoute("/storm-damage")?.canonicalPath).toBe("/storm-cleanup");
    expect(canonicalPaths).not.toContain("/storm-damage");
  });

  it("lists each canonical page once: 8 site pages, privacy, 6 suburbs, the blog and its posts", () => {
    expect(canonicalPaths).toHaveLength(15 + 1 + posts.length - 1);
    expect(canonicalPaths).toContain("/blog/arborists-vs-tree-loppers");
  });

  it("finds a page with or without a trailing slash, and nothing for unknown paths", () => {
    expect(findPageRoute("/services/")?.path).toBe("/services");
    expect(findPageRoute("/blog/")?.path).toBe("/blog");
    expect(findPageRoute("/locations")).toBeUndefined();
    expect(findPageRoute("/blog/no-such-post")).toBeUndefined();
  });

  it("has a page for every menu entry", () => {
    for (const entry of mainMenu) expect(findPageRoute(entry.href)?.path).toBe(entry.href);
  });
});
