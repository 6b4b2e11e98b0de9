import { describe, expect, it } from "vitest";
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { Collection } from "./editor-model.ts";
import { defaultsOf, namesAFile, newEntryPath, withEntryAdded, withEntryRemoved } from "./new-entry.ts";

const jobs: Collection = {
  name: "jobs",
  label: "Our work: jobs",
  label_singular: "Job",
  identifier_field: "title",
  folder: "content/jobs",
  extension: "json",
  format: "json",
  slug: "{{fields.month}}-{{title}}",
};

describe("a new entry", () => {
  it("starts from the fields' defaults: a group's own, on/off, a fixed value; nothing for the rest", () => {
    expect(
      defaultsOf([
        { name: "title", label: "Title", widget: "string" },
        { name: "featured", label: "Featured", widget: "boolean", default: false },
        { name: "kind", label: "Kind", widget: "hidden", default: "job" },
        { name: "place", label: "Place", widget: "object", fields: [{ name: "zoom", label: "Zoom", widget: "number", default: 12 }] },
        { name: "photos", label: "Photos", widget: "object", fields: [{ name: "main", label: "Main", widget: "string" }] },
      ]),
    ).toEqual({ featured: false, kind: "job", place: { zoom: 12 } });
  });

  it("is published in its folder under the name its fields make, and is then in the index the check and the lists read", () => {
    const path = newEntryPath(jobs, { month: "2025-03", title: "Storm-damaged gum, Buderim" });
    expect(path).toBe("content/jobs/2025-03-storm-damaged-gum-buderim.json");
    expect(namesAFile(path)).toBe(true);
    const blog = { ...jobs, name: "blog", folder: "content/blog", extension: "md", format: "frontmatter", slug: "{{slug}}" };
    expect(newEntryPath(blog, { title: "Is my tree dying?", slug: "dying-tree" })).toBe("content/blog/is-my-tree-dying.md");
    expect(namesAFile("content/suburbs/.json")).toBe(false);
    const index = { entries: { testimonials: [], jobs: [], reviews: [], services: [], suburbs: [], posts: [] } } as unknown as ContentIndex;
    const added = withEntryAdded(index, jobs, path, { title: "Storm-damaged gum, Buderim" });
    expect(added.entries.jobs).toEqual([{ path, slug: "2025-03-storm-damaged-gum-buderim", name: "Storm-damaged gum, Buderim" }]);
    expect(withEntryRemoved(added, path).entries.jobs).toEqual([]);
  });
});
