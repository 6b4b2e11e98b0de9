import type { Review } from "#app/content/types.ts";

/*
 * PLACEHOLDER REVIEWS for structured data. Every review below is a sample written for layout
 * only. The owner must replace them with real customers' reviews (quoted with their permission)
 * before launch: publishing invented reviews is misleading conduct and unlawful under the
 * Australian Consumer Law, and fake review markup also breaks Google's structured data rules.
 */
export const reviews: Review[] = [
  {
    body: "They removed a dead gum from our backyard in sections without damaging the fence or the garden. Turned up on time and cleaned up thoroughly.",
    rating: 5,
    author: "Mark D.",
    datePublished: "2024-07-09",
  },
  {
    body: "Great job cleaning our coconut palms. Fronds and nuts gone, driveway swept, and the price was exactly as quoted.",
    rating: 5,
    author: "Julie F.",
    datePublished: "2024-07-24",
  },
  {
    body: "Missed their call and they rang back the same afternoon. Quote was clear, and they ground out three old stumps so we could lay new turf.",
    rating: 5,
    author: "Chris A.",
    datePublished: "2024-08-06",
  },
  {
    body: "Had our jacarandas pruned away from the roof and gutters. The arborist explained every cut and the trees look balanced and healthy.",
    rating: 5,
    author: "Helen G.",
    datePublished: "2024-08-22",
  },
  {
    body: "They checked whether our tree needed a council permit and helped with the application before removing it. Made a confusing process simple.",
    rating: 5,
    author: "Ben W.",
    datePublished: "2024-09-05",
  },
  {
    body: "A risk assessment on two large pines before we bought the property gave us real peace of mind. Clear report and practical options.",
    rating: 5,
    author: "Natalie C.",
    datePublished: "2024-09-18",
  },
  {
    body: "A branch came down on our carport after strong winds. They came out quickly, made it safe and provided photos for our insurance claim.",
    rating: 5,
    author: "Steve M.",
    datePublished: "2024-10-03",
  },
  {
    body: "Professional, friendly crew who cleared a tangle of camphor laurel from our back paddock and chipped the lot. Would use them again.",
    rating: 5,
    author: "Donna R.",
    datePublished: "2024-10-21",
  },
];
