/**
 * The owner's content as pages use it: each kind of file read through the one loader
 * (./load.server.ts) as the content registry (./collections.ts) and the page registry
 * (app/content/page-registry.ts) declare it, with what ties one file to another checked here: a page's
 * catalogue entries, a job's suburb, a post's links onward. Build time only.
 */
import { join } from "node:path";
import type * as z from "zod";
import { pickService, withCatalogue, type Catalogue } from "#app/content/catalogue.ts";
import { folders, singleFiles, type Folder, type FolderName, type Format } from "#app/content/collections.ts";
import { checkEntry, describeEntry, type EntryKind, type EntryToCheck } from "#app/content/entry-check.ts";
import { contentIndex, folderFiles, rawFile } from "#app/content/content-index.server.ts";
import { ContentFileError, contentFolder, readFile, readFolder, readSingleFile, slugOf } from "#app/content/load.server.ts";
import { problemAt } from "#app/content/owner-words.ts";
import { buildNow } from "#app/content/build-now.server.ts";
import type { PhotosShown } from "#app/content/photo-delete-check.ts";
import { textsOf, tiesOfText } from "#app/content/entry-texts.ts";
import type { Review } from "#app/content/model/review-file.ts";
import type { Suburb } from "#app/content/model/suburb-file.ts";
import type { ServiceCard, Testimonial } from "#app/content/model/blocks.ts";
import { TESTIMONIALS_SHOWN } from "#app/content/model/pages.ts";
import { pageEntries, pages, type PageWithContent } from "#app/content/page-registry.ts";

/** The services, one file each in content/services, in their `order`; the id is the file name. */
const readServices = () => readFolder(folders.services).map(({ slug, data }) => ({ id: slug, ...data }));

/** The quote form's services (app/quote/service-options.ts): those whose file offers them, by their name there. */
export const quoteServiceOptions = () =>
  readServices()
    .filter((service) => service.quoteForm)
    .map((service) => ({ value: service.id, label: service.quoteLabel ?? service.title }));

/** Every service and reason, written once: content/services and content/catalogue.json (catalogue.ts). */
export const readCatalogue = (): Catalogue => ({
  services: Object.fromEntries(
    readServices().map(({ id, title, icon, description, features }) => [id, { title, icon, description, features }]),
  ),
  reasons: readSingleFile("catalogue").reasons as Catalogue["reasons"],
});

/** The services page's cards: every service whose file has a description, in their order; none stops the build. */
export function readServiceCards(catalogue = readCatalogue()): ServiceCard[] {
  const described = Object.entries(catalogue.services).filter(([, service]) => service.description !== undefined);
  if (described.length === 0)
    throw new ContentFileError([
      `${folders.services.editor.label}: none has a description; the Services page shows a card for each that has one, so it needs at least one`,
    ]);
  return described.map(([id]) => pickService(catalogue, id));
}

export const readStormNotice = () => readSingleFile("stormNotice");

/** The business facts as the file has them, checked: business.ts imports the file itself, for the browser too, and the build checks it first. */
export const checkBusinessFile = () => readSingleFile("business");

type PageContent<Name extends PageWithContent> = z.output<(typeof pages)[Name]["content"]>;

/** Where the blog's posts may lead: the site's one-of-a-kind pages that are always there. */
const linkablePages = pageEntries.filter(([, entry]) => !entry.onlyWithJobs).map(([, entry]) => entry.path);

/** A page's words, content/pages/<name>.json, with the catalogue's services and reasons it names made whole. */
export function readPage<Name extends PageWithContent>(name: Name, catalogue = readCatalogue()): PageContent<Name> {
  const file = join(contentFolder(), "pages", `${name}.json`);
  const { data } = readFile({ kind: "page", name }, file, "json", { prepare: (raw) => withCatalogue(raw, catalogue) });
  const links = (data as { aroundEachPost?: { next: { links: { link: string }[] } } }).aroundEachPost?.next.links ?? [];
  const nowhere = links.findIndex(({ link }) => !linkablePages.includes(link));
  if (nowhere >= 0)
    throw new ContentFileError([
      problemAt(
        pages[name].editorLabel ?? name,
        pages[name].content,
        ["aroundEachPost", "next", "links", nowhere, "link"],
        `: "${links[nowhere]!.link}" is no page that is always there; choose one of ${linkablePages.join(", ")}`,
      ),
    ]);
  return data as PageContent<Name>;
}

/** Every page's words, each as readPage gives it. */
export function readPages(catalogue = readCatalogue()): { [Name in PageWithContent]: PageContent<Name> } {
  const named = pageEntries.flatMap(([name, entry]) => (entry.content ? [[name, readPage(name as PageWithContent, catalogue)]] : []));
  return Object.fromEntries(named) as { [Name in PageWithContent]: PageContent<Name> };
}

/** The reviews for structured data, one file each in content/reviews, oldest first. */
export const readReviews = (): Review[] => readFolder(folders.reviews).map(({ data }) => data);

