/**
 * Reads the owner's content files (content/) at build time: each parsed with its shape
 * (file-shapes.ts) and its placeholders filled from the business facts. A file that does not fit
 * stops the build with a message naming the file, the field and what was expected.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import type * as z from "zod";
import { placeholderValues } from "#app/content/business.ts";
import { CatalogueError, pickService, withCatalogue, type Catalogue } from "#app/content/catalogue.ts";
import {
  businessFile,
  catalogueFile,
  jobFile,
  pageFiles,
  reviewFile,
  stormNoticeFile,
  suburbFile,
  testimonialFile,
  type PageName,
} from "#app/content/file-shapes.ts";
import { TESTIMONIALS_SHOWN } from "#app/content/page-shapes.ts";
import { fillAll, UnknownPlaceholderError } from "#app/content/placeholders.ts";
import type { Review, Suburb, Testimonial } from "#app/content/types.ts";

/** The content folder; CONTENT_DIR points elsewhere (the build benchmark's generated copy, tests). */
export const contentFolder = () => process.env.CONTENT_DIR ?? join(process.cwd(), "content");

export class ContentFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${relative(process.cwd(), file)} does not fit:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

/** zod's issues as "field: what was expected", one a line. */
const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(the whole file)"}: ${issue.message}`);

/**
 * A content file, parsed with its shape and its placeholders filled; `prepare` first makes whole
 * what the file only names (a page's catalogue entries).
 */
export function readContentFile<Schema extends z.ZodType>(
  file: string,
  shape: Schema,
  prepare: (raw: unknown) => unknown = (raw) => raw,
): z.output<Schema> {
  let raw: unknown;
  try {
    raw = prepare(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    if (error instanceof CatalogueError) throw new ContentFileError(file, [error.message]);
    throw new ContentFileError(file, [error instanceof SyntaxError ? `not valid JSON: ${error.message}` : String(error)]);
  }
  // zod's own words for a field left out ("expected string, received undefined") say it for the parser, not the owner.
  const parsed = shape.safeParse(raw, { error: (issue) => (issue.input === undefined ? "missing: this field is required" : undefined) });
  if (!parsed.success) throw new ContentFileError(file, describeIssues(parsed.error));
  try {
    return fillAll(parsed.data, placeholderValues);
  } catch (error) {
    if (error instanceof UnknownPlaceholderError) throw new ContentFileError(file, [error.message]);
    throw error;
  }
}

/** The `.json` files of a collection folder, by name; none if the folder is not there. */
const collection = (folder: string) =>
  (existsSync(join(contentFolder(), folder)) ? readdirSync(join(contentFolder(), folder)) : [])
    .filter((name) => name.endsWith(".json"))
    .toSorted()
    .map((name) => join(contentFolder(), folder, name));

/**
 * A file's name as a URL segment: lower-case letters and numbers joined by hyphens ("Mt. Coolum.json"
 * → mt-coolum). The editor names a file from a title or a name, and the build takes whatever it makes.
 */
function slugOf(name: string) {
  const slug = basename(name, ".json")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  if (!slug) throw new ContentFileError(name, ["the file name: it needs letters or numbers (for example bli-bli.json)"]);
  return slug;
}

/** Every service and reason, written once: content/catalogue.json (catalogue.ts). */
export const readCatalogue = (): Catalogue => readContentFile(join(contentFolder(), "catalogue.json"), catalogueFile) as Catalogue;

/** A page's copy, content/pages/<name>.json, with the catalogue's services and reasons it names made whole. */
export function readPage<Name extends PageName>(name: Name, catalogue = readCatalogue()): z.output<(typeof pageFiles)[Name]> {
  const file = join(contentFolder(), "pages", `${name}.json`);
  return readContentFile(file, pageFiles[name] as z.ZodType, (raw) => withCatalogue(raw, catalogue)) as z.output<(typeof pageFiles)[Name]>;
}

/** The reviews for structured data, one file each in content/reviews, oldest first. */
export const readReviews = (): Review[] =>
  collection("reviews")
    .map((file) => readContentFile(file, reviewFile))
    .toSorted((a, b) => a.datePublished.localeCompare(b.datePublished));

/** The suburb pages, one file each in content/suburbs, in their `order`; the slug is the file name. */
export function readSuburbs(catalogue = readCatalogue()): Suburb[] {
  return collection("suburbs")
    .map((file) => {
      const slug = slugOf(file);
      const { order, services, ...suburb } = readContentFile(file, suburbFile);
      const items = services.items.map(({ service, ...copy }) => pickService(catalogue, service, copy));
      return { order, suburb: { slug, ...suburb, services: { ...services, items } } };
    })
    .toSorted((a, b) => a.order - b.order || a.suburb.slug.localeCompare(b.suburb.slug))
    .map(({ suburb }) => suburb);
}

/** The newest testimonials of content/testimonials, as many as /testimonials shows, newest first; none stops the build. */
export function readTestimonials(): Testimonial[] {
  const files = collection("testimonials");
  if (files.length === 0)
    throw new ContentFileError(join(contentFolder(), "testimonials"), [
      "no testimonial: the testimonials page shows the newest, so it needs at least one file",
    ]);
  return files
    .map((file) => readContentFile(file, testimonialFile))
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .slice(0, TESTIMONIALS_SHOWN)
    .map(({ date: _date, ...testimonial }) => testimonial);
}

export const readStormNotice = () => readContentFile(join(contentFolder(), "storm-notice.json"), stormNoticeFile);

/** The business facts as the file has them: business.ts imports the file itself; this checks it. */
export const checkBusinessFile = () => readContentFile(join(contentFolder(), "business.json"), businessFile);

/** A job as the pages show it: its file's name is its slug (its anchor on /our-work). */
export type Job = z.output<typeof jobFile> & { slug: string };

/** The jobs of content/jobs, newest first; a job in a suburb with no page stops the build. */
export function readJobs(suburbSlugs = readSuburbs().map((suburb) => suburb.slug)): Job[] {
  return collection("jobs")
    .map((file) => {
      const slug = slugOf(file);
      const job = readContentFile(file, jobFile);
      const suburb = slugOf(job.suburb);
      if (!suburbSlugs.includes(suburb))
        throw new ContentFileError(file, [`suburb: "${job.suburb}" has no suburb page; expected one of ${suburbSlugs.join(", ")}`]);
      return { slug, ...job, suburb };
    })
    .toSorted((a, b) => b.month.localeCompare(a.month) || a.title.localeCompare(b.title));
}

/** Every content file checked at once: routes.ts calls it, so a broken file stops each build and dev start. */
export function checkContent() {
  checkBusinessFile();
  readStormNotice();
  const catalogue = readCatalogue();
  const suburbSlugs = readSuburbs(catalogue).map((suburb) => suburb.slug);
  readJobs(suburbSlugs);
  for (const name of Object.keys(pageFiles) as PageName[]) readPage(name, catalogue);
  readTestimonials();
  readReviews();
}
