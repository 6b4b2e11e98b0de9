import { customersServed, localExperience } from "#app/content/facts.ts";
import { siteCopy } from "#app/content/site-copy.ts";
import type { TestimonialsContent } from "#app/content/types.ts";

/*
 * PLACEHOLDER REVIEWS. Every review below is a sample written for layout only. The owner must
 * replace them with real customers' reviews (quoted with their permission) before launch:
 * publishing invented reviews is misleading conduct and unlawful under the Australian
 * Consumer Law.
 */
export const testimonialsPage: TestimonialsContent = {
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
    items: [
      {
        text: "We had a large blue gum leaning toward the house in Buderim and were worried about the roof. The crew took it down in sections, lowering every piece by rope, and nothing touched the gutters. They chipped everything and swept the driveway before they left.",
        author: "Andrew H.",
        rating: 5,
        location: "Buderim",
      },
      {
        text: "Four cocos palms along our side fence were dropping seeds everywhere. They removed them, ground the stumps and left the garden bed ready to replant. Quote was clear and the job matched it.",
        author: "Karen B.",
        rating: 5,
        location: "Pelican Waters",
      },
      {
        text: "A storm in January split a big branch off our fig and it was hanging over the neighbour's carport. I rang late in the evening and they had it made safe that night. They also gave us photos and a short report for the insurer, which made the claim much easier.",
        author: "Tom S.",
        rating: 5,
        location: "Maroochydore",
      },
      {
        text: "We manage a small commercial site and needed the trees along the car park pruned for clearance. They worked around our opening hours, kept the area coned off and cleaned up properly. We will book them again next year.",
        author: "Rachel N.",
        rating: 5,
        location: "Kunda Park",
      },
      {
        text: "Our property near Maleny has a lot of old camphor laurel and a couple of dead pines. They explained which trees needed to go and which could stay, and helped us with the council side of things. Honest advice, no upselling.",
        author: "Peter J.",
        rating: 5,
        location: "Maleny",
      },
      {
        text: "Had a health check done on a poinciana that was dropping leaves out of season. The arborist took the time to explain what was going on and suggested a light prune and mulching instead of removal. The tree has come back well.",
        author: "Emma L.",
        rating: 5,
        location: "Tewantin",
      },
    ],
  },
  googleLinkLabel: "Read all our reviews on Google",
  cta: {
    heading: "Ready for tree work you will be happy to review?",
    text: siteCopy.quoteOrCallText,
  },
};
