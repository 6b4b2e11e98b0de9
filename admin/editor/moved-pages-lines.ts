/**
 * Old addresses that last without the owner typing them (docs/decisions/0040-addresses-that-last.md):
 * once Decap has deleted a post or a suburb page (its `postUnpublish` event, after the file is gone:
 * a line written before would stop the build, since an old address may not be a page), and once a
 * post is published under a new address again, the editor adds the old address to Moved pages itself,
 * through the backend it saves to (./backend-files.ts), and says where its visitors now go. If that
 * write fails, the owner is told what to add by hand: nothing is lost silently.
 */
import type { MovedPage } from "#app/content/moved-pages.ts";
import { paths, postPath } from "#app/site/paths.ts";
import { changeFileNow, fieldsOfText, fileNow } from "./backend-files.ts";
import { decapCms } from "./decap-cms.ts";
import type { ImmutableMap } from "./decap-store.ts";
import { showNotice } from "./notices.ts";

const NOTICE = "moved-pages";

/** Each post's address as saved, read as its save starts, by its file. */
const savedSlugs = new Map<string, string>();

/** The check's module, with zod and the shapes: loaded on the first delete or save, not with the editor. */
const rules = () => import("#app/content/editor-entry.ts");

/** Adds the lines to Moved pages, taking out any for an address that is a page again (`isPage`); nothing written if nothing changes. */
async function addLines(lines: MovedPage[], isPage: (address: string) => boolean, message: string) {
  const { movedPagesEntry, movedPagesText } = await rules();
  // The text as it was when nothing changes: nothing is written.
  await changeFileNow(movedPagesEntry.path, (text) => movedPagesText(text, lines, isPage), message);
}

/** What to add by hand when the editor could not. */
async function byHand(lines: MovedPage[]) {
  const { movedPagesEntry } = await rules();
  const each = lines.map(({ address, link }) => `Old address ${address}${link ? ` with Now at ${link}` : ""}`);
  return `Add it by hand: open Business and storm notice → ${movedPagesEntry.label}, add ${each.join(", and ")}, then publish.`;
}

async function sendDeletedOn({ entry }: { entry?: ImmutableMap }) {
  const path = String(entry?.get("path") ?? "");
  const { linesOfDeleted, movedPagesEntry, nearestPage } = await rules();
  const lines = linesOfDeleted(path, (entry?.get("data") as ImmutableMap | undefined)?.toJS());
  if (lines.length === 0) return;
  const to = nearestPage(lines[0]!.address) === paths.blog ? "the blog" : "the areas page";
  // A suburb page's four addresses, or a post's two (its file's name and the address it moved to).
  const many = !lines[0]!.address.startsWith(`${paths.blog}/`) || lines.length > 1;
  try {
    await addLines(lines, () => false, `${movedPagesEntry.label}: ${lines.map(({ address }) => address).join(", ")}, deleted`);
    const title = many ? `Deleted. Its old addresses now send visitors to ${to}.` : `Deleted. Its old address now sends visitors to ${to}.`;
    showNotice(NOTICE, { tone: "done", title });
  } catch {
    showNotice(NOTICE, {
      tone: "problem",
      title: `Deleted, but its old address does not send visitors to ${to} yet: saving it to ${movedPagesEntry.label} did not work.`,
      text: await byHand(lines),
    });
  }
}

/** A post's address as saved, before its save writes over it. */
async function rememberSavedSlug({ entry }: { entry: ImmutableMap }) {
  const path = String(entry.get("path") ?? "");
  savedSlugs.delete(path);
  if (entry.get("newRecord") || !path.endsWith(".md")) return undefined;
  const text = await fileNow(path);
  const saved = typeof text === "string" ? await fieldsOfText(path, text).catch(() => ({}) as Record<string, unknown>) : {};
  if (typeof saved.slug === "string") savedSlugs.set(path, saved.slug);
  // Nothing returned: Decap would take a value as the entry's new fields.
  return undefined;
}

async function sendRenamedOn({ entry }: { entry: ImmutableMap }) {
  const path = String(entry.get("path") ?? "");
  const savedSlug = savedSlugs.get(path);
  const slug = (entry.get("data") as ImmutableMap).get("slug");
  savedSlugs.delete(path);
  if (savedSlug === undefined || typeof slug !== "string" || slug === savedSlug) return;
  const { lineOfRename, movedPagesEntry } = await rules();
  const lines = lineOfRename(path, savedSlug, slug);
  const now = postPath(slug);
  // Even with no line to add: a line for the new address, a page again, goes.
  try {
    await addLines(lines, (address) => address === now, `${movedPagesEntry.label}: ${postPath(savedSlug)} moved to ${now}`);
    if (lines.length > 0)
      showNotice(NOTICE, { tone: "done", title: `Its old address, ${lines[0]!.address}, now sends visitors to ${now}.` });
  } catch {
    const title =
      lines.length > 0
        ? `Published, but its old address ${lines[0]!.address} does not send visitors to ${now} yet: saving it to ${movedPagesEntry.label} did not work.`
        : `Published, but ${movedPagesEntry.label} could not be checked for its new address.`;
    const text = lines.length > 0 ? await byHand(lines) : `If ${now} is listed there, take it out, then publish.`;
    showNotice(NOTICE, { tone: "problem", title, text });
  }
}

/** Every delete of a post or suburb page, and every new address of a post, listed in Moved pages by the editor itself. */
export function addMovedPagesItself() {
  const CMS = decapCms();
  CMS.registerEventListener({ name: "postUnpublish", handler: sendDeletedOn });
  CMS.registerEventListener({ name: "preSave", handler: rememberSavedSlug });
  CMS.registerEventListener({ name: "postSave", handler: (event) => void sendRenamedOn(event) });
}
