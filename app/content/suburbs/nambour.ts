import { pickService } from "#app/content/catalogue.ts";
import { emergencyHours, emergencyResponse, replyWithin } from "#app/content/facts.ts";
import type { SuburbCopy } from "#app/content/types.ts";

/** The Nambour page (/locations/nambour); where it is (slug, name, postcode, council) comes from suburb-slugs.ts. */
export const nambour: SuburbCopy = {
  meta: {
    title: "Tree Removal & Rural Arborist Nambour 4560",
    description: `Arborists for Nambour and hinterland acreage: tree removal, rural tree work, health assessments and ${emergencyHours} storm response on sloping blocks. Free on-site quotes.`,
    keywords: [
      "arborist Nambour",
      "tree removal Nambour",
      "rural tree services Sunshine Coast hinterland",
      "camphor laurel removal Nambour",
      "gum tree removal Nambour",
      "emergency tree service Nambour",
    ],
  },
  hero: {
    eyebrow: "Arborists on the hinterland edge",
    heading: "Tree Removal and Rural Tree Services in Nambour",
    intro: `Nambour sits where the coast meets the hinterland, with larger blocks, sloping land and big eucalypts that catch the storms rolling off the Blackall Range. Our qualified crew brings the skills and machinery for rural and residential work, and responds ${emergencyHours} when storms hit.`,
    highlights: ["Machinery for rural and sloping sites", "Rural work kept within the clearing rules", `${emergencyHours} storm response`],
  },
  services: {
    heading: "Tree services for Nambour town blocks and acreage",
    intro:
      "Big trees, slopes and rural land call for the right equipment and a careful plan. These are the services we provide around Nambour.",
    items: [
      pickService("removal", {
        description:
          "Removal of large eucalypts and unwanted trees on town and hinterland blocks, by climbing and rigging or controlled felling, depending on the slope and space.",
        features: [
          "Large spotted gums and blue gums",
          "Camphor laurel and weed tree removal",
          "Controlled felling where there's room",
          "Rigging on steep and tight sites",
        ],
      }),
      pickService("rural", {
        description:
          "Tree work for acreage and farms, from fence line and track clearing to windbreak maintenance, kept within council and state clearing rules.",
        features: [
          "Fence line, track and firebreak clearing",
          "Windbreak and shade tree maintenance",
          "Clearing rules checked before work",
          "Machinery access planned for slopes and wet ground",
        ],
      }),
      pickService("health", {
        description:
          "Inspections of big hinterland trees for decay, root problems and storm damage, with advice on what to keep, prune or remove.",
        features: [
          "Decay and structural defect checks",
          "Root stability on sloping ground",
          "Post-storm damage assessments",
          "Written reports when you need them",
        ],
      }),
      pickService("emergency", {
        description: `${emergencyHours} callouts for trees brought down by storms off the range, whether they're across driveways, fences, sheds or roofs.`,
        features: [
          emergencyResponse,
          "Clearing blocked driveways and rural access",
          "Make-safe work on damaged trees",
          "Help with insurance claim paperwork",
        ],
      }),
    ],
  },
  localExpertise: {
    heading: "Local expertise for Nambour's slopes, acreage and big gums",
    paragraphs: [
      "Nambour is the Sunshine Coast's hinterland town, and properties here range from town blocks to acreage running up into the foothills of the Blackall Range. Many are sloping, some steeply, and machinery access can be limited by gullies, soft ground after rain or a single gravel driveway. We look at access first, so the right machine and the right method are matched to your block.",
      "The trees are bigger here too. Spotted gums and Queensland blue gums grow very tall, and mature eucalypts can drop large limbs, especially in hot weather or after a storm. Camphor laurel is common on older properties and along creeks, and as a restricted invasive plant in Queensland it's one many landowners want gone. We remove these trees safely and can mulch the waste on site where that suits you.",
      "Clearing on rural land is regulated. Depending on the property, council planning rules, Queensland's vegetation management laws and koala habitat protections in south-east Queensland can all apply. We check before we clear, so the work you pay for doesn't land you in trouble.",
    ],
    points: [
      "Equipment for sloping and rural sites",
      "Removal and pruning of big eucalypts",
      "Camphor laurel and weed tree control",
      "Clearing rules checked before work starts",
      "Fast response when storms come off the range",
    ],
  },
  faq: {
    heading: "Nambour and hinterland tree questions",
    intro: "What town residents and rural landowners around Nambour ask us most.",
    items: [
      {
        question: "Can I clear trees on my rural property near Nambour?",
        answer:
          "Possibly, but it depends on the property. Council planning rules, Queensland's vegetation management laws and koala habitat protections in south-east Queensland can all apply, and some clearing is exempt while other clearing needs approval. We check what applies before we start and can help you work through any applications.",
      },
      {
        question: "Is camphor laurel a weed?",
        answer:
          "Yes. Camphor laurel is a restricted invasive plant under Queensland's biosecurity laws, and it spreads readily along creeks and into bushland. Large camphors can be removed in sections and the stumps ground or treated to stop regrowth. We also check whether the tree is holding up something important, such as a creek bank, before it comes out.",
      },
      {
        question: "Why do big gum trees drop branches without warning?",
        answer:
          "Large eucalypts can shed limbs suddenly, sometimes on still, hot days, and storms add to the risk. Decay, old wounds and poorly attached branches make it more likely. A tree health assessment can spot many of these warning signs so risky limbs can be pruned before they fall.",
      },
      {
        question: "Can you get machinery onto a steep block?",
        answer:
          "Often, yes, but we check first. We look at the slope, ground conditions, gates and driveways at the quote stage, and where machines can't go safely we climb and rig the tree instead. That protects your land as well as our crew.",
      },
      {
        question: "Do you respond to storm damage in the hinterland?",
        answer: `Yes. Storms often build over the range and hit Nambour hard, and our crew responds ${emergencyHours} to trees down across driveways, fences, sheds and homes. If power lines are involved, call Energex on 13 19 62 first and keep at least 8 metres away.`,
      },
      {
        question: "What happens to the timber and green waste on a rural job?",
        answer:
          "On acreage, many owners like to keep the mulch for gardens or the logs for firewood, and we can leave them on site where it's safe to do so. Otherwise we take everything away. We'll talk through the options when we quote.",
      },
    ],
  },
  cta: {
    heading: "Book a free on-site quote in Nambour",
    text: `From a single gum on a town block to a day's work on acreage, we'll come out, look at access and reply to your request ${replyWithin}.`,
  },
};
