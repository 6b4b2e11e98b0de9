import type { ServicesContent } from "./types";

export const servicesPage: ServicesContent = {
  meta: {
    title: "Tree Removal, Pruning & Stump Grinding Services",
    description:
      "Tree removal, pruning, stump grinding, health and risk assessments and 24/7 emergency work by qualified, insured arborists on the Sunshine Coast. Free quotes.",
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
    highlights: [
      "Free on-site quotes",
      "Pruning to AS 4373-2007",
      "Help with council permits",
      "24/7 emergency response",
    ],
  },
  services: {
    heading: "Our tree services: what we can do for your trees",
    intro:
      "Every job starts with a free on-site look, so we can see the tree, the access and what is below it before we recommend anything.",
    items: [
      {
        icon: "axe",
        title: "Tree Removal",
        description:
          "When a tree is dead, dangerous, diseased or simply in the wrong place, we take it down safely, often in sections by rope where there is no room to drop it whole.",
        features: [
          "Sectional removal over roofs, pools and fences",
          "Council permit checks and applications",
          "Chipping and removal of all green waste",
          "Stump grinding on the same visit if you need it",
        ],
      },
      {
        icon: "scissors",
        title: "Tree Pruning",
        description:
          "Good pruning keeps a tree healthy, safe and good-looking for years. Every cut we make follows Australian Standard AS 4373-2007, never lopping or topping.",
        features: [
          "Deadwooding, crown thinning and crown lifting",
          "Clearance from roofs, gutters and power lines",
          "Palm cleaning: dead fronds, nuts and seed pods",
          "Formative pruning for young trees",
        ],
      },
      {
        icon: "stethoscope",
        title: "Tree Health Assessment",
        description:
          "Yellowing leaves, dieback, fungi at the base or borers in the trunk? We find out what is wrong and tell you honestly whether the tree can be saved.",
        features: [
          "Inspection of crown, trunk, roots and soil",
          "Pest, disease and fungal problem diagnosis",
          "Plain-English advice on treatment options",
          "Written report on request",
        ],
      },
      {
        icon: "circle-dot",
        title: "Stump Grinding",
        description:
          "We grind old stumps out below ground level, so you can returf, replant or build without an eyesore or a trip hazard in the yard.",
        features: [
          "Grinding below ground level",
          "Surface roots followed and removed",
          "Grindings raked up or left as mulch",
          "Access through narrow side gates",
        ],
      },
      {
        icon: "shield-alert",
        title: "Tree Risk Assessment",
        description:
          "A qualified look at whether a tree is likely to fail and what it could hit, so you can make a sound decision before storm season rather than after it.",
        features: [
          "Assessment of structure, defects and lean",
          "Targets identified: homes, cars, people, lines",
          "Practical options ranked by urgency",
          "Reports for councils, bodies corporate and buyers",
        ],
      },
      {
        icon: "siren",
        title: "Emergency Services",
        description:
          "Storms, strong winds and saturated sandy soils bring trees down on the coast. We respond 24/7 to make fallen and hanging trees safe.",
        features: [
          "24/7 response for fallen and split trees",
          "Trees cleared from houses, cars and driveways",
          "Storm damage cleanup",
          "Photos and reports for insurance claims",
        ],
      },
    ],
  },
  whyChoose: {
    heading: "Why choose our arborists",
    intro:
      "Tree work is not a job for guesswork. This is what sits behind every quote we give.",
    items: [
      {
        icon: "graduation-cap",
        title: "Qualified crew",
        description:
          "Our lead arborist holds a Diploma of Arboriculture, and every climber is qualified to AQF Level 3 or higher.",
      },
      {
        icon: "shield-check",
        title: "Fully insured",
        description:
          "Public liability and professional indemnity insurance, with certificates available before we start.",
      },
      {
        icon: "trees",
        title: "Local tree knowledge",
        description:
          "We know how gums, figs, pines, palms and camphor laurel behave in coastal winds and sandy soils, and what each council expects.",
      },
      {
        icon: "calendar-check",
        title: "Quick, clear quotes",
        description:
          "A reply within 24 hours, a free on-site visit and a written quote that says exactly what we will do.",
      },
    ],
  },
  faq: {
    heading: "Questions about our tree services",
    intro:
      "Common questions about pruning, removals and assessments on the Sunshine Coast.",
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
    text: "Request a free on-site quote and we will reply within 24 hours. For a tree down or hanging dangerously, call us now: we respond 24/7.",
    quoteLabel: "Request Quote",
  },
};
