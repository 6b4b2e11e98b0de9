import { describe, expect, it } from "vitest";
import { breadcrumbTrail, segmentLabel, titleCaseSegment } from "./breadcrumbs";

describe("segmentLabel", () => {
  it.each([
    ["services", "Tree Services"],
    ["about", "About Us"],
    ["areas", "Areas Served"],
    ["blog", "Blog"],
    ["arborists-vs-tree-loppers", "Arborists vs Tree Loppers"],
    ["storm-cleanup", "Storm Cleanup"],
    ["testimonials", "Testimonials"],
    ["contact", "Contact"],
    ["tree-removal", "Tree Removal"],
    ["tree-pruning", "Tree Pruning"],
    ["stump-grinding", "Stump Grinding"],
    ["emergency", "Emergency Services"],
    ["mudjimba", "Mudjimba"],
    ["coolum-beach", "Coolum Beach"],
    ["peregian-beach", "Peregian Beach"],
    ["noosa", "Noosa"],
    ["maroochydore", "Maroochydore"],
    ["bli-bli", "Bli Bli"],
    ["nambour", "Nambour"],
    ["buderim", "Buderim"],
    ["mooloolaba", "Mooloolaba"],
  ])("labels %s as %s", (segment, label) => {
    expect(segmentLabel(segment)).toBe(label);
  });

  it("title-cases any other segment, hyphens as spaces", () => {
    expect(segmentLabel("storm-damage")).toBe("Storm Damage");
    expect(segmentLabel("tree-services-noosa")).toBe("Tree Services Noosa");
    expect(titleCaseSegment("locations")).toBe("Locations");
  });
});

describe("breadcrumbTrail", () => {
  const pages = new Map<string, { crumbLabel?: string }>([
    ["/", {}],
    ["/blog/arborists-vs-tree-loppers", {}],
    ["/blog/council-approval-tree-removal", { crumbLabel: "Council Approval for Tree Removal" }],
    ["/locations/noosa", {}],
    ["/services", {}],
  ]);
  const isPage = (path: string) => pages.get(path);

  it("is empty on the home page", () => {
    expect(breadcrumbTrail("/", isPage)).toEqual([]);
  });

  it("starts with Home and follows the path segments", () => {
    expect(breadcrumbTrail("/blog/arborists-vs-tree-loppers", isPage)).toEqual([
      { label: "Home", path: "/", isPage: true },
      { label: "Blog", path: "/blog", isPage: false },
      { label: "Arborists vs Tree Loppers", path: "/blog/arborists-vs-tree-loppers", isPage: true },
    ]);
  });

  it("ignores a trailing slash", () => {
    expect(breadcrumbTrail("/services/", isPage).map((crumb) => crumb.label)).toEqual(["Home", "Tree Services"]);
  });

  it("names a page by its own label where it has one", () => {
    expect(breadcrumbTrail("/blog/council-approval-tree-removal", isPage).at(-1)).toEqual({
      label: "Council Approval for Tree Removal",
      path: "/blog/council-approval-tree-removal",
      isPage: true,
    });
  });

  it("marks segments that are not pages so they are not linked", () => {
    const [, locations, suburb] = breadcrumbTrail("/locations/noosa", isPage);
    expect(locations).toMatchObject({ label: "Locations", isPage: false });
    expect(suburb).toMatchObject({ label: "Noosa", isPage: true });
  });
});
