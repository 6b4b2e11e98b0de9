import { pickService } from "#app/content/catalogue.ts";
import { emergencyHours, emergencyResponse, replyWithin } from "#app/content/facts.ts";
import type { SuburbCopy } from "#app/content/types.ts";

/** The Maroochydore page (/locations/maroochydore); where it is (slug, name, postcode, council) comes from suburb-slugs.ts. */
export const maroochydore: SuburbCopy = {
  meta: {
    title: "Commercial Tree Services & Arborist Maroochydore 4558",
    description: `Arborists for Maroochydore businesses, strata and homes: commercial tree work, removal and pruning, traffic management, after-hours work and ${emergencyHours} callouts.`,
    keywords: [
      "arborist Maroochydore",
      "commercial tree services Maroochydore",
      "tree removal Maroochydore",
      "strata tree maintenance Sunshine Coast",
      "body corporate arborist Maroochydore",
      "emergency tree removal Maroochydore",
      "tree pruning Maroochydore",
    ],
  },
  hero: {
    eyebrow: "Commercial and residential arborists in Maroochydore",
    heading: "Tree Services for Maroochydore Businesses, Strata and Homes",
    intro:
      "Maroochydore is the Sunshine Coast's busiest centre, and tree work here means working around shoppers, traffic, tenants and tight deadlines. Our qualified, insured crew looks after commercial sites, body corporates and homes, including after-hours work and emergency callouts.",
    highlights: ["Public liability and professional indemnity insured", "After-hours work to suit your site", emergencyResponse],
  },
  services: {
    heading: "Commercial and residential tree services in Maroochydore",
    intro: "From shopping centre car parks to riverside homes, these services are planned around the people who use the site every day.",
    items: [
      pickService("commercial", {
        description:
          "Planned tree maintenance and removals for shopping centres, offices, strata complexes and body corporates, with the paperwork your property manager needs.",
        features: [
          "Maintenance programs for strata and body corporates",
          "Traffic management arranged where needed",
          "After-hours work to avoid disrupting trade",
          "Insurance certificates and written reports on request",
        ],
      }),
      pickService("removal", {
        description:
          "Safe removal of trees in car parks, streetscapes, courtyards and backyards, using rigging and exclusion zones to keep people and vehicles clear.",
        features: [
          "Sectional removal on tight urban sites",
          "Exclusion zones to keep the public safe",
          "Removal of trees damaging paving or drains",
          "Stump grinding and full clean-up",
        ],
      }),
      pickService("pruning", {
        description:
          "Pruning to AS 4373-2007 that keeps signage visible, footpaths clear and buildings free of overhanging limbs, while keeping the trees healthy.",
        features: [
          "Clearance from buildings, signage and awnings",
          "Canopy lifting over footpaths and car parks",
          "Deadwood removal for public safety",
          "Scheduled pruning cycles",
        ],
      }),
      pickService("emergency", {
        description: `${emergencyHours} response to fallen trees and storm damage across Maroochydore, from blocked car parks to trees on homes along the river.`,
        features: [
          `${emergencyHours} emergency callouts`,
          "Make-safe work to reopen access quickly",
          "Storm damage clean-up",
          "Help with insurance claim paperwork",
        ],
      }),
    ],
  },
  localExpertise: {
    heading: "Local expertise: tree work that fits how Maroochydore runs",
    paragraphs: [
      "Maroochydore has grown into a true city centre, with the new CBD, Sunshine Plaza, busy shopping strips and a growing number of apartment buildings and strata complexes. Trees here grow in car parks, along footpaths and in small courtyards, close to people and property. Working safely means fencing off the area, managing pedestrians and, on roads or busy driveways, arranging traffic control.",
      "For businesses, the timing of the work matters as much as the work itself. We can schedule jobs early, late or on weekends so shops stay open and car parks stay usable, and we give body corporates and property managers clear quotes, insurance certificates and records of the work for their files.",
      `Closer to the Maroochy River and Cotton Tree, homes and units often have large trees that take the brunt of summer storms. When one comes down, our ${emergencyHours} emergency crew makes the site safe, clears access and helps with the paperwork for your insurer.`,
    ],
    points: [
      "Commercial, strata and body corporate work",
      "Traffic management and pedestrian control arranged",
      "After-hours and weekend scheduling",
      `${emergencyHours} emergency callouts across the city`,
      "Insurance certificates and job records supplied",
    ],
  },
  faq: {
    heading: "Maroochydore tree service questions",
    intro: "Answers for business owners, property managers and residents in and around the city centre.",
    items: [
      {
        question: "Can you work outside trading hours?",
        answer:
          "Yes. For shopping centres, cafes and offices we can work early in the morning, in the evening or on weekends so the job doesn't disrupt customers or staff. We'll agree the timing with you when we quote.",
      },
      {
        question: "Do you arrange traffic management?",
        answer:
          "Where a job affects a road, footpath or busy car park, we arrange traffic control so vehicles and pedestrians are kept safely away from the work. Some jobs on or next to council roads also need a permit, and we'll tell you if yours does.",
      },
      {
        question: "Can you set up a maintenance program for our body corporate?",
        answer:
          "Yes. We inspect the trees on your site, recommend what needs doing and when, and schedule regular pruning and palm cleaning. Committees get written quotes and records of completed work, which helps with budgeting and with meeting safety obligations.",
      },
      {
        question: "Do you supply insurance certificates for commercial work?",
        answer:
          "Yes. We hold public liability and professional indemnity insurance, and certificates are available on request before work starts. Most property managers and shopping centres ask for them, and we're happy to provide them.",
      },
      {
        question: "What should I do if a tree falls on my property in a storm?",
        answer: `Keep everyone clear and, if power lines are involved, call Energex on 13 19 62 and stay at least 8 metres away. Then call us: our emergency crew responds ${emergencyHours} to make the site safe. If you can do it safely, take photos of the damage before anything is moved, as your insurer will want to see them.`,
      },
      {
        question: "Can you remove trees along the Maroochy River?",
        answer:
          "Yes, although waterfront trees need more care. Riverbank vegetation can be protected, and mangroves and other marine plants are protected under Queensland law, so we check what approvals apply before any work. We also plan how to lower limbs without damaging banks, jetties or boats.",
      },
    ],
  },
  cta: {
    heading: "Arrange tree work for your Maroochydore site",
    text: `Request a free on-site quote for your business, strata complex or home. We reply ${replyWithin}, and our emergency crew is on call ${emergencyHours}.`,
  },
};
