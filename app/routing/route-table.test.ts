import { describe, expect, it } from "vitest";
import { posts } from "#app/content/blog/posts.server.ts";
import { suburbSlugs } from "#app/content/suburbs.server.ts";
import { jobs, servicesWithJobs } from "#app/content/jobs.server.ts";
import { mainMenu, pageEntries } from "#app/content/page-registry.ts";
import { ourWorkServicePath, paths, suburbOfPath, suburbPathPatterns } from "#app/site/paths.ts";
import { canonicalPaths, findPageRoute, pageRoutes } from "#app/routing/route-table.ts";

describe("route table", () => {
  // Counts come from the content (suburb files, post files, jobs); the specification's own list of
  // suburbs is pinned once, in app/content/content-shape.test.ts.
  it("holds every page once: the page registry's pages and their aliases, the gallery while there is a job, each suburb under its four paths, and each post", () => {
    const routePaths = pageRoutes.map((route) => route.path);
    const registered = pageEntries.filter(([, entry]) => !entry.onlyWithJobs);
    const fixed = registered.flatMap(([, page]) => [page.path, ...(page.aliases ?? [])]);
    const gallery = jobs.length === 0 ? [] : [paths.ourWork, ...servicesWithJobs.map(ourWorkServicePath)];
    expect(routePaths).toHaveLength(fixed.length + gallery.length + suburbSlugs.length * suburbPathPatterns.length + posts.length);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    for (const path of [...fixed, ...gallery]) expect(routePaths).toContain(path);
    for (const [name, page] of registered)
      expect(findPageRoute(page.path)).toMatchObject({ module: `routes/${name}.tsx`, crumbLabel: page.crumb });
    for (const post of posts)
      expect(findPageRoute(`/blog/${post.slug}`)).toMatchObject({ postSlug: post.slug, lastModified: post.updated });
    for (const slug of suburbSlugs) {
      for (const path of [`/locations/${slug}`, `/tree-removal-${slug}`, `/tree-services-${slug}`, `/arborist-${slug}`]) {
        expect(findPageRoute(path)?.canonicalPath).toBe(`/locations/${slug}`);
      }
    }
  });

  it("tells the suburb of every suburb page from its path alone, under each of its four shapes, and of no other page", () => {
    // The browser counts per suburb from the path it is on (app/counts/count-event.ts): it must agree with the table.
    for (const route of pageRoutes) expect(suburbOfPath(route.path), route.path).toBe(route.suburbSlug);
  });

  it("makes /storm-damage an alias of /storm-cleanup", () => {
    expect(findPageRoute("/storm-damage")?.canonicalPath).toBe("/storm-cleanup");
    expect(canonicalPaths).not.toContain("/storm-damage");
  });

  it("lists each canonical page once: the site's pages, privacy, each suburb once, the blog and its posts", () => {
    const aliases = pageRoutes.filter((route) => route.path !== route.canonicalPath);
    expect(aliases).toHaveLength(1 + suburbSlugs.length * (suburbPathPatterns.length - 1));
    expect(canonicalPaths).toHaveLength(pageRoutes.length - aliases.length);
    expect(new Set(canonicalPaths).size).toBe(canonicalPaths.length);
    expect(canonicalPaths).toContain(paths.article);
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
