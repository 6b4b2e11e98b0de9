import { pickReason } from "#app/content/catalogue.ts";
import { emergencyHours, emergencyResponse, replyWithin } from "#app/content/facts.ts";
import type { StormContent } from "#app/content/types.ts";

/** The /storm-cleanup page. The phone number and brand are rendered from business.ts. */
export const storm: StormContent = {
  meta: {
    title: `${emergencyHours} Storm Damage & Emergency Tree Removal`,
    description: `${emergencyHours} storm damage and emergency tree removal on the Sunshine Coast. Qualified arborists make fallen trees safe, clean up and help with your insurance claim.`,
    keywords: [
      "storm damage tree removal Sunshine Coast",
      "emergency tree removal Sunshine Coast",
      `${emergencyHours} arborist Sunshine Coast`,
      "fallen tree removal",
      "storm cleanup Sunshine Coast",
      "tree on house insurance claim",
    ],
  },
  callLabel: "Emergency? Call",
  serviceName: "Storm cleanup and emergency tree services",
  hero: {
    eyebrow: `${emergencyHours} emergency tree service`,
    heading: `Storm damage? We're there ${emergencyHours}`,
    intro:
      "When a storm brings a tree down on your house, car, driveway or fence, our qualified crew comes out day or night to make it safe, clear it away and help you with the insurance paperwork.",
    highlights: [emergencyResponse, "Qualified, insured arborists", "Help with insurance claims"],
  },
  situations: {
    heading: "Storm emergencies we respond to",
    intro:
      "If a storm has left a tree where it shouldn't be, keep people and pets well clear and call us. These are the situations we deal with most.",
    items: [
      {
        icon: "house",
        title: "Tree on your house",
        description:
          "Get everyone out of the affected rooms and keep clear. We stabilise the tree and lift it off the roof in controlled sections, so a builder or roofer can get in to make repairs.",
      },
      {
        icon: "car",
        title: "Tree on a car or driveway",
        description:
          "Don't try to drive out or drag the car free. We photograph the damage for your insurer, then cut and lift the tree off carefully so nothing else is damaged.",
      },
      {
        icon: "zap",
        title: "Tree on power lines",
        description:
          "Call Energex first on 13 19 62 and stay at least 8 metres away, as the lines may still be live. Only Energex or authorised workers can deal with the lines; once they're safe, we remove the tree and clean up.",
      },
      {
        icon: "tree-pine",
        title: "Blocked driveway or road",
        description:
          "We cut and clear fallen trees across driveways, access tracks and private roads so you can get in and out. If a tree is blocking a public road, let your council know as well.",
      },
      {
        icon: "wind",
        title: "Split or hanging limbs",
        description:
          "A broken branch caught in the canopy or a split trunk can fall without warning. Keep people, pets and cars out from under it until we can rig and lower it safely.",
      },
      {
        icon: "trees",
        title: "Uprooted or leaning tree",
        description:
          "A tree that has started to lean after a storm, with lifted soil or cracks in the ground at its base, may be close to falling. We assess it quickly and reduce, stabilise or remove it.",
      },
    ],
  },
  process: {
    heading: "Our five-step storm response: what happens when you call us",
    intro: "A clear, safe sequence from your first call to the paperwork for your insurer.",
    items: [
      {
        step: 1,
        title: "Call us, day or night",
        description: `Tell us what has happened, where it is and whether anyone is at risk. Our emergency crew responds ${emergencyHours}, and we'll tell you what to do to stay safe until we arrive.`,
      },
      {
        step: 2,
        title: "We make it safe",
        description:
          "Our crew secures the site, sets up an exclusion zone and deals with the immediate danger first, such as a limb still hanging or a tree resting on a roof.",
      },
      {
        step: 3,
        title: "We assess the damage",
        description:
          "A qualified arborist checks the fallen tree and any others nearby that may have been weakened, then explains what needs to happen next and why.",
      },
      {
        step: 4,
        title: "Removal and clean-up",
        description:
          "We remove the tree in controlled sections, lift it off buildings and vehicles, clear the debris and take away the green waste, with stump grinding if you need it.",
      },
      {
        step: 5,
        title: "Insurance paperwork",
        description:
          "We give you photos, a written report and an itemised invoice for your insurer, so your claim has the details it needs.",
      },
    ],
  },
  whyQualified: {
    heading: "Why storm damage needs a qualified arborist",
    intro: "Storm-damaged trees are among the most dangerous trees to work on. Here's what a qualified, insured crew brings to the job.",
    items: [
      pickReason("qualified", {
        title: "Trained for damaged trees",
        description:
          "Broken and fallen trees are under tension and can spring, roll or split when cut. Our climbers are qualified to AQF Level 3 in Arboriculture or higher and know how to release that tension safely.",
      }),
      pickReason("insured", {
        description:
          "We hold public liability and professional indemnity insurance, which matters when work is happening over your roof or next to your neighbour's car.",
      }),
      pickReason("paperwork"),
      {
        icon: "hard-hat",
        title: "Safe work, start to finish",
        description:
          "We plan every job, set up exclusion zones and rig heavy sections down rather than dropping them, so the clean-up doesn't cause more damage.",
      },
    ],
  },
  blogLink: {
    heading: "Not sure who to trust after a storm?",
    text: "After a big storm, plenty of people with a chainsaw go door to door offering to clear trees. Our article explains what separates a qualified arborist from a tree lopper, and what to ask before you let anyone work near your home.",
    linkLabel: "Read: Arborists vs tree loppers",
  },
  preparation: {
    heading: "How to prepare for storm season",
    intro:
      "Storm and cyclone season on the Sunshine Coast runs from November to April. A little preparation before it starts can prevent a lot of damage.",
    items: [
      "Have large trees near your home, driveway and play areas checked by a qualified arborist before November.",
      "Remove dead, broken or overhanging branches above the roof, carport and outdoor living areas.",
      "Clean leaves, twigs and palm fronds out of gutters and downpipes so heavy rain can drain away.",
      "Clear dead fronds and seed pods from palms before strong winds turn them into flying debris.",
      "Tie down or put away outdoor furniture, trampolines and anything else the wind could pick up.",
      "Save Energex (13 19 62), the SES (132 500) and our number in your phone so you're not searching during a storm.",
    ],
  },
  preventiveCare: {
    heading: "Preventive tree care that reduces storm damage",
    intro:
      "Healthy, well-pruned trees handle strong winds far better than neglected or badly cut ones. This is the work that makes the difference.",
    items: [
      "Crown thinning so wind passes through the canopy instead of pushing against it.",
      "Removing deadwood and weak, crossing or damaged branches before they fail.",
      "Pruning to AS 4373-2007 and never topping, which leaves trees with weakly attached regrowth.",
      "Health and risk assessments for large trees near homes, driveways and play areas.",
      "Planning the replacement of declining trees, so they come down on your schedule rather than in the next storm.",
    ],
  },
  insurance: {
    heading: "Help with your insurance claim",
    paragraphs: [
      "Many home and contents policies cover some storm damage, but what's covered for tree removal and clean-up varies between insurers and policies. We supply the records insurers usually ask for, so your claim can be lodged with the details it needs.",
      "Before the main work starts, check your own policy or call your insurer to confirm what's covered and whether they need to approve the work first. We're happy to speak with your assessor if that helps.",
    ],
    points: [
      "Dated photos of the damage before, during and after the work",
      "A written arborist's report on the tree and why it failed",
      "An itemised invoice for the make-safe, removal and clean-up work",
      "Notes on any other trees on the site that were damaged or weakened",
      "A reminder to check your own policy and your insurer's approval process first",
    ],
  },
  faq: {
    heading: "Storm damage questions, answered",
    intro: "What people most often ask us when a storm has brought a tree down.",
    items: [
      {
        question: `Do you really come out ${emergencyHours}?`,
        answer:
          "Yes. Storm damage doesn't keep business hours, and our emergency crew responds day and night, including weekends. Call us, tell us what has happened, and we'll get a crew moving.",
      },
      {
        question: "What should I do first if a tree falls on my house?",
        answer:
          "Get everyone out of the affected part of the house and keep away from the tree. If power lines are down or touching the tree, call Energex on 13 19 62 and stay at least 8 metres away, and if anyone is hurt or in danger, call 000. Then call us, and take photos of the damage if it's safe to do so.",
      },
      {
        question: "Will my insurance pay for tree removal?",
        answer:
          "It depends on your policy and on what the tree has damaged. Many policies cover removing a tree that has damaged your home or another insured structure, but may not cover a tree that fell without damaging anything. Check your policy or ask your insurer, and we'll supply the photos, report and invoice they need.",
      },
      {
        question: "Can you remove a tree that's on power lines?",
        answer:
          "Not until Energex has made the lines safe. Only Energex or authorised workers may work on or near power lines, so call Energex on 13 19 62 first and keep at least 8 metres away. Once the network is safe, we remove the tree and clean up.",
      },
      {
        question: "Should I cut up the fallen tree myself?",
        answer:
          "It's safer not to. Fallen and storm-damaged trees are often under tension and can spring back or roll when cut, which makes chainsaw work on them dangerous without training. Leave it to a qualified crew, especially if the tree is on a building, a vehicle or a fence.",
      },
      {
        question: "Do I need council approval to remove a storm-damaged tree?",
        answer:
          "Work to remove an immediate danger to people or property can usually go ahead, but the rules differ between Sunshine Coast Council and Noosa Shire Council. Removing what's left of a protected tree may still need approval. We'll tell you what applies and keep photos and notes of the danger in case council asks.",
      },
      {
        question: "How much does emergency tree removal cost?",
        answer:
          "It depends on the size of the tree, what it has fallen on, access, and how much rigging and clean-up is needed, so we don't give a price without seeing the job. We'll explain the costs before the main work starts and give you an itemised invoice for your insurer.",
      },
      {
        question: "Which areas do you cover for storm cleanup?",
        answer:
          "We cover the Sunshine Coast from Caloundra to Noosa and out to the hinterland around Nambour. Our home base in Mudjimba puts our crew close to most of the coast when storms hit.",
      },
    ],
  },
  locations: {
    heading: "Storm cleanup near you",
    intro:
      "Our crew responds to storm damage right across the Sunshine Coast. See how we work in your area, from the beachfront to the hinterland:",
  },
  cta: {
    heading: "Tree down? Call us now, day or night",
    text: `Our emergency crew responds ${emergencyHours} to fallen and storm-damaged trees. For clean-up that isn't urgent, request a free on-site quote and we'll reply ${replyWithin}.`,
  },
};
