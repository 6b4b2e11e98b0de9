/**
 * Every post's file and frontmatter, newest first, read once per process: the route table (a path,
 * a breadcrumb, a date per post) needs no more, and the build's steps that read only the route table
 * render no Markdown (1,000 posts: 2 s of each step). ./posts.server.ts renders their text from these.
 */
import { folders } from "#app/content/collections.ts";
import { readFolder } from "#app/content/load.server.ts";

export const postEntries = readFolder(folders.posts);
