/**
 * A blog post, content/blog/<slug>.md: Markdown, with these fields in its frontmatter (between the
 * --- lines). A post with a missing or wrong field fails the build with the file and the field
 * named; unknown fields fail too (a typo).
 */
import * as z from "zod";
import { mediaPhoto, says } from "#app/content/model/fields.ts";
import { goingLiveFields } from "#app/content/model/going-live-fields.ts";

const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });

export const frontmatterSchema = z
  .strictObject({
    title: z.string().trim().min(10, "at least 10 characters").meta(says("Title", "The headline, and the page's title in search results.")),
    description: z
      .string()
      .trim()
      .min(50, "at least 50 characters: a sentence or two")
      .max(200, "at most 200 characters: a sentence or two")
      .meta(says("Description", "One or two sentences: search engines and the blog page show it.")),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
      .meta(says("Slug", "The post's address after /blog/, for example how-to-tell-if-a-tree-is-dying.")),
    published: isoDate.meta(says("Published", "The day the post first appears.")),
    updated: isoDate.meta(says("Updated", "The day you last changed it: the same as Published for a new post.")),
    ...goingLiveFields,
    author: z.string().trim().min(1).meta(says("Author", 'Shown as "By our …": for example Lead Arborist.')),
    keywords: z
      .array(z.string().trim().min(1))
      .min(1)
      .meta(says("Keywords", "What people search for that this post answers: one or more.")),
    section: z.string().trim().min(1).meta(says("Section", "The kind of post, shown above the headline: for example Tree Care Advice.")),
    lede: z.string().trim().min(1).optional().meta(says("Standfirst", "A sentence under the headline.")),
    breadcrumb: z
      .string()
      .trim()
      .min(1)
      .optional()
      .meta(says("Name in the breadcrumb", "Only if the address, read as words, is not a good name for the post.")),
    /**
     * A photo at the top of the post, from content/media: the image pipeline sizes it (app/media).
     * The editor cannot require its photo only when the group is filled: left without a photo
     * (empty, or words alone), it is no top photo; a photo without words is decorative.
     */
    hero: z
      .strictObject({
        src: z
          .union([z.literal(""), mediaPhoto])
          .optional()
          .meta({ ...says("Photo", "Upload a photo; the site makes the sizes each screen needs."), widget: "image" }),
        alt: z.string().trim().default("").meta(says("What the photo shows", "For people who cannot see it, and for search engines.")),
      })
      .optional()
      .transform((hero) => (hero?.src ? { src: hero.src, alt: hero.alt } : undefined))
      .meta(says("Top photo", "Shown above the post, and to search engines with it; none is fine.")),
    ownerToConfirm: z
      .array(z.string())
      .optional()
      .meta({ ...says("Facts to check before publishing", "Notes for yourself: never shown on the site."), itemTitle: "Fact to check" }),
  })
  // An "updated" before "published" (which the editor cannot refuse) is taken as the day it was published.
  .transform((post) => (post.updated < post.published ? { ...post, updated: post.published } : post));

export type Frontmatter = z.infer<typeof frontmatterSchema>;
