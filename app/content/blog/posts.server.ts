/**
 * The blog: one Markdown file per post in content/blog, read by the one loader (its frontmatter
 * checked against app/content/model/post-file.ts, every field at fault named) and its text turned into HTML
 * (./markdown.ts) at build time. Adding a post is adding a file. A `.server` module: React Router
 * refuses to let it into any browser bundle.
 */
import { relative } from "node:path";
import { folders } from "#app/content/collections.ts";
import { readFolder } from "#app/content/load.server.ts";
import { readingMinutes } from "#app/lib/reading.ts";
import type { Frontmatter } from "#app/content/model/post-file.ts";
import { renderMarkdown } from "#app/content/blog/markdown.ts";
import { postEntries } from "#app/content/blog/post-entries.server.ts";
import { buildNow } from "#app/content/build-now.server.ts";
import { isLive } from "#app/content/going-live.ts";

export interface Post extends Frontmatter {
  /** Where the post came from, for messages: content/blog/….md */
  file: string;
  html: string;
  words: number;
  minutes: number;
}

const toPost = ({ file, data, body }: (typeof postEntries)[number]): Post => {
  const { html, words } = renderMarkdown(body);
  return { ...data, file: relative(process.cwd(), file), html, words, minutes: readingMinutes(words) };
};

/** Every post on the site at the build's time, newest first, read anew; two posts with one slug fail, naming both files. */
export const readPosts = (): Post[] =>
  readFolder(folders.posts)
    .filter(({ data }) => isLive(data, buildNow()))
    .map(toPost);

/** Every post on the site, as this process first read it (./post-entries.server.ts). */
export const posts: Post[] = postEntries.map(toPost);

export const findPost = (slug: string) => posts.find((post) => post.slug === slug);
