/** A post saved from the editor changes in its file only the lines of what the owner changed. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { keptFrontMatter } from "../admin/editor/front-matter.ts";

const BLOG = "content/blog";
const posts = readdirSync(BLOG).filter((name) => name.endsWith(".md"));
const read = (name: string) => readFileSync(join(BLOG, name), "utf8");
/** The editor's order of a post's fields, as Decap passes it. */
const EDITOR_ORDER = [
  "title",
  "description",
  "slug",
  "published",
  "updated",
  "author",
  "keywords",
  "section",
  "lede",
  "breadcrumb",
  "image",
];

/** The lines of `after` that are not in `before`, and those of `before` gone from `after`. */
function changedLines(before: string, after: string) {
  const [was, now] = [before.split("\n"), after.split("\n")];
  return { added: now.filter((line) => !was.includes(line)), removed: was.filter((line) => !now.includes(line)) };
}

function saved(name: string, change: (fields: Record<string, unknown>) => void) {
  const text = read(name);
  const fields = keptFrontMatter.fromFile(text);
  change(fields);
  return { text, written: keptFrontMatter.toFile(fields, EDITOR_ORDER) };
}

describe("a post's front matter", () => {
  it.each(posts)("%s is written back unchanged when nothing changed", (name) => {
    expect(saved(name, () => {}).written).toBe(read(name));
  });

  it("adding a keyword adds that one line", () => {
    const { text, written } = saved(posts[0]!, (fields) => (fields.keywords = [...(fields.keywords as string[]), "storm damage"]));
    expect(changedLines(text, written)).toEqual({ added: ["  - storm damage"], removed: [] });
    expect(written.split("\n")).toHaveLength(text.split("\n").length + 1);
  });

  it("changing the description changes its line alone, quoted as it was", () => {
    const { text, written } = saved(posts[0]!, (fields) => (fields.description = "Arborist or lopper: what to ask before anyone climbs."));
    const { added, removed } = changedLines(text, written);
    expect(added).toEqual(['description: "Arborist or lopper: what to ask before anyone climbs."']);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/^description: /);
  });

  it("an emptied optional field leaves its line, a field the file never had stays out (an untouched top photo too)", () => {
    const { text, written } = saved(posts[0]!, (fields) => {
      fields.updated = undefined;
      fields.image = "";
      fields.hero = { src: "", alt: "" };
    });
    expect(changedLines(text, written)).toEqual({ added: [], removed: [text.split("\n").find((line) => line.startsWith("updated: "))] });
  });

  it("keeps the text after the front matter as it came", () => {
    const { text, written } = saved(posts[0]!, (fields) => (fields.title = "Arborists vs Tree Loppers"));
    expect(written.slice(written.indexOf("\n---\n"))).toBe(text.slice(text.indexOf("\n---\n")));
  });

  it("writes a new post in the editor's order, with the usual blank line before its text", () => {
    const written = keptFrontMatter.toFile(
      { body: "Some words.", keywords: ["hedges"], title: "A new post about hedges", slug: "hedges", updated: "" },
      EDITOR_ORDER,
    );
    expect(written).toBe("---\ntitle: A new post about hedges\nslug: hedges\nkeywords:\n  - hedges\n---\n\nSome words.\n");
  });
});
