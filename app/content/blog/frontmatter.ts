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
    title: z
      .string()
      .trim()
      .min(10, "at least 10 characters")
      .meta({ title: "Title", description: "The headline, and the page's title in search results." }),
    /** For search results and the blog index: one or two sentences. */
    description: z
      .string()
      .trim()
      .min(50, "at least 50 characters: a sentence or two")
      .max(200, "at most 200 characters: a sentence or two")
      .meta({ title: "Description", description: "One or two sentences: search engines and the blog page show it." }),
    /** The post's URL: /blog/{slug}. */
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
      .meta({ title: "Slug", description: "The post's address after /blog/, for example how-to-tell-if-a-tree-is-dying." }),
    published: isoDate.meta({ title: "Published", description: "The day the post first appears." }),
    updated: isoDate.meta({ title: "Updated", description: "The day you last changed it: the same as Published for a new post." }),
    author: z.string().trim().min(1).meta({ title: "Author", description: 'Shown as "By our …": for example Lead Arborist.' }),
    keywords: z
      .array(z.string().trim().min(1))
      .min(1)
      .meta({ title: "Keywords", description: "What people search for that this post answers: one or more." }),
    /** The kind of post, shown above the headline, e.g. "Tree Care Advice". */
    section: z
      .string()
      .trim()
      .min(1)
      .meta({ title: "Section", description: "The kind of post, shown above the headline: for example Tree Care Advice." }),
    /** The standfirst under the headline. */
    lede: z.string().trim().min(1).optional().meta({ title: "Standfirst", description: "A sentence under the headline." }),
    /** The post's name in the breadcrumb trail when the slug, title-cased, reads badly. */
    breadcrumb: z
      .string()
      .trim()
      .min(1)
      .optional()
      .meta({ title: "Name in the breadcrumb", description: "Only if the address, read as words, is not a good name for the post." }),
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
          .meta({ title: "Photo", description: "Upload a photo; the site makes the sizes each screen needs.", widget: "image" }),
        alt: z
          .string()
          .trim()
          .default("")
          .meta({ title: "What the photo shows", description: "For people who cannot see it, and for search engines." }),
      })
      .optional()
      .transform((hero) => (hero?.src ? { src: hero.src, alt: hero.alt } : undefined))
      .meta({ title: "Top photo" }),
    /** Facts the owner must confirm before publishing; never shown. */
    ownerToConfirm: z.array(z.string()).optional().meta({
      title: "Facts to check before publishing",
      itemTitle: "Fact to check",
      description: "Notes for yourself: never shown on the site.",
    }),
  })
  // An "updated" before "published" (which the editor cannot refuse) is taken as the day it was published.
  .transform((post) => (post.updated < post.published ? { ...post, updated: post.published } : post));

export type Frontmatter = z.infer<typeof frontmatterSchema>;