/** The suburb pages, one file each in content/suburbs, in their `order`; the slug is the file name. */
export function readSuburbs(catalogue = readCatalogue()): Suburb[] {
  return readFolder(folders.suburbs).map(({ slug, data: { order: _order, services, ...suburb } }) => {
    const items = services.items.map(({ service, ...copy }) => pickService(catalogue, service, copy));
    return { slug, ...suburb, services: { ...services, items } };
  });
}

/** The newest testimonials of content/testimonials, as many as /testimonials shows, newest first; none stops the build. */
export function readTestimonials(): Testimonial[] {
  const entries = readFolder(folders.testimonials);
  if (entries.length === 0)
    throw new ContentFileError([
      `${folders.testimonials.editor.label}: none left; the testimonials page shows the newest, so it needs at least one`,
    ]);
  return entries.slice(0, TESTIMONIALS_SHOWN).map(({ data: { date: _date, ...testimonial } }) => testimonial);
}

/** A job as the pages show it: its name (its anchor on /our-work) and its file, for messages about its photos. */
export type Job = z.output<typeof folders.jobs.shape> & { slug: string; file: string };

/** The jobs of content/jobs, newest first; a job in a suburb with no page stops the build. */
export function readJobs(suburbSlugs = readSuburbs().map((suburb) => suburb.slug)): Job[] {
  return readFolder(folders.jobs).map(({ file, slug, data }) => {
    const suburb = slugOf(data.suburb);
    if (!suburbSlugs.includes(suburb))
      throw new ContentFileError([
        `${folders.jobs.editor.labelSingular} "${data.title}": Suburb "${data.suburb}" has no suburb page; choose one of ${suburbSlugs.join(", ")}`,
      ]);
    return { ...data, suburb, slug, file };
  });
}

/** Every entry of content/, as the content check takes it: what the editor would save. */
type Checkable = EntryToCheck | { broken: string[] };
/** One entry, or why its file cannot be read: the loader says it, in the same words as for any file. */
function* entryOf(kind: EntryKind, file: string, format: Format): Generator<Checkable> {
  const raw = rawFile(join(contentFolder(), file), format);
  if (raw) {
    yield { ...kind, path: `content/${file}`, ...raw };
    return;
  }
  try {
    readFile(kind, join(contentFolder(), file), format);
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    yield { broken: error.problems };
  }
}

function* everyEntry(): Generator<Checkable> {
  for (const [name, { file }] of Object.entries(singleFiles))
    yield* entryOf({ kind: "single", name: name as keyof typeof singleFiles }, file, "json");
  for (const [name, page] of pageEntries)
    if (page.content) yield* entryOf({ kind: "page", name: name as PageWithContent }, `pages/${name}.json`, "json");
  for (const [name, folder] of Object.entries(folders) as [FolderName, Folder][])
    for (const file of folderFiles(folder)) yield* entryOf({ kind: "folder", name }, `${folder.folder}/${file}`, folder.format);
}

/** The entries that show a photo (/media/<file>), by their names in the editor: deleting it would break them. */
export function entriesShowing(photo: string): string[] {
  const named = new RegExp(`${photo.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.-])`);
  return [...everyEntry()].flatMap((entry) =>
    !("broken" in entry) && named.test(`${JSON.stringify(entry.data)}\n${entry.body ?? ""}`) ? [describeEntry(entry).label] : [],
  );
}

/** Every entry that shows a photo, with the photos it shows: what the editor's photo library holds a delete to (./photo-delete-check.ts). */
export const photosShownByEntries = (): PhotosShown[] =>
  [...everyEntry()].flatMap((entry) => {
    const texts = "broken" in entry ? [] : textsOf(entry.data, entry.body ?? "");
    const photos = [...new Set(texts.flatMap(([text, path]) => tiesOfText(text, path).photos))];
    return "broken" in entry || photos.length === 0 ? [] : [{ label: describeEntry(entry).label, photos }];
  });

/** Set by the build (scripts/build/build.ts) for its own later steps once it has run checkContent. */
export const CONTENT_CHECKED = "CONTENT_CHECKED_BY_BUILD";

/**
 * Every content file checked at once, each by the content check against all the others, every problem
 * of every file in one error; then each read as the pages read it. scripts/build/build.ts and routes.ts
 * call it, so a broken file stops each build.
 */
export function checkContent() {
  const index = contentIndex();
  const now = buildNow();
  const problems = [...everyEntry()].flatMap((entry) => ("broken" in entry ? entry.broken : checkEntry(entry, index, now).problems));
  // Two entries of one name each say so, in the same words: once is enough.
  if (problems.length > 0) throw new ContentFileError([...new Set(problems)]);
  checkBusinessFile();
  readStormNotice();
  const catalogue = readCatalogue();
  readServiceCards(catalogue);
  const suburbSlugs = readSuburbs(catalogue).map((suburb) => suburb.slug);
  readJobs(suburbSlugs);
  readPages(catalogue);
  readTestimonials();
  readReviews();
  readFolder(folders.posts);
}
