/**
 * Posts as the build reads them: Markdown files in content/blog, their frontmatter checked by the
 * one loader (every field at fault named, with the file), their text turned into HTML with its
 * words and reading time. Each test writes its posts into a folder of its own.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { posts, readPosts } from "#app/content/blog/posts.server.ts";

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

let folder: string;
/** The blog folder with just these files in it, read as the build reads it. */
function blogOf(files: Record<string, string>) {
  rmSync(join(folder, "blog"), { recursive: true, force: true });
  mkdirSync(join(folder, "blog"), { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(join(folder, "blog", name), source);
  return readPosts();
}
const readOne = (source: string, name = "a-post.md") => blogOf({ [name]: source })[0]!;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "posts-"));
  process.env.CONTENT_DIR = folder;
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  rmSync(folder, { recursive: true, force: true });
});

describe("a post's frontmatter", () => {
  it("is read with the post's text, its words and reading time", () => {
    const parsed = readOne(post(valid), "pruning-frangipanis.md");
    expect(parsed).toMatchObject({ ...valid, file: expect.stringMatching(/blog\/pruning-frangipanis\.md$/), words: 12, minutes: 1 });
    expect(parsed.html).toContain('<h2 id="a-heading"><a href="#a-heading">A heading</a></h2>');
    expect(parsed.html).toContain('<a href="https://example.org" rel="noopener">a link</a>');
    expect(parsed.html).toContain('<a href="/services">a page</a>');
  });

  it("fails on a bad date, naming the file and the field", () => {
    expect(() => readOne(post({ ...valid, published: "1 March 2025" }), "bad-date.md")).toThrow(
      /Content to fix before the site can be built:\n {2}- Blog post ".+": Published: must be a date written YYYY-MM-DD/,
    );
    expect(() => readOne(post({ ...valid, published: "2025-02-30" }))).toThrow(/Published: /);
  });

  it("names every field at fault, not the first alone", () => {
    expect(() => readOne(post({ ...valid, title: undefined, section: undefined }), "untitled.md")).toThrow(
      /Content to fix before the site can be built:\n {2}- Blog post "untitled\.md": Title is empty\n {2}- Blog post "untitled\.md": Section is empty$/,
    );
  });

  it("takes an updated date before the published one (which the editor cannot refuse) as the day it was published", () => {
    expect(readOne(post({ ...valid, updated: "2024-01-01" })).updated).toBe(valid.published);
  });

  it("fails on an unknown field, naming it", () => {
    expect(() => readOne(post({ ...valid, auther: "typo" }))).toThrow(
      /Content to fix before the site can be built:\n {2}- Blog post ".+": auther is no field of this entry/,
    );
  });

  it("fails on a file without frontmatter", () => {
    expect(() => readOne("# Just text\n", "plain.md")).toThrow(
      /Content to fix before the site can be built:\n {2}- The blog post "plain\.md" file is broken \(no fields: a post starts with a --- line/,
    );
  });
});

describe("the blog", () => {
  it("refuses two posts with one slug, naming both files", () => {
    expect(() => blogOf({ "one.md": post(valid), "two.md": post({ ...valid, title: "Another title for the same slug" }) })).toThrow(
      /Content to fix before the site can be built:\n {2}- Blog post "Another title for the same slug": its address \(pruning-frangipanis\) is already Blog post ".+"'s/,
    );
  });

  it("lists posts newest first", () => {
    const listed = blogOf({
      "old.md": post({ ...valid, slug: "old", published: "2023-01-01", updated: "2023-01-01" }),
      "new.md": post({ ...valid, slug: "new", published: "2025-06-01", updated: "2025-06-01" }),
    });
    expect(listed.map((entry) => entry.slug)).toEqual(["new", "old"]);
  });

  it("takes a short post like any other: 300 words, a one-minute read", () => {
    const body = `## Mulch rings\n\n${Array.from({ length: 298 }, (_, index) => `word${index}`).join(" ")}\n`;
    expect(readOne(post({ ...valid, slug: "mulch-rings" }, body))).toMatchObject({ slug: "mulch-rings", words: 300, minutes: 1 });
  });
});

describe("the shipped blog", () => {
  it("reads every Markdown file of the content folder as a post", () => {
    const files = readdirSync(join(import.meta.dirname, "..", "..", "..", "content", "blog")).filter((name) => name.endsWith(".md"));
    expect(posts.map((entry) => basename(entry.file)).toSorted()).toEqual(files.toSorted());
  });
});
