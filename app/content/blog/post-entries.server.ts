/**
 * Every post's file and frontmatter, newest first, read once per process: the route table (a path,
 * a breadcrumb, a date per post) needs no more, and the build's steps that read only the route table
 * render no Markdown (1,000 posts: 2 s of each step). ./posts.server.ts renders their text from these.
 * Only the posts on the site at the build's time (app/content/going-live.ts): a draft, or one whose
 * "Goes live on" is still to come, has no page, no place in a list, the feed or the sitemap, and no
 * redirect; `everyPostEntry` keeps them, for the build's list of what comes up (coming-up.ts).
 */
import { folders } from "#app/content/collections.ts";
import { buildNow } from "#app/content/build-now.server.ts";
import { isLive } from "#app/content/going-live.ts";
import { readFolder } from "#app/content/load.server.ts";

export const everyPostEntry = readFolder(folders.posts);

export const postEntries = everyPostEntry.filter(({ data }) => isLive(data, buildNow()));
