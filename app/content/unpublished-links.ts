/**
 * No page of the site links to a post that is not on it (app/content/going-live.ts): a link to a
 * draft, or to a post that goes live after the page that links to it, is refused by the content
 * check (./entry-check.ts), naming the post. A draft may link to anything: it is on no page.
 */
import { folders } from "#app/content/collections.ts";
import type { EntryToCheck, IndexEntry } from "#app/content/entry-check.ts";
import { goesLiveAt, scheduleOf } from "#app/content/going-live.ts";
import { postPath } from "#app/site/paths.ts";

/** A moment as the owner reads it: 10 December 2026 at 6:00 am, Queensland time. */
const queenslandWhen = (at: number) =>
  new Date(at).toLocaleString("en-AU", { dateStyle: "long", timeStyle: "short", timeZone: "Australia/Brisbane" });

/** What is wrong with the entry's link to `address`, after the field's label; undefined if nothing. */
export function linkToUnpublished(entry: EntryToCheck, posts: IndexEntry[], address: string, now: Date): string | undefined {
  const from = goesLiveAt(entry.kind === "folder" ? scheduleOf(entry.data) : {});
  if (from === null) return undefined;
  const post = posts.find((other) => other.path !== entry.path && postPath(other.slug) === address);
  if (!post) return undefined;
  const at = goesLiveAt(post);
  const named = `${folders.posts.editor.labelSingular.toLowerCase()} "${post.name}"`;
  if (at === null) return `: the link to ${address} leads to ${named}, which is not on the site yet: link to it once it is`;
  if (at > Math.max(from, now.getTime()))
    return `: the link to ${address} leads to ${named}, which goes live on ${queenslandWhen(at)}: link to it once it is live`;
  return undefined;
}
