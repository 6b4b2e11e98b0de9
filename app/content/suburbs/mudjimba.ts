import { pickService } from "#app/content/catalogue.ts";
import { emergencyHours, replyWithin } from "#app/content/facts.ts";
import type { SuburbCopy } from "#app/content/types.ts";

/** The Mudjimba page (/locations/mudjimba); where it is (slug, name, postcode, council) comes from suburb-slugs.ts. */
export const mudjimba: SuburbCopy = {
  meta: {
    title: "Tree Removal & Arborist Mudjimba 4564",
    description:
      "Qualified, insured arborists based in Mudjimba: tree removal, pruning, health checks and stump grinding for salt-exposed coastal gardens. Free on-site quotes.",
    keywords: [
      "arborist Mudjimba",
      "tree removal Mudjimba",
      "tree pruning Mudjimba",
      "stump grinding Mudjimba",
      "tree health assessment Mudjimba",
      "coastal tree care Sunshine Coast",
    ],
  },
  hero: {
    eyebrow: "Our home base, by the Maroochy River mouth",
    heading: "Arborists in Mudjimba for Coastal Tree Removal and Care",
    intro:
      "Mudjimba is where our crew lives and works from, so we know what salt-laden onshore winds and sandy soil do to trees between the river mouth and the beach. We remove, prune and check the health of she-oaks, banksias, pandanus and cottonwoods with the care a small beachside village deserves.",
    highlights: ["Local crew, minutes from your street", "Free on-site quote", `Quote reply ${replyWithin}`],
  },
  services: {
    heading: "Tree services for Mudjimba homes and beachside blocks",
    intro: "Coastal trees need a different approach from hinterland ones. These are the services Mudjimba locals ask us for most.",
    items: [
      pickService("removal", {
        description:
          "Safe, sectional removal of dead, dangerous or unwanted trees on tight beachside lots, lowering each piece by rope so fences, roofs and gardens are left intact.",
        features: [
          "Rope-lowered sectional dismantling for small yards",
          "Coastal she-oaks, cottonwoods and storm-weakened trees",
          "Green waste chipped and taken away",
          "Council permit checks before we start",
        ],
      }),
      pickService("pruning", {
        description:
          "Pruning to AS 4373-2007 that thins wind-loaded crowns, lifts canopies off roofs and lets ocean breezes move through the tree rather than push against it.",
        features: [
          "Crown thinning to reduce wind load",
          "Deadwood removal on salt-burnt limbs",
          "Clearance from roofs, gutters and beach paths",
          "Pandanus frond and fruit clean-up",
        ],
      }),
      pickService("health", {
        description:
          "An arborist's check of trees struggling with salt spray, sandy soil or root damage, with plain advice on whether to treat, prune or replace them.",
        features: [
          "Salt burn and wind damage diagnosis",
          "Root zone and sandy-soil stability checks",
          "Pest, dieback and decay inspection",
          "Written advice you can act on",
        ],
      }),
      pickService("stumps", {
        description:
          "Stumps ground below ground level so you can replant, lay turf or extend the garden, with the grindings left as mulch or taken away.",
        features: [
          "Grinding below ground level",
          "Narrow-access machines for side gates",
          "Surface roots followed out and ground",
          "Grindings spread as mulch or removed",
        ],
      }),
    ],
  },
  localExpertise: {
    heading: "Local expertise: why Mudjimba trees need a local arborist's eye",
    paragraphs: [
      "Mudjimba sits between the Maroochy River mouth and the open beach, looking out to Mudjimba Island. Trees here live with onshore winds that carry salt well back from the dunes, and they root into sandy soil that drains fast and holds little. A tree that would stand straight for decades in the hinterland can grow lopsided, shed limbs or start to lean on a beachfront block.",
      "Because this is our home base, we see these trees every day: coastal she-oaks that drop branches after a blow, coast banksias that thin out with age, pandanus hit by the planthopper that causes dieback along this coast, and cottonwood hibiscus spreading over fences and sheds. We prune and remove with those conditions in mind, so the trees you keep are better able to cope with the next windy season.",
      "Many Mudjimba blocks are compact, with homes close to the boundary and access down a narrow side path. We plan each job around that, using ropes and small machines rather than forcing heavy gear through your garden.",
    ],
    points: [
      "Our crew is based right here in Mudjimba",
      "Experience with she-oaks, banksias, pandanus and cottonwoods",
      "Pruning that reduces wind load on exposed trees",
      "Careful work on small, tightly built beachside lots",
      "Help with Sunshine Coast Council permits where trees are protected",
    ],
  },
  faq: {
    heading: "Mudjimba tree questions, answered",
    intro: "The questions we hear most from neighbours around the village and along the beachfront.",
    items: [
      {
        question: "Do I need council approval to remove a tree in Mudjimba?",
        answer:
          "Mudjimba is in the Sunshine Coast Council area, and some trees are protected by the planning scheme, by a development approval or because they sit in mapped coastal or native vegetation. Whether your tree is covered depends on the property. We check before any work starts and can help with the permit application if one is needed.",
      },
      {
        question: "Why are my she-oaks dropping so many branches?",
        answer:
          "Coastal she-oaks grow quickly in sandy soil and often carry dead or crossing branches that snap in strong onshore winds. Some branch drop is normal, but heavy or frequent drop can point to decay, root problems or an overloaded crown. A health assessment will tell you whether pruning is enough or whether the tree has become a risk.",
      },
      {
        question: "Can you save a pandanus with dieback?",
        answer:
          "It depends on how far the dieback has gone. Pandanus along this coast are attacked by a sap-sucking planthopper, and trees that still have plenty of healthy green growth can sometimes be helped with treatment and care. If the crown has mostly died back, removal and replanting is often the better choice, and we'll tell you honestly which applies.",
      },
      {
        question: "How do you remove a tree from a small beachside block?",
        answer:
          "We dismantle the tree in sections from the top down, lowering each piece on ropes so it lands exactly where we want it. This lets us work over roofs, fences and pools without dropping anything heavy. Our equipment is chosen to fit through side gates and along narrow paths.",
      },
      {
        question: "Is salt spray damaging my trees?",
        answer:
          "Salt carried on onshore winds burns leaves on the windward side, which is why many Mudjimba trees look thin or brown on the ocean side. Hardy coastal species cope with it, but trees brought in from other climates often struggle. We can tell you which trees are likely to recover and suggest salt-tolerant species if you're replanting.",
      },
      {
        question: "How soon can you get to my Mudjimba property?",
        answer: `As our home base, Mudjimba is usually the quickest suburb for us to reach. We reply to quote requests ${replyWithin} and come out to give a free on-site quote. For fallen trees or storm damage, our emergency crew responds ${emergencyHours}.`,
      },
    ],
  },
  cta: {
    heading: "Book a free on-site quote in Mudjimba",
    text: `Tell us about your tree and we'll reply ${replyWithin}. If we miss your call, we'll ring you back the same day.`,
  },
};
