import { customersServed, localExperience } from "#app/content/facts.ts";
import { siteCopy } from "#app/content/site-copy.ts";
import type { TestimonialsContent } from "#app/content/types.ts";

type TestimonialsCopy = Omit<TestimonialsContent, "reviews"> & { reviews: Omit<TestimonialsContent["reviews"], "items"> };

/**
 * The testimonials page's copy. Its reviews are the six newest files of content/testimonials
 * (testimonials.server.ts), PLACEHOLDERS until the owner replaces them with real customers' reviews,
 * quoted with their permission: publishing invented reviews is misleading conduct and unlawful under
 * the Australian Consumer Law.
 */
export const testimonialsCopy: TestimonialsCopy = {
  meta: {
    title: "Customer Reviews & Testimonials",
    description:
      "Read what Sunshine Coast homeowners and businesses say about our tree removal, pruning, stump grinding and storm work, from Noosa and Coolum to Caloundra.",
    keywords: [
      "arborist reviews Sunshine Coast",
      "tree service testimonials",
      "tree removal reviews",
      "customer reviews",
      "Google reviews arborist",
    ],
  },
  googleReview: {
    heading: "Top-rated on Google by Sunshine Coast locals",
    text: "Homeowners, businesses and landowners from Noosa to Caloundra review our removals, pruning, stump grinding and storm callouts on Google.",
  },
  hero: {
    eyebrow: "Customer reviews",
    heading: "What our customers say about our tree work",
    intro:
      "We would rather our customers tell you about us. Here is what homeowners, businesses and landowners across the Sunshine Coast have said after we worked on their trees.",
    highlights: [customersServed, localExperience, "Qualified and fully insured"],
  },
  reviews: {
    heading: "Reviews from across the Sunshine Coast",
    intro: "A selection of feedback from recent jobs, from quick palm cleans to storm callouts.",
  },
  googleLinkLabel: "Read all our reviews on Google",
  cta: {
    heading: "Ready for tree work you will be happy to review?",
    text: siteCopy.quoteOrCallText,
  },
};
