import { pickReason, pickService } from "#app/content/catalogue.ts";
import { emergencyHours, emergencyResponse, replyWithin } from "#app/content/facts.ts";
import { siteCopy } from "#app/content/site-copy.ts";
import type { ServicesContent } from "#app/content/types.ts";

export const servicesPage: ServicesContent = {
  meta: {
    title: "Tree Removal, Pruning & Stump Grinding Services",
    description: `Tree removal, pruning, stump grinding, health and risk assessments and ${emergencyHours} emergency work by qualified, insured arborists on the Sunshine Coast. Free quotes.`,
    keywords: [
      "tree removal Sunshine Coast",
      "tree pruning Sunshine Coast",
      "stump grinding Sunshine Coast",
      "tree health assessment",
      "tree risk assessment",
      "emergency tree services",
      "arborist services",
    ],
  },
  serviceName: "Tree services",
  hero: {
    eyebrow: "Our tree services",
    heading: "Tree services for Sunshine Coast homes, businesses and acreage",
    intro:
      "One qualified, insured crew for every part of looking after your trees: removal, pruning, stump grinding, health and risk assessments, and emergency storm work, day or night.",
    highlights: ["Free on-site quotes", "Pruning to AS 4373-2007", "Help with council permits", emergencyResponse],
  },
  services: {
    heading: "Our tree services: what we can do for your trees",
    intro:
      "Every job starts with a free on-site look, so we can see the tree, the access and what is below it before we recommend anything.",
    items: [
      pickService("removal"),
      pickService("pruning"),
      pickService("health"),
      pickService("stumps"),
      pickService("risk"),
      pickService("emergency"),
    ],
  },
  whyChoose: {
    heading: "Why choose our arborists",
    intro: "Tree work is not a job for guesswork. This is what sits behind every quote we give.",
    items: [
      pickReason("qualified"),
      pickReason("insured"),
      {
        icon: "trees",
        title: "Local tree knowledge",
        description:
          "We know how gums, figs, pines, palms and camphor laurel behave in coastal winds and sandy soils, and what each council expects.",
      },
      {
        icon: "calendar-check",
        title: "Quick, clear quotes",
        description: `A reply ${replyWithin}, a free on-site visit and a written quote that says exactly what we will do.`,
      },
    ],
  },
  faq: {
    heading: "Questions about our tree services",
    intro: "Common questions about pruning, removals and assessments on the Sunshine Coast.",
    items: [
      {
        question: "What is the difference between pruning and lopping?",
        answer:
          "Pruning removes branches at the right point so the tree can seal the wound and keep growing in a healthy shape. Lopping or topping cuts branches off at random points, which causes weak regrowth and decay. We prune to Australian Standard AS 4373-2007 and do not lop trees.",
      },
      {
        question: "How often should my trees be pruned?",
        answer:
          "It depends on the species, its age and what is around it. Many established trees only need attention every few years, while palms and trees near roofs or power lines may need a regular clean-up. We will tell you what your trees actually need, not sell you more.",
      },
      {
        question: "What does a tree health assessment involve?",
        answer:
          "We look at the crown, trunk, root zone and soil, check for pests, fungi and signs of stress, and ask about any recent changes such as building work or drainage. You get a plain-English explanation of what is going on and your options.",
      },
      {
        question: "When should I get a tree risk assessment?",
        answer:
          "It is worth having one before storm season, when a large tree overhangs your house or a public area, after building work near the roots, or when buying a property with big trees. Councils and bodies corporate sometimes ask for one too.",
      },
      {
        question: "Do you remove palms as well as trees?",
        answer:
          "Yes. We clean palms of dead fronds, nuts and seed pods, and remove palms that are unwanted or in the way. Cocos palms in particular are a common weed on the coast, and many owners choose to replace them.",
      },
      {
        question: "Can you work in tight backyards?",
        answer:
          "Yes. Where a tree cannot be felled in one piece, our climbers take it down in sections and lower each piece by rope, clear of the house, fences, pool and garden. We carry gear through side gates when machines will not fit.",
      },
    ],
  },
  cta: {
    heading: "Tell us about your trees",
    text: siteCopy.quoteOrCallText,
    quoteLabel: "Request Quote",
  },
};
