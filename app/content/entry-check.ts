/**
 * The one content check: what an entry of content/ may be, its fields (its shape) and its ties to
 * the other entries (names and addresses unique, photos and pages linked that exist, placeholders
 * the site fills, facts named not written out, no code in a post: ./spelled-out.ts, ./post-html.ts),
 * in the owner's words (./owner-words.ts). Pure and browser-safe: the build runs it on every file
 * (content-files.server.ts), the editor on the entry being saved, before anything is written
 * (admin/next/check-form.ts), against an index of the others (./content-index.server.ts).
 */
import type * as z from "zod";
import { CatalogueError, withCatalogue, type Catalogue } from "#app/content/catalogue.ts";
import { folders, singleFiles, type FolderName } from "#app/content/collections.ts";
import { addressLocked } from "#app/content/code-links.ts";
import { listedAddresses, movedPagesProblems, type MovedPage } from "#app/content/moved-pages.ts";
import { problemAt, shapeProblems } from "#app/content/owner-words.ts";
import { pages, type PageWithContent } from "#app/content/page-registry.ts";
import { placeholderRule } from "#app/content/placeholders.ts";
import { notShownInPost } from "#app/content/post-html.ts";
import { spelledOut, type SpelledOutFacts } from "#app/content/spelled-out.ts";
import { unknownServices, type ServiceUser } from "#app/content/service-ties.ts";
import { paths } from "#app/site/paths.ts";
import { isRecord } from "#app/lib/is-record.ts";
import { POST_TEXT, addressOf, textsOf, tiesOfText } from "#app/content/entry-texts.ts";
import type { Schedule } from "#app/content/going-live.ts";
import { linkToUnpublished } from "#app/content/unpublished-links.ts";

/** An entry of a folder as the others see it: its file, its address and its name; a post's or a job's draft switch and time to go live. */
export interface IndexEntry extends Schedule {
  /** Under the project, as the editor names it: content/suburbs/noosa.json. */
  path: string;
  slug: string;
  name: string;
}

/** What an entry is checked against: everything else of the site. */
export interface ContentIndex {
  /**
   * The photos of content/media, as files name them: /media/<file>. None in the editor, where a photo
   * is chosen from those uploaded (to the minute, which the index is not) and the one a file uses
   * cannot be deleted (scripts/dev/local-backend.ts).
   */
  photos?: string[];
  /** Every page's address. */
  addresses: string[];
  /** The placeholders the business facts fill: phone, replyTime, … */
  placeholders: string[];
  /** The name and phone number no entry but the business facts writes out (./spelled-out.ts). */
  facts?: SpelledOutFacts;
  /** The reasons, and the services from their files (content/services), in their order. */
  catalogue: Catalogue;
  /** What names which service, so that one in use is not retired (service-ties.ts). */
  serviceUsers: ServiceUser[];
  entries: Record<FolderName, IndexEntry[]>;
}

export type EntryKind =
  { kind: "single"; name: keyof typeof singleFiles } | { kind: "page"; name: PageWithContent } | { kind: "folder"; name: FolderName };

export type EntryToCheck = EntryKind & { path: string; data: unknown; body?: string };

const placeholder = /\{([a-zA-Z]+)\}/g;

/** The shape an entry's file has, and the name the owner knows it by. */
export function describeEntry(entry: EntryToCheck): { shape: z.ZodType; label: string } {
  if (entry.kind === "single") return { shape: singleFiles[entry.name].shape, label: singleFiles[entry.name].label };
  if (entry.kind === "page") return { shape: pages[entry.name].content, label: pages[entry.name].editorLabel ?? entry.name };
  const { shape, editor } = folders[entry.name];
  const name = isRecord(entry.data) ? entry.data[editor.identifier] : undefined;
  const file = entry.path.split("/").pop() ?? "";
  return { shape, label: `${editor.labelSingular} "${typeof name === "string" && name.trim() ? name.trim() : file}"` };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A name as a URL segment: lower-case letters and numbers joined by hyphens (a file "Mt. Coolum.json"
 * → mt-coolum). The editor names a file from a title or a name, and the build takes whatever it makes.
 */
export const urlSegment = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Placeholders no fact fills, in a file's fields or a post's text. */
export function placeholderProblems(label: string, shape: z.ZodType, data: unknown, body: string, known: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [text, path] of textsOf(data, body))
    for (const [, name = ""] of text.matchAll(placeholder))
      if (!known.includes(name))
        problems.push(fieldProblem(label, shape, path, `: {${name}} is not filled in by the site: ${placeholderRule([...known])}`));
  return problems;
}

/** A problem of a field, or of a post's text (its field in the editor: "Post"). */
const fieldProblem = (label: string, shape: z.ZodType, path: PropertyKey[], words: string) =>
  path[0] === POST_TEXT ? `${label} → Post${words}` : problemAt(label, shape, path, words);

