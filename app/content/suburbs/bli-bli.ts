import { pickService } from "#app/content/catalogue.ts";
import { replyWithin } from "#app/content/facts.ts";
import type { SuburbCopy } from "#app/content/types.ts";

/** The Bli Bli page (/locations/bli-bli); where it is (slug, name, postcode, council) comes from suburb-slugs.ts. */
export const bliBli: SuburbCopy = {
  meta: {
    title: "Tree Removal & Palm Care Bli Bli 4560",
    description:
      "Arborists for Bli Bli's riverside estates and acreage: tree removal, pruning, palm care, health assessments and maintenance programs. Free on-site quotes.",
    keywords: [
      "arborist Bli Bli",
      "tree removal Bli Bli",
      "palm cleaning Bli Bli",
      "tree pruning Bli Bli",
      "African tulip tree removal",
      "acreage tree maintenance Sunshine Coast",
    ],
  },
  hero: {
    eyebrow: "Arborists for Bli Bli's estates and acreage",
    heading: "Tree Care for Bli Bli Homes, Riverside Estates and Acreage",
    intro:
      "Bli Bli mixes newer riverside estates with semi-rural blocks on the edge of the old cane fields, and trees grow fast on the warm, damp river flats. Our qualified crew keeps them safe and tidy, from palm cleaning in estate gardens to removing problem trees on larger blocks.",
    highlights: ["Maintenance programs for larger properties", "Advice on weed trees and what to plant instead", "Free on-site quote"],
  },
  services: {
    heading: "Tree services for Bli Bli estates and semi-rural blocks",
    intro: "Fast growth is the common thread in Bli Bli. These services keep it under control before it becomes a problem.",
    items: [
      pickService("removal", {
        description:
          "Removal of unsafe, overgrown or invasive trees on estate blocks and acreage, including African tulip trees, a restricted invasive plant in Queensland.",
        features: [
          "African tulip and weed tree removal",
          "Fast-growing trees too close to the house",
          "Felling on open acreage where it's safe",
          "Green waste mulched or taken away",
        ],
      }),
      pickService("pruning", {
        title: "Pruning & Maintenance",
        description:
          "Pruning to AS 4373-2007 and scheduled maintenance that keeps quick-growing trees in check before they outgrow the yard or hang over the roof.",
        features: [
          "Scheduled maintenance programs",
          "Crown thinning for fast-growing trees",
          "Clearance from roofs, sheds and fences",
          "Deadwood removal before storm season",
        ],
      }),
      pickService("palms", {
        description:
          "Palm cleaning and removal for estate gardens, pool areas and driveways, clearing heavy fronds and seed pods before they fall.",
        features: ["Dead frond and seed-pod removal", "Palms around pools and entertaining areas", "Palm removal and stump grinding"],
      }),
      pickService("health", {
        title: "Tree Health Assessments",
        description:
          "Inspections of trees on riverside and acreage properties, looking at waterlogged roots, decay and stability, with advice on what to keep, treat or remove.",
        features: [
          "Stability checks on wet and low-lying ground",
          "Decay, pest and disease inspection",
          "Identification of weed and invasive species",
          "Clear written recommendations",
        ],
      }),
    ],
  },
  localExpertise: {
    heading: "Local expertise: why Bli Bli's trees grow fast and need regular care",
    paragraphs: [
      "Bli Bli sits on the Maroochy River, with riverside estates on the flats and semi-rural blocks and acreage backing onto the old cane fields. The soils are rich and often damp, and in summer everything grows quickly. Trees planted as shrubs when an estate was new can reach the gutters surprisingly soon, and wet ground can make shallow-rooted trees less stable in storms.",
      "Some fast growers are a problem in their own right. African tulip trees are a restricted invasive plant under Queensland's biosecurity laws: they spread readily, have brittle wood and mustn't be sold or given away. Umbrella trees grow quickly, have aggressive roots and are treated as an environmental weed in south-east Queensland. We remove them properly, deal with the stumps and suggest better species for your yard.",
      "Larger properties are best looked after with a maintenance program rather than one-off visits. We care for palms, shade trees and windbreaks on a regular cycle, so problems are caught early and each visit is smaller and simpler.",
    ],
    points: [
      "Riverside estates, semi-rural blocks and acreage",
      "Removal of African tulip trees and other weed trees",
      "Regular maintenance programs for larger properties",
      "Palm cleaning for estate gardens and pool areas",
      "Stability checks on wet, low-lying ground",
    ],
  },
  faq: {
    heading: "Bli Bli tree questions, answered",
    intro: "Common questions from estate homeowners and acreage owners around Bli Bli.",
    items: [
      {
        question: "Should I remove the African tulip tree on my property?",
        answer:
          "Usually, yes. African tulip trees are a restricted invasive plant in Queensland, so they can't be sold or given away, and landowners are expected to take reasonable steps to manage the risk they pose. Their brittle limbs can also fail in storms. We'll remove the tree safely and deal with the stump to limit regrowth.",
      },
      {
        question: "How often should trees on an acreage block be maintained?",
        answer:
          "Most acreage owners find a yearly check works well, with palms and fast-growing trees near the house done more often. A regular program catches dead limbs, weed trees and overgrowth early, which keeps each visit smaller. We'll recommend a schedule after walking the property with you.",
      },
      {
        question: "Are trees on riverside land more likely to fall?",
        answer:
          "Trees on wet or low-lying ground can have shallower roots, and saturated soil after heavy rain holds roots less firmly. That doesn't mean every riverside tree is a risk, but a new lean, lifting soil or fungi at the base are worth having checked. A health assessment will tell you whether the tree is sound.",
      },
      {
        question: "Do I need a council permit to remove trees in Bli Bli?",
        answer:
          "Bli Bli is in the Sunshine Coast Council area. Many garden trees can be removed without approval, but trees in mapped vegetation, near the river or covered by a development approval may be protected. We check for your property and help with permits when they're needed.",
      },
      {
        question: "Can palm cleaning be part of a maintenance program?",
        answer:
          "Yes. Palms are often the first thing to include, as dead fronds and seed pods build up quickly around pools and driveways. We fit palm cleaning into the same visits as your other tree work.",
      },
      {
        question: "What can I plant instead of the weed trees you remove?",
        answer:
          "We'll suggest species that suit your soil, your space and the damp conditions near the river, including local natives that stay a manageable size. Sunshine Coast Council also publishes guidance on local native plants, which is worth a look before you buy.",
      },
    ],
  },
  cta: {
    heading: "Book a free on-site quote in Bli Bli",
    text: `Whether it's one palm or a whole acreage, tell us what you need and we'll reply ${replyWithin}.`,
  },
};
