/**
 * A delete checked as a save is (app/content/delete-check.ts, as the editor runs it before Decap
 * deletes anything): an entry that another entry or the site's own code links to or names stays,
 * and the refusal names them; one nothing needs may go.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorIndex } from "#app/content/content-index.server.ts";
import { deleteRefusals } from "#app/content/delete-check.ts";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";

const { file } = copyContentForEachTest();

/** The index as the editor fetches it, once `change` has been made to the content. */
const indexAfter = (change: () => void) => {
  change();
  return editorIndex();
};

const aPost = (slug: string, text: string) =>
  ["---", "title: Mulch rings", "description: Why", `slug: ${slug}`, "published: 2026-11-20", "---", "", text, ""].join("\n");

describe("a delete, checked as a save is", () => {
  it("keeps a suburb page that a post links to and a job names, naming both", () => {
    const index = indexAfter(() => {
      writeFileSync(file("blog/mulch-rings.md"), aPost("mulch-rings", "We work in [Bli Bli](/tree-removal-bli-bli/#quote) too."));
      mkdirSync(file("jobs"));
      writeFileSync(file("jobs/gum.json"), JSON.stringify({ title: "A leaning gum", suburb: "Bli Bli" }));
    });
    const [refusal, ...more] = deleteRefusals("content/suburbs/bli-bli.json", index);
    expect(more).toEqual([]);
    expect(refusal).toMatch(/^Suburb page "Bli Bli" is linked to or named by .+: take it off there and publish first, then delete it\.$/);
    expect(refusal).toContain('Job "A leaning gum"');
    expect(refusal).toContain('Blog post "Mulch rings"');
    expect(deleteRefusals("content/blog/mulch-rings.md", index)).toEqual([]);
  });

  it("lets a post go that a moved page sends visitors to: the delete sends them on (ADR 0040)", () => {
    const index = indexAfter(() => {
      writeFileSync(file("blog/mulch-rings.md"), aPost("mulch-rings", "Why a ring of mulch helps."));
      writeFileSync(file("moved-pages.json"), JSON.stringify({ items: [{ address: "/blog/mulch", link: "/blog/mulch-rings" }] }));
    });
    expect(deleteRefusals("content/blog/mulch-rings.md", index)).toEqual([]);
  });

  it("keeps the posts the site's own pages link to", () => {
    const index = editorIndex();
    expect(deleteRefusals("content/blog/arborists-vs-tree-loppers.md", index)).toEqual([
      expect.stringMatching(/is linked to by the site's menu \(its Blog link\) and the storm cleanup page: take it off there/),
    ]);
    expect(deleteRefusals("content/blog/council-approval-tree-removal.md", index)).toEqual([
      expect.stringContaining("every suburb page (its council approval link)"),
    ]);
  });

  it("keeps a service a suburb page names, and lets one go that nothing names", () => {
    const index = editorIndex();
    const [named] = index.serviceUsers;
    const service = named!.services[0]!;
    expect(deleteRefusals(`content/services/${service}.json`, index)).toEqual([expect.stringContaining(named!.label)]);
    expect(deleteRefusals("content/testimonials/nothing-names-it.json", index)).toEqual([]);
  });
});
