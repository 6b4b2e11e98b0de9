/** The blog's own words: its index page, and what every post shows around its text. */
import { paths } from "#app/paths.ts";
import { replyWithin } from "#app/content/facts.ts";
import type { BlogIndexContent, PostSurroundings } from "#app/content/types.ts";

export const blogIndex: BlogIndexContent = {
  meta: {
    title: "Tree Care Advice Blog",
    description:
      "Plain advice from qualified Sunshine Coast arborists: hiring the right people, council approval for tree removal, pruning standards and storm safety.",
    keywords: ["arborist blog Sunshine Coast", "tree care advice", "tree removal council approval", "qualified arborist advice"],
  },
  hero: {
    eyebrow: "Tree care advice",
    heading: "Straight answers about trees, councils and hiring the right crew",
    intro:
      "Written by our qualified arborists for Sunshine Coast homeowners, businesses and landowners: what to check, what to ask and what the rules say.",
    highlights: [],
  },
  listHeading: "All articles",
};

export const postSurroundings: PostSurroundings = {
  next: {
    heading: "Talk to a qualified arborist",
    links: [
      { name: "Our tree services", link: paths.services },
      { name: "About our qualified crew", link: paths.about },
      { name: "What our customers say", link: paths.testimonials },
    ],
  },
  cta: {
    heading: "Talk to a qualified arborist about your trees",
    text: `Book a free on-site quote and we'll reply ${replyWithin}. Our qualified, insured crew prunes to AS 4373-2007 and can help with council permits.`,
  },
};

/** The feed's own title and description (RSS 2.0 channel). */
export const feedCopy = {
  title: (businessName: string) => `${businessName} tree care advice`,
  description: "Articles from qualified Sunshine Coast arborists.",
};
