import { pickService } from "#app/content/catalogue.ts";
import { replyWithin } from "#app/content/facts.ts";
import type { SuburbCopy } from "#app/content/types.ts";

/** The Coolum Beach page (/locations/coolum-beach); where it is (slug, name, postcode, council) comes from suburb-slugs.ts. */
export const coolumBeach: SuburbCopy = {
  meta: {
    title: "Tree Removal & Palm Services Coolum Beach 4573",
    description:
      "Coolum Beach arborists: tree removal, pruning, palm cleaning and stump grinding for homes, resorts and body corporates near Mount Coolum. Free on-site quotes.",
    keywords: [
      "arborist Coolum Beach",
      "tree removal Coolum Beach",
      "palm cleaning Coolum",
      "palm removal Coolum Beach",
      "tree pruning Coolum Beach",
      "stump grinding Coolum",
      "body corporate tree maintenance Coolum",
    ],
  },
  hero: {
    eyebrow: "Coolum Beach arborists and palm specialists",
    heading: "Tree and Palm Care in Coolum Beach",
    intro:
      "From the slopes below Mount Coolum to the headland streets and resort grounds along the coast road, Coolum Beach is full of palms and wind-exposed trees. Our qualified crew removes, prunes and cleans them so your property stays tidy and safe.",
    highlights: ["Palm cleaning for homes and resorts", "Work scheduled around guests and residents", "Free on-site quote"],
  },
  services: {
    heading: "Tree and palm services for Coolum Beach properties",
    intro:
      "Whether it's a single palm over the pool or the grounds of a holiday complex, these are the services Coolum properties rely on us for.",
    items: [
      pickService("removal", {
        description:
          "Removal of dangerous, dead or unwanted trees on headland blocks and sloping sites around Mount Coolum, planned so nothing heavy falls on homes or common areas.",
        features: [
          "Sectional removal on steep and tight sites",
          "Cocos palm and weed tree removal",
          "Careful work beside pools, units and walkways",
          "Site cleaned and green waste taken away",
        ],
      }),
      pickService("pruning", {
        description:
          "Pruning to AS 4373-2007 for trees exposed to headland winds, keeping views, sunlight and roof clearance without harming the tree.",
        features: [
          "Crown thinning for wind-exposed trees",
          "View and light pruning done correctly",
          "Deadwood and storm-damaged limb removal",
          "Clearance from buildings and driveways",
        ],
      }),
      pickService("palms", {
        description:
          "Frond, seed-pod and fruit removal for cocos, foxtail, bangalow and cabbage tree palms, keeping pools, paths and paving clear of mess and falling debris.",
        features: [
          "Dead frond and seed-pod removal",
          "Cocos, foxtail, bangalow and cabbage tree palms",
          "Regular cleaning for resorts and body corporates",
          "Palm removal when a palm has to go",
        ],
      }),
      pickService("stumps", {
        description: "Tree stumps and palm bases ground out so gardens, lawns and common areas can be replanted, turfed or paved.",
        features: [
          "Tree stumps and palm bases ground out",
          "Compact grinders for courtyards and narrow access",
          "Grindings removed or left as mulch",
        ],
      }),
    ],
  },
  localExpertise: {
    heading: "Local knowledge for Coolum's headlands and palm-filled gardens",
    paragraphs: [
      "Coolum Beach is shaped by Mount Coolum and by the rocky headlands of Point Perry and Point Arkwright along the coast road. Homes on these slopes and headlands take the full force of the wind, and trees there often grow leaning or one-sided. Removing or pruning them usually means working on a slope, above a home or beside a busy road, and we plan for that from the first visit.",
      "The suburb is also full of palms. Cocos palms drop heavy bunches of fruit that stain paving and attract flying foxes, foxtails and bangalows shed large fronds, and cabbage tree palms grow tall enough that a falling frond can do real damage. Many resorts, holiday apartments and body corporates here need their palms cleaned on a regular cycle so guests aren't dodging fronds around the pool.",
      "We work around the way these properties run: quieter times of day, access through common areas, and a clean site when we leave. Body corporate managers get a clear written quote and a record of the work done.",
    ],
    points: [
      "Palm cleaning for cocos, foxtail, bangalow and cabbage tree palms",
      "Experience on headland blocks and Mount Coolum slopes",
      "Scheduled work for resorts, holiday lets and body corporates",
      "Safe removal near units, pools and walkways",
      "Advice on replacing cocos palms with better choices",
    ],
  },
  faq: {
    heading: "Coolum Beach tree and palm questions",
    intro: "What homeowners, resort managers and body corporates in Coolum ask us most.",
    items: [
      {
        question: "How often should palms be cleaned in Coolum Beach?",
        answer:
          "Most palms around Coolum benefit from a clean once or twice a year, depending on the species and where they grow. Palms over pools, paths and car parks usually need attention more often, because falling fronds and seed pods become a hazard. We can set up a regular schedule so you don't have to remember.",
      },
      {
        question: "Should I remove my cocos palms?",
        answer:
          "Many owners do. Cocos palms drop messy fruit that attracts flying foxes, shed heavy fronds and are widely regarded as an environmental weed in south-east Queensland. We can remove them, grind the stumps and suggest better-suited palms or natives to plant in their place.",
      },
      {
        question: "Do you work for resorts and body corporates?",
        answer:
          "Yes. We quote, schedule and carry out work for holiday resorts, apartment complexes and body corporates, fitting in with guests and residents. We provide insurance certificates on request and clear written quotes for committee approval.",
      },
      {
        question: "Can you remove a tree on a steep block near Mount Coolum?",
        answer:
          "Yes. Sloping blocks call for climbing and rigging rather than cutting from the ground, and we lower each section on ropes so it can't roll or slide. We'll look at access during the free on-site quote and plan the job around the slope.",
      },
      {
        question: "Will pruning my trees improve my ocean view?",
        answer:
          "Careful pruning can open up a view by thinning the crown or lifting lower branches, without topping the tree. We prune to AS 4373-2007, which means making correct cuts the tree can seal off rather than stubs that sprout weak regrowth. If a tree is protected, we'll check with Sunshine Coast Council before any view pruning.",
      },
      {
        question: "What happens to the fronds and green waste?",
        answer:
          "We take all fronds, seed pods and branches away unless you'd like to keep mulch for the garden. Palm fronds are fibrous and don't chip well, so we load them separately and leave your paths, pool area and lawn swept clean.",
      },
    ],
  },
  cta: {
    heading: "Get your Coolum Beach trees and palms sorted",
    text: `Request a free on-site quote for your home, resort or body corporate. We reply ${replyWithin}, and if we miss your call we'll ring back the same day.`,
  },
};
