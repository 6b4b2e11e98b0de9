/**
 * The content registry: every kind of file the owner keeps in content/, declared once: where it is,
 * its format, its shape (./model/, one file each), how an entry is named and ordered, and how the
 * editor at /admin lists it. The one loader (./load.server.ts), the readers (./content-files.server.ts),
 * the editor's configuration (scripts/build/admin-config.ts) and the image pipeline read it. The
 * pages' own files (content/pages) are the page registry's (app/content/page-registry.ts).
 * It carries zod, so no page's script imports it; the editor's script does, for the one content
 * check (./entry-check.ts).
 */
import type * as z from "zod";
import { frontmatterSchema } from "#app/content/model/post-file.ts";
import { businessFile } from "#app/content/model/business-file.ts";
import { catalogueFile } from "#app/content/model/catalogue-file.ts";
import { jobFile } from "#app/content/model/job-file.ts";
import { reviewFile } from "#app/content/model/review-file.ts";
import { serviceFile } from "#app/content/model/service-file.ts";
import { stormNoticeFile } from "#app/content/model/storm-notice-file.ts";
import { movedPagesFile } from "#app/content/model/moved-pages-file.ts";
import { suburbFile } from "#app/content/model/suburb-file.ts";
import { testimonialFile } from "#app/content/model/testimonial-file.ts";
import { paths, postPath, suburbCanonicalPath } from "#app/site/paths.ts";

export type Format = "json" | "markdown";

/** The owner's original photos, under content/; the editor uploads into it, and the image pipeline reads it. */
export const mediaFolder = "media";

/** How the editor names and lists the entries of a folder (Decap's collection settings). */
interface FolderView {
  label: string;
  labelSingular: string;
  /** The field an entry is known by in the editor's list. */
  identifier: string;
  /** The file name the editor makes for a new entry, from its fields. */
  newFileName: string;
  summary: string;
  sortable?: string[];
  /** Where "View Live" opens, without its leading slash (Decap's `preview_path`). */
  preview?: string;
}

/** One file of its own: the business facts, the storm notice, the catalogue, the moved pages. */
export interface SingleFile<Shape extends z.ZodType = z.ZodType> {
  file: string;
  shape: Shape;
  /** In the editor, under "Business and storm notice". */
  label: string;
}

/** A folder of entries, one file each: adding one is adding a file. */
export interface Folder<Shape extends z.ZodType = z.ZodType> {
  folder: string;
  format: Format;
  shape: Shape;
  /** An entry's name in URLs and anchors: its file's name, or a field of its own (a post's slug). */
  slug: "file name" | ((data: z.output<Shape>) => string);
  /** Entries in the order pages show them. */
  order: (a: z.output<Shape>, b: z.output<Shape>) => number;
  editor: FolderView;
}

const newestFirst = (a: string, b: string) => b.localeCompare(a);

/** A folder of JSON files, each entry named by its file (the usual kind), from what sets it apart; `preview` a path of the site. */
function folderOf<Shape extends z.ZodType>(
  folder: string,
  shape: Shape,
  order: Folder<Shape>["order"],
  { preview, ...editor }: FolderView,
): Folder<Shape> {
  return {
    folder,
    format: "json",
    shape,
    slug: "file name",
    order,
    editor: { ...editor, ...(preview ? { preview: preview.slice(1) } : {}) },
  };
}

export const singleFiles = {
  stormNotice: { file: "storm-notice.json", shape: stormNoticeFile, label: "Storm notice" },
  business: { file: "business.json", shape: businessFile, label: "Business facts" },
  catalogue: { file: "catalogue.json", shape: catalogueFile, label: "Reasons to choose you" },
  movedPages: { file: "moved-pages.json", shape: movedPagesFile, label: "Moved pages" },
} satisfies Record<string, SingleFile>;

export const folders = {
  testimonials: folderOf("testimonials", testimonialFile, (a, b) => newestFirst(a.date, b.date), {
    label: "Testimonials",
    labelSingular: "Testimonial",
    identifier: "author",
    newFileName: "{{fields.date}}-{{author}}",
    summary: "{{author}}, {{location}} ({{date}})",
    sortable: ["date", "author"],
    preview: paths.testimonials,
  }),
  jobs: folderOf("jobs", jobFile, (a, b) => newestFirst(a.month, b.month) || a.title.localeCompare(b.title), {
    label: "Our work: jobs",
    labelSingular: "Job",
    identifier: "title",
    newFileName: "{{fields.month}}-{{title}}",
    summary: "{{title}} ({{month}})",
    sortable: ["month", "title"],
    preview: paths.ourWork,
  }),
  reviews: folderOf("reviews", reviewFile, (a, b) => a.datePublished.localeCompare(b.datePublished), {
    label: "Reviews for search engines",
    labelSingular: "Review",
    identifier: "author",
    newFileName: "{{fields.datePublished}}-{{author}}",
    summary: "{{author}} ({{datePublished}})",
    sortable: ["datePublished", "author"],
  }),
  services: folderOf("services", serviceFile, (a, b) => a.order - b.order, {
    label: "Services",
    labelSingular: "Service",
    identifier: "title",
    newFileName: "{{title}}",
    summary: "{{title}}",
    sortable: ["order", "title"],
    preview: paths.services,
  }),
  suburbs: folderOf("suburbs", suburbFile, (a, b) => a.order - b.order, {
    label: "Suburb pages",
    labelSingular: "Suburb page",
    identifier: "name",
    newFileName: "{{name}}",
    summary: "{{name}} {{postcode}}",
    preview: suburbCanonicalPath("{{slug}}"),
  }),
  // Markdown, and named by its own slug field.
  posts: {
    ...folderOf("blog", frontmatterSchema, (a, b) => newestFirst(a.published, b.published) || a.title.localeCompare(b.title), {
      label: "Blog posts",
      labelSingular: "Blog post",
      identifier: "title",
      newFileName: "{{slug}}",
      summary: "{{title}} ({{published}})",
      preview: postPath("{{slug}}"),
    }),
    format: "markdown",
    slug: (post) => post.slug,
  } satisfies Folder<typeof frontmatterSchema>,
};

export type FolderName = keyof typeof folders;
