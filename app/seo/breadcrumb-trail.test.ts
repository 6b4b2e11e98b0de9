import { describe, expect, it } from "vitest";
import { suburbs } from "#app/content/suburbs.server.ts";
import { suburbCanonicalPath } from "#app/site/paths.ts";
import { findPageRoute } from "#app/routing/route-table.ts";
import { breadcrumbTrail, titleCaseSegment } from "#app/seo/breadcrumb-trail.ts";

const label = (path: string) => breadcrumbTrail(path, findPageRoute).at(-1)?.label;

describe("breadcrumbTrail over the site's route table", () => {
  it.each([
    ["/services", "Tree Services"],
    ["/about", "About Us"],
    ["/areas", "Areas Served"],
    ["/blog", "Blog"],
    ["/blog/arborists-vs-tree-loppers", "Arborists vs Tree Loppers"],
    ["/storm-cleanup", "Storm Cleanup"],
    ["/testimonials", "Testimonials"],
    ["/contact", "Contact"],
    ["/locations/mudjimba", "Mudjimba"],
    ["/locations/coolum-beach", "Coolum Beach"],
    ["/locations/noosa", "Noosa"],
    ["/locations/maroochydore", "Maroochydore"],
    ["/locations/bli-bli", "Bli Bli"],
    ["/locations/nambour", "Nambour"],
  ])("names %s as the specification does: %s", (path, expected) => {
    expect(label(path)).toBe(expected);
  });

  it("title-cases any other segment, hyphens as spaces", () => {
    expect(label("/storm-damage")).toBe("Storm Damage");
    expect(label("/tree-services-noosa")).toBe("Tree Services Noosa");
    expect(titleCaseSegment("peregian-beach")).toBe("Peregian Beach");
  });

  it("is empty on the home page", () => {
    expect(breadcrumbTrail("/", findPageRoute)).toEqual([]);
  });

  it("starts with Home and follows the path segments, ignoring a trailing slash", () => {
    expect(breadcrumbTrail("/blog/arborists-vs-tree-loppers/", findPageRoute)).toEqual([
      { label: "Home", path: "/", isPage: true },
      { label: "Blog", path: "/blog", isPage: true },
      { label: "Arborists vs Tree Loppers", path: "/blog/arborists-vs-tree-loppers", isPage: true },
    ]);
  });

  it("marks segments that are not pages so they are not linked", () => {
    const [first] = suburbs;
    const [, locations, suburb] = breadcrumbTrail(suburbCanonicalPath(first!.slug), findPageRoute);
    expect(locations).toEqual({ label: "Locations", path: "/locations", isPage: false });
    expect(suburb).toMatchObject({ label: first!.name, isPage: true });
  });
});
