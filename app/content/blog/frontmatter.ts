/**
 * What every post's frontmatter must say, checked at build time: a post with a missing or wrong
 * field fails the build with the file and the field named. Unknown fields fail too (a typo).
 */
import * as z from "zod";
import { mediaPhoto } from "#app/content/shapes.ts";

const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });

export const frontmatterSchema = z
  .strictObject({
    /** The headline (the page's h1) and the page title. */
    title: z.string().trim().min(10),
    /** For search results and the blog index: one or two sentences. */
    description: z.string().trim().min(50).max(200),
    /** The post's URL: /blog/{slug}. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
    published: isoDate,
    updated: isoDate,
    author: z.string().trim().min(1),
    keywords: z.array(z.string().trim().min(1)).min(1),
    /** The kind of post, shown above the headline, e.g. "Tree Care Advice". */
    section: z.string().trim().min(1),
    /** The standfirst under the headline. */
    lede: z.string().trim().min(1).optional(),
    /** The post's name in the breadcrumb trail when the slug, title-cased, reads badly. */
    breadcrumb: z.string().trim().min(1).optional(),
    /** A photo at the top of the post, from content/media: the image pipeline sizes it (app/media). */
    hero: z
      .strictObject({
        src: mediaPhoto.meta({ title: "Photo", description: "Upload a photo; the site makes the sizes each screen needs.", widget: "image" }),
        alt: z
          .string()
          .trim()
          .min(1, "say what the photo shows, for people who cannot see it")
          .meta({ title: "What the photo shows", description: "For people who cannot see it, and for search engines." }),
      })
      .optional()
      .meta({ title: "Top photo" }),
    /** Facts the owner must confirm before publishing; never shown. */
    ownerToConfirm: z.array(z.string()).optional(),
  })
  .refine((post) => post.updated >= post.published, { path: ["updated"], message: "must not be before published" });

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** The first problem, as "field "name": message", for an error that names the file too. */
export function describeFrontmatterError(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join(".") : issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "(frontmatter)";
  return `frontmatter field "${field}": ${issue.message}`;
}
