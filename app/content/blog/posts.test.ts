import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPosts, parsePost, posts } from "#app/content/blog/posts.server.ts";
import { contentFolder } from "#app/content/content-files.server.ts";

const post = (
  fields: Record<string, string | string[] | undefined>,
  body = "## A heading\n\nSome words of the post, [a link](https://example.org) and [a page](/services).\n",
) => {
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => (Array.isArray(value) ? `${name}:\n${value.map((item) => `  - ${item}`).join("\n")}` : `${name}: "${value}"`))
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}`;
};

const valid = {
  title: "Pruning frangipanis after flowering",
  description: "When and how to prune a frangipani on the Sunshine Coast so it flowers well next summer, and what to leave alone.",
  slug: "pruning-frangipanis",
  published: "2025-03-01",
  updated: "2025-03-10",
  author: "Lead Arborist",
  section: "Tree Care Advice",
  keywords: ["frangipani pruning"],
};

describe("a post's frontmatter", () => {
  it("is read with the post's text, its words and reading time", () => {
    const parsed = parsePost("blog/pruning-frangipanis.md", post(valid));
    expect(parsed).toMatchObject({ ...valid, file: "blog/pruning-frangipanis.md", words: 12, minutes: 1 });
    expect(parsed.html).toContain('<h2 id="a-heading"><a href="#a-heading">A heading</a></h2>');
    expect(parsed.html).toContain('<a href="https://example.org" rel="noopener">a link</a>');
    expect(parsed.html).toContain('<a href="/services">a page</a>');
  });

  it("fails on a bad date, naming the file and the field", () => {
    expect(() => parsePost("blog/bad-date.md", post({ ...valid, published: "1 March 2025" }))).toThrow(
      /^blog\/bad-date\.md: frontmatter field "published": must be a date written YYYY-MM-DD/,
    );
    expect(() => parsePost("blog/bad-date.md", post({ ...valid, published: "2025-02-30" }))).toThrow(/"published"/);
  });

  it("fails on a missing title, naming the file and the field", () => {
    expect(() => parsePost("blog/untitled.md", post({ ...valid, title: undefined }))).toThrow(
      /^blog\/untitled\.md: frontmatter field "title"/,
    );
  });

  it("takes an updated date before the published one (which the editor cannot refuse) as the day it was published", () => {
    expect(parsePost("blog/a.md", post({ ...valid, updated: "2024-01-01" })).updated).toBe(valid.published);
  });

  it("fails on an unknown field, naming it", () => {
    expect(() => parsePost("blog/a.md", post({ ...valid, auther: "typo" }))).toThrow(/^blog\/a\.md: frontmatter field "auther"/);
  });

  it("fails on a file without frontmatter", () => {
    expect(() => parsePost("blog/plain.md", "# Just text\n")).toThrow(/^blog\/plain\.md: no frontmatter/);
  });
});

describe("the blog", () => {
  it("refuses two posts with one slug, naming both files", () => {
    expect(() =>
      loadPosts([
        { file: "blog/one.md", source: post(valid) },
        { file: "blog/two.md", source: post({ ...valid, title: "Another title for the same slug" }) },
      ]),
    ).toThrow('blog/two.md: slug "pruning-frangipanis" is already used by blog/one.md');
  });

  it("lists posts newest first", () => {
    const listed = loadPosts([
      { file: "blog/old.md", source: post({ ...valid, slug: "old", published: "2023-01-01", updated: "2023-01-01" }) },
      { file: "blog/new.md", source: post({ ...valid, slug: "new", published: "2025-06-01", updated: "2025-06-01" }) },
    ]);
    expect(listed.map((entry) => entry.slug)).toEqual(["new", "old"]);
  });

  it("takes a short post like any other: 300 words, a one-minute read", () => {
    const body = `## Mulch rings\n\n${Array.from({ length: 298 }, (_, index) => `word${index}`).join(" ")}\n`;
    const [short] = loadPosts([{ file: "blog/mulch-rings.md", source: post({ ...valid, slug: "mulch-rings" }, body) }]);
    expect(short).toMatchObject({ slug: "mulch-rings", words: 300, minutes: 1 });
  });

  it("reads every Markdown file of the content folder as a post", () => {
    const files = readdirSync(join(contentFolder(), "blog")).filter((name) => name.endsWith(".md"));
    expect(posts.map((entry) => basename(entry.file)).toSorted()).toEqual(files.toSorted());
  });
});
