import { describe, expect, it } from "vitest";
import { mainMenu } from "./content/navigation";
import { suburbList } from "./content/suburb-slugs";
import { suburbs } from "./content/suburbs";
import { canonicalPaths, findPageRoute, pageRoutes } from "./route-table";

describe("route table", () => {
  it("holds the 33 paths of the specification and the privacy page, each once", () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(paths).toHaveLength(34);
    expect(new Set(paths).size).toBe(34);
    expect(paths).toContain("/privacy");
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

  it("lists each canonical page once: 9 site pages, privacy and 6 suburbs", () => {
    expect(canonicalPaths).toHaveLength(15);
  });

  it("finds a page with or without a trailing slash, and nothing for unknown paths", () => {
    expect(findPageRoute("/services/")?.path).toBe("/services");
    expect(findPageRoute("/blog")).toBeUndefined();
    expect(findPageRoute("/locations")).toBeUndefined();
  });

  it("has copy for each suburb with a page, in the same order", () => {
    expect(suburbs.map(({ slug, name }) => ({ slug, name }))).toEqual(suburbList);
  });

  it("has a page for every menu entry", () => {
    for (const entry of mainMenu) expect(findPageRoute(entry.href)?.path).toBe(entry.href);
  });
});
