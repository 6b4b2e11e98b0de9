import { pickReason } from "#app/content/catalogue.ts";
import {
  customersServed,
  emergencyHours,
  experienceYears,
  localExperience,
  moreThanExperienceYears,
  overCustomers,
  replyWithin,
} from "#app/content/facts.ts";
import type { AboutContent } from "#app/content/types.ts";

/*
 * The testimonial below is a placeholder. The owner must replace it with a real customer's
 * review (with their permission) before launch: publishing invented reviews is misleading
 * conduct and unlawful under the Australian Consumer Law.
 */
export const about: AboutContent = {
  meta: {
    title: "About Our Local, Qualified Arborists",
    description: `Meet our local arborists: ${experienceYears} climbing Sunshine Coast trees, qualified to AQF Level 3 or higher, fully insured and known for tidy, on-time work.`,
    keywords: [
      "about us",
      "local arborists Sunshine Coast",
      "qualified arborist",
      "Diploma of Arboriculture",
      "insured tree services",
      "Mudjimba arborist",
    ],
  },
  hero: {
    eyebrow: "About us",
    heading: "Local arborists who care for Sunshine Coast trees",
    intro: `We are a Mudjimba-based crew of qualified arborists with ${moreThanExperienceYears} in the trees of the Sunshine Coast, and ${overCustomers} who trusted us with their yards.`,
    highlights: [localExperience, customersServed, "Qualified and fully insured"],
  },
  story: {
    heading: "Our story: from climbing local trees to leading a qualified crew",
    paragraphs: [
      `Our founder grew up on the Sunshine Coast, surrounded by towering gums, spreading figs and the palms that line every beach street. Climbing trees was a childhood habit that turned into a living, and ${moreThanExperienceYears} later it is still the work our founder loves.`,
      "Early on, it was clear that good tree work takes more than a chainsaw and a head for heights. Our founder trained and qualified in arboriculture, learning how trees grow, how they respond to each cut and how to take them apart safely when they have to come down.",
      "As the work grew, so did the team. Our founder built a crew of qualified climbers who share the same simple standards: turn up when we say we will, explain things plainly, do the job properly and leave the yard clean.",
      "Today we look after homes, businesses and rural properties from Noosa to Caloundra and across the hinterland. Whether it is a routine prune or a tree on the roof at midnight, you deal with local people who know these trees and this coast.",
    ],
  },
  whyChoose: {
    heading: "Why choose us: what you get when you book",
    intro: "The same standards apply to every job, whether it is one small palm or a block full of old pines.",
    items: [
      pickReason("qualified", {
        title: "Qualified climbers",
        description:
          "A Diploma of Arboriculture at the top and AQF Level 3 or higher across the crew, so the right person is doing the work.",
      }),
      pickReason("punctual", {
        title: "On time, every time we can",
        description: "We give you a time and keep it, and if weather or an emergency changes the plan, we tell you early.",
      }),
      pickReason("cleanup", {
        title: "A clean yard afterwards",
        description: "Branches chipped, green waste taken away and paths blown clean, or woodchip left for your garden if you want it.",
      }),
      {
        icon: "map-pin",
        title: "Local knowledge",
        description:
          "We know the coast's sandy soils, its storm season from November to April and how Sunshine Coast and Noosa councils handle tree permits.",
      },
    ],
  },
  credentials: {
    heading: "Our credentials: qualified, insured and working to the Australian Standard",
    intro:
      "Trees are living things and tree work is high-risk work. These are the qualifications and cover that stand behind every job we do.",
  },
  testimonial: {
    heading: "What our customers say",
    item: {
      text: "We have used them three times now, for pruning, a removal and a storm callout. Same crew, same care each time, and they always leave the place tidier than they found it.",
      author: "Michelle W.",
      rating: 5,
      location: "Bli Bli",
    },
  },
  areasLink: {
    heading: "Areas we serve, right across the Sunshine Coast",
    text: "From our base in Mudjimba we cover the coast from Noosa to Caloundra, as well as the hinterland towns and acreage around Nambour, Maleny and Montville.",
    linkLabel: "See the areas we serve",
  },
  cta: {
    heading: "Talk to a local arborist about your trees",
    text: `Ask for a free on-site quote and we will reply ${replyWithin}. If a tree is down or dangerous, call us now: we respond ${emergencyHours}.`,
  },
};