/** A page naming a service or reason the catalogue has not (catalogue.ts says "field.path: problem"). */
export function catalogueProblem(label: string, shape: z.ZodType, error: unknown) {
  if (!(error instanceof CatalogueError)) throw error;
  const [field = "", ...words] = error.message.split(": ");
  const path = field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return problemAt(label, shape, field.startsWith("(") ? [] : path, `: ${words.join(": ")}`);
}

/**
 * The entry's problems in the owner's words (none: it may be written), and its value as the shape
 * makes it; `now` is when it would be published (the build's time, or the editor's clock).
 */
export function checkEntry(entry: EntryToCheck, index: ContentIndex, now = new Date()): { problems: string[]; data?: unknown } {
  const { shape, label } = describeEntry(entry);
  const problems: string[] = [];
  let value = entry.data;
  if (entry.kind === "page") {
    try {
      value = withCatalogue(entry.data, index.catalogue);
    } catch (error) {
      return { problems: [catalogueProblem(label, shape, error)] };
    }
  }
  const checked = shapeProblems(label, shape, value);
  problems.push(...checked.problems);

  problems.push(...placeholderProblems(label, shape, entry.data, entry.body ?? "", index.placeholders));

  const at = (path: PropertyKey[], words: string) => fieldProblem(label, shape, path, words);
  // A moved page may be sent to another one: the build sends it on to where that one leads (ADR 0040).
  const movedPages = entry.kind === "single" && entry.name === "movedPages";
  const sentOn =
    movedPages && isRecord(entry.data) && Array.isArray(entry.data.items) ? listedAddresses(entry.data.items as MovedPage[]) : [];
  if (entry.body) problems.push(...notShownInPost(entry.body).map((words) => at([POST_TEXT], words)));
  const writesFacts = index.facts && !(entry.kind === "single" && entry.name === "business");
  for (const [text, path] of textsOf(entry.data, entry.body ?? "")) {
    // A page's title: a post's own, or a page's Meta → Title.
    const pageTitle =
      path.at(-1) === "title" && (path.length === 1 ? entry.kind === "folder" && entry.name === "posts" : path.at(-2) === "meta");
    if (writesFacts) problems.push(...spelledOut(text, index.facts!, pageTitle).map((words) => at(path, words)));
    const { photos, links } = tiesOfText(text, path);
    for (const photo of photos)
      if (index.photos && !index.photos.includes(photo))
        problems.push(
          // A photo field is named "Photo": "Photo gum.jpg is not …"; in a post's text, "the photo gum.jpg".
          at(
            path,
            `${path[0] === POST_TEXT ? ": the photo" : ""} ${photo.slice(paths.media.length)} is not among the uploaded photos: upload it again, or choose another`,
          ),
        );
    for (const link of links) {
      const unpublished = linkToUnpublished(entry, index.entries.posts, addressOf(link), now);
      if (unpublished) problems.push(at(path, unpublished));
      else if (!index.addresses.includes(addressOf(link)) && !sentOn.includes(addressOf(link)))
        problems.push(at(path, `: the link to ${link} leads to no page of the site`));
    }
  }
  if (entry.kind === "folder") problems.push(...tiesOfFolderEntry(entry, index, label, checked.data));
  if (movedPages)
    problems.push(...movedPagesProblems(label, shape, checked.data, { addresses: index.addresses, posts: index.entries.posts }));
  return { problems, data: checked.data };
}

/** A folder's entry among the others: its name and address its own, the suburb a job names there. */
function tiesOfFolderEntry(entry: EntryToCheck & { kind: "folder" }, index: ContentIndex, label: string, data: unknown): string[] {
  if (!isRecord(data)) return [];
  const folder = folders[entry.name];
  const others = index.entries[entry.name].filter((other) => other.path !== entry.path);
  const problems: string[] = [];
  const name = data[folder.editor.identifier];
  const named = typeof name === "string" ? others.find((other) => sameName(other.name, name)) : undefined;
  if (named)
    problems.push(
      problemAt(
        label,
        folder.shape,
        [folder.editor.identifier],
        ` is already another ${folder.editor.labelSingular.toLowerCase()}'s name ("${named.name}"): give this one its own`,
      ),
    );
  const slug = folder.slug === "file name" ? undefined : (folder.slug as (data: unknown) => string)(data);
  const addressed = slug ? others.find((other) => other.slug === slug) : undefined;
  if (addressed && addressed !== named)
    problems.push(`${label}: its address (${slug}) is already "${addressed.name}"'s: give this one its own`);
  if (entry.name === "posts" && slug)
    problems.push(...addressLocked(label, entry.path, index.entries.posts.find((post) => post.path === entry.path)?.slug, slug));
  if (entry.name === "jobs" || entry.name === "suburbs")
    problems.push(...unknownServices(label, folder.shape, data, index.catalogue.services));
  if (entry.name === "jobs" && typeof data.suburb === "string") {
    const suburbs = index.entries.suburbs;
    if (!suburbs.some((suburb) => suburb.slug === urlSegment(data.suburb as string)))
      problems.push(
        `${label}: Suburb "${data.suburb}" has no suburb page; choose one of ${suburbs.map((suburb) => suburb.name).join(", ")}`,
      );
  }
  return problems;
}
