import { pickService } from "#app/content/catalogue.ts";
import { replyWithin } from "#app/content/facts.ts";
import type { SuburbCopy } from "#app/content/types.ts";

/** The Noosa page (/locations/noosa); where it is (slug, name, postcode, council) comes from suburb-slugs.ts. */
export const noosa: SuburbCopy = {
  meta: {
    title: "Tree Removal & Heritage Tree Care Noosa 4567",
    description:
      "Qualified arborists in Noosa: tree removal, AS 4373 pruning, heritage tree assessments and stump grinding, with Noosa Shire Council rules checked first.",
    keywords: [
      "arborist Noosa",
      "tree removal Noosa",
      "tree pruning Noosa Heads",
      "heritage tree assessment Noosa",
      "significant tree Noosa Shire Council",
      "stump grinding Noosa",
    ],
  },
  hero: {
    eyebrow: "Arborists who work within Noosa Shire Council rules",
    heading: "Careful Tree Care and Removal in Noosa",
    intro:
      "Noosa's big figs, paperbarks and tallowwoods are part of what makes the place special, and Noosa Shire Council has its own rules to protect them. Our qualified arborists look after established and significant trees from Noosa Heads to the canals, and check the rules before a saw is started.",
    highlights: [
      "Noosa Shire Council rules checked first",
      "Experienced with large and significant trees",
      "Steep blocks and canal homes handled with care",
    ],
  },
  services: {
    heading: "Tree services for Noosa's established gardens",
    intro: "In Noosa the emphasis is on keeping good trees healthy and safe, and removing only what genuinely needs to go.",
    items: [
      pickService("removal", {
        description:
          "Approved or exempt removal of unsafe, dead or unsuitable trees, dismantled in sections so steep gardens, canal walls and neighbouring homes are protected.",
        features: [
          "Council approval checked before any removal",
          "Sectional dismantling on steep blocks",
          "Protection for canal walls, decks and pools",
          "Full clean-up and green waste removal",
        ],
      }),
      pickService("pruning", {
        description:
          "Pruning to AS 4373-2007 for large figs, paperbarks and tallowwoods, reducing risk and keeping clearance while protecting each tree's health and character.",
        features: [
          "Deadwood and hazard limb removal",
          "Canopy lifting and roof clearance",
          "Selective thinning of large crowns",
          "No topping or lopping",
        ],
      }),
      pickService("heritage", {
        description:
          "Detailed assessments of mature, significant and heritage trees, with written findings you can use for council applications, insurers or a long-term care plan.",
        features: [
          "Health, structure and decay inspection",
          "Reports to support council applications",
          "Care plans for significant and heritage trees",
          "Root zone protection advice during building work",
        ],
      }),
      pickService("stumps", {
        description:
          "Stumps ground below the surface so sloping gardens, lawns and canal-front yards can be replanted, with care taken around retaining walls, services and nearby roots.",
        features: [
          "Grinding below ground level",
          "Compact machines for tight and sloping access",
          "Care around walls, pipes and neighbouring trees",
        ],
      }),
    ],
  },
  localExpertise: {
    heading: "Local expertise: working with Noosa's established trees and its own council rules",
    paragraphs: [
      "Noosa is governed by Noosa Shire Council, not Sunshine Coast Council, and it has its own planning scheme and vegetation rules. Some trees can't be removed or heavily pruned without approval, particularly significant trees, vegetation near waterways and trees on land close to the national park. We check what applies to your property first and help with any application before work begins.",
      "Around Noosa Heads and the edges of Noosa National Park, many properties have large, long-established trees: figs with wide root plates, paperbarks on the wetter ground and tall tallowwoods on the ridges. These trees often matter to neighbours and the wider community as much as to their owner, so we favour assessment and careful pruning, and recommend removal only when a tree is genuinely unsafe or council has approved it.",
      "The terrain adds its own challenges. Hillside blocks around Noosa Heads and Sunshine Beach can be very steep, and canal homes around Noosa Sound and Noosa Waters often have limited side access and trees leaning out over the water. We plan rigging, access and protection for gardens, decks and pontoons before we arrive.",
    ],
    points: [
      "Noosa Shire Council vegetation rules checked before work",
      "Assessments of significant and heritage trees",
      "Figs, paperbarks and tallowwoods pruned to AS 4373-2007",
      "Rigging for steep blocks and canal-front yards",
      "Respect for national-park edges and the wildlife in them",
    ],
  },
  faq: {
    heading: "Noosa tree questions, answered",
    intro: "Noosa has its own council, its own rules and some remarkable trees. Here's what people ask us.",
    items: [
      {
        question: "Are Noosa Shire Council's tree rules different from Sunshine Coast Council's?",
        answer:
          "Yes. Noosa is a separate council with its own planning scheme and vegetation rules, so advice that applies in Maroochydore or Coolum may not apply here. We check the rules for your specific property before quoting any removal or major pruning.",
      },
      {
        question: "What makes a tree 'significant' or 'heritage' in Noosa?",
        answer:
          "Trees can be protected because of their size, age, species or location, or because of their value to the local landscape or history, and some are covered by overlays in the planning scheme. Council has the final word on whether a particular tree is protected. We can assess the tree and help you get a clear answer from council before anything is cut.",
      },
      {
        question: "My fig's roots are lifting the driveway. What can be done?",
        answer:
          "Fig roots are strong and spread well beyond the canopy, so driveways, paths and walls often feel it. Options range from careful root pruning and reworking the surface to removal in serious cases, and council approval may be needed for any of them. An assessment will show which roots can be cut without making the tree unstable.",
      },
      {
        question: "Can you work on steep blocks around Noosa Heads?",
        answer:
          "Yes. On steep sites we climb and rig the tree, lowering sections on ropes rather than dropping them, so nothing rolls downhill into homes or bushland. We plan access and ground protection at the quote stage.",
      },
      {
        question: "Do you work on trees near Noosa National Park?",
        answer:
          "We do, with extra care. Properties next to the park often have protected native vegetation, wildlife living in the trees and tight rules on clearing. We check the rules, look for hollows and nesting animals before cutting, and keep the work to what is needed.",
      },
      {
        question: "How do you protect canal homes during tree work?",
        answer:
          "Canal-front yards often have narrow side access, with pools and decks close to the trees and branches hanging over the water. We lower limbs on ropes, lay ground protection and keep debris out of the canal. Everything is cleaned up and taken away when we finish.",
      },
    ],
  },
  cta: {
    heading: "Talk to a qualified arborist about your Noosa trees",
    text: `Book a free on-site quote and we'll check the council rules for your property. We reply to every request ${replyWithin}.`,
  },
};
