/** A blog post's file read into the form and written back (./post-entry-file.ts, through ./entry-file.ts) as the site reads it. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldsOfFile, fileOfFields } from "./entry-file.ts";
import { postFormFields } from "./post-fields.ts";
import { editorConfig } from "../../scripts/build/admin-config.ts";
import { DEFAULT_SITE_ORIGIN } from "#app/settings/settings.ts";
import type { Collection } from "./editor-model.ts";

const root = join(import.meta.dirname, "..", "..");
const folders = ["content/blog", "scripts/fixtures/spec-content/blog"];
const posts = folders.flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({ path: `${folder}/${name}`, text: readFileSync(join(root, folder, name), "utf8") })),
);
const blog = (editorConfig(DEFAULT_SITE_ORIGIN).collections as Collection[]).find((each) => each.name === "blog")!;
const shape = postFormFields(blog.fields ?? []);

const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split("\n"), after.split("\n")];
  expect(b.length).toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
};

describe("a blog post's file", () => {
  it("is every post of the site and of the fixtures", () => {
    expect(posts.length).toBeGreaterThanOrEqual(4);
  });

  it.each(posts)("$path, published unchanged, is the same file byte for byte", async ({ path, text }) => {
    const fields = await fieldsOfFile(path, text);
    expect(await fileOfFields(path, fields, shape, text)).toBe(text);
  });

  it.each(posts)(
    "$path: its fields and text are what the site reads, the text without the blank line after the fields",
    async ({ path, text }) => {
      const fields = await fieldsOfFile(path, text);
      expect(typeof fields.title).toBe("string");
      expect(fields.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Array.isArray(fields.keywords)).toBe(true);
      expect(text.endsWith(`\n---\n\n${String(fields.body)}`)).toBe(true);
    },
  );

  it("changes one line for one field changed, in its place and its quoting", async () => {
    const { path, text } = posts[0]!;
    const fields = await fieldsOfFile(path, text);
    const written = await fileOfFields(path, { ...fields, title: "A new headline for the post" }, shape, text);
    const quoted = /^title: "/m.test(text);
    expect(changedLines(text, written)).toEqual([quoted ? 'title: "A new headline for the post"' : "title: A new headline for the post"]);
  });

  it("changes one line for one changed line of the text, and one more keyword is one line more", async () => {
    const { path, text } = posts[0]!;
    const fields = await fieldsOfFile(path, text);
    const body = String(fields.body);
    const firstLine = body.split("\n")[0]!;
    const written = await fileOfFields(path, { ...fields, body: body.replace(firstLine, "## A new heading") }, shape, text);
    expect(changedLines(text, written)).toEqual(["## A new heading"]);
    const keywords = [...(fields.keywords as string[]), "stump grinding"];
    const more = await fileOfFields(path, { ...fields, keywords }, shape, text);
    expect(more.split("\n").length).toBe(text.split("\n").length + 1);
    expect(more).toContain(`  - ${(fields.keywords as string[]).at(-1)}\n  - stump grinding\n---\n`);
  });

  it("writes a post with no file yet with its fields in the form's order, a blank line, then its text", async () => {
    const written = await fileOfFields(
      "content/blog/new-post.md",
      { body: "Words.\n", title: "A title long enough", slug: "new-post", keywords: ["trees"] },
      shape,
      "",
    );
    expect(written).toBe("---\ntitle: A title long enough\nslug: new-post\nkeywords:\n  - trees\n---\n\nWords.\n");
  });
});
