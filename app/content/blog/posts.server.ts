/**
 * The blog: one Markdown file per post in this folder, its frontmatter checked (./frontmatter.ts)
 * and its text turned into HTML (./markdown.ts) at build time. Adding a post is adding a file.
 * A `.server` module: React Router refuses to let it into any browser bundle.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { contentFolder } from "#app/content/content-files.server.ts";
import { readingMinutes } from "#app/lib/reading.ts";
import { describeFrontmatterError, frontmatterSchema, type Frontmatter } from "#app/content/blog/frontmatter.ts";
import { renderMarkdown } from "#app/content/blog/markdown.ts";

export interface Post extends Frontmatter {
  /** Where the post came from, for messages: content/blog/….md */
  file: string;
  html: string;
  words: number;
  minutes: number;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A top photo the editor left without a photo is no top photo (its other fields may be filled or empty). */
function withoutEmptyHero(data: unknown): unknown {
  if (!data || typeof data !== "object" || !("hero" in data)) return data;
  const { hero, ...rest } = data as { hero?: { src?: unknown } | null };
  return hero?.src ? data : rest;
}

export function parsePost(file: string, source: string): Post {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`${file}: no frontmatter; a post starts with --- and its fields, then ---`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new Error(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const checked = frontmatterSchema.safeParse(withoutEmptyHero(data));
  if (!checked.success) throw new Error(`${file}: ${describeFrontmatterError(checked.error)}`);
  const { html, words } = renderMarkdown(source.slice(match[0].length));
  return { ...checked.data, file, html, words, minutes: readingMinutes(words) };
}

/** Every post, newest first; two posts with one slug fail, naming both files. */
export function loadPosts(sources: { file: string; source: string }[]): Post[] {
  const posts = sources.map(({ file, source }) => parsePost(file, source));
  const bySlug = new Map<string, string>();
  for (const post of posts) {
    const other = bySlug.get(post.slug);
    if (other) throw new Error(`${post.file}: slug "${post.slug}" is already used by ${other}`);
    bySlug.set(post.slug, post.file);
  }
  return posts.toSorted((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

const folder = join(contentFolder(), "blog");

export const posts: Post[] = loadPosts(
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({ file: relative(process.cwd(), join(folder, name)), source: readFileSync(join(folder, name), "utf8") })),
);

export const findPost = (slug: string) => posts.find((post) => post.slug === slug);
