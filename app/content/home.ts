import { pickReason, pickService } from "#app/content/catalogue.ts";
import { emergencyHours, emergencyResponse, replyPromise, replyWithin } from "#app/content/facts.ts";
import type { HomeContent } from "#app/content/types.ts";

/*
 * The testimonials below are placeholders. The owner must replace them with real customers'
 * reviews (with their permission) before launch: publishing invented reviews is misleading
 * conduct and unlawful under the Australian Consumer Law.
 */
export const home: HomeContent = {
  meta: {
    title: "Qualified Arborists & Tree Services",
    description: `Qualified, insured arborists for tree removal, pruning, stump grinding and ${emergencyHours} storm work on the Sunshine Coast. Free on-site quotes, reply ${replyWithin}.`,
    keywords: [
      "arborist Sunshine Coast",
      "tree services Sunshine Coast",
      "tree removal Sunshine Coast",
      "tree pruning",
      "stump grinding",
      "emergency tree services",
      "qualified arborist",
    ],
  },
  hero: {
    eyebrow: "Sunshine Coast arborists",
    heading: "Sunshine Coast tree services from qualified arborists",
    intro:
      "From a single overgrown gum to a storm-damaged fig over the house, our qualified, insured crew removes, prunes and cares for trees across the coast and hinterland, and leaves your yard clean when we go.",
    highlights: ["Free on-site quotes", replyPromise, emergencyResponse, "Fully insured"],
  },
  googleReview: {
    heading: "See what Sunshine Coast locals say about us on Google",
    text: "Homeowners, businesses and landowners from Noosa to Caloundra have left reviews about our work on Google. Read them before you book, so you know what to expect.",
    linkLabel: "Read our Google reviews",
  },
  reasons: {
    heading: "Why locals choose us for their trees",
    intro:
      "Tree work is dangerous and hard to undo. Here is what you get when you book a qualified crew rather than a bloke with a chainsaw.",
    items: [
      pickReason("qualified", {
        title: "Trained, qualified arborists",
        description:
          "Our lead arborist holds a Diploma of Arboriculture and every climber is qualified to AQF Level 3 or higher, so the person up your tree knows how it will respond to each cut.",
      }),
      pickReason("insured", {
        title: "Fully insured for your peace of mind",
        description:
          "We carry public liability and professional indemnity insurance, and we are happy to send you the certificates before any work starts.",
      }),
      pickReason("cleanup"),
    ],
  },
  fastCommunication: {
    heading: "Fast Communication",
    intro: "You should not have to chase a tree service. We answer, turn up when we say we will and keep you in the loop.",
    items: [
      {
        icon: "phone",
        title: "Same-Day Callback",
        description: `If we are up a tree when you ring, we call you back the same day. Quote requests sent online get a reply ${replyWithin}.`,
      },
      pickReason("punctual"),
      {
        icon: "badge-check",
        title: "High Standard",
        description:
          "Every pruning cut follows Australian Standard AS 4373-2007, and we finish each job with a tidy-up and a walk around the yard with you.",
      },
    ],
  },
  services: {
    heading: "Our Services",
    intro:
      "Whatever your trees need, one qualified crew handles the whole job, from the first look to the last leaf blown off the driveway.",
    linkLabel: "View All Services",
    items: [
      pickService("removal", {
        description:
          "Safe removal of dead, dangerous or unwanted trees, taken down in sections where space is tight so your house, fences and gardens are protected.",
        features: [
          "Controlled sectional removal near homes",
          "Help with council tree permits",
          "Green waste chipped and taken away",
          "Stump grinding on the same visit if you need it",
        ],
      }),
      pickService("pruning", {
        description:
          "Pruning to the Australian Standard that keeps trees healthy and safe, lets light into the yard and clears roofs, gutters and power lines.",
        features: [
          "Deadwooding and crown thinning",
          "Clearance from roofs, gutters and driveways",
          "Palm cleaning, fronds and seed pods removed",
          "Cuts made to AS 4373-2007",
        ],
      }),
      pickService("stumps", {
        description:
          "Old stumps ground out below ground level, so you can returf, plant a new garden or build without tripping over the past.",
        features: [
          "Grinding below ground level",
          "Surface roots followed and removed",
          "Grindings cleaned up or left as mulch",
          "Access through narrow side gates",
        ],
      }),
    ],
  },
  testimonials: {
    heading: "What our customers say",
    intro: "A few words from homeowners and businesses we have worked for around the Sunshine Coast.",
    fallback: {
      text: "Read what homeowners and businesses around the coast say about our work on",
      linkLabel: "our testimonials page",
    },
    items: [
      {
        text: "They took down a big leaning gum between our house and the neighbour's fence, piece by piece, without a scratch on either. The crew arrived at 7 am as promised and the yard was spotless by lunch.",
        author: "Sarah M.",
        rating: 5,
        location: "Buderim",
      },
      {
        text: "Our two coconut palms were dropping fronds on the driveway. They cleaned both, removed the nuts and were in and out in a couple of hours. Easy to deal with from the first phone call.",
        author: "Greg T.",
        rating: 5,
        location: "Mooloolaba",
      },
      {
        text: "I missed their call while at work and got a second call that same afternoon. The quote was clear, the job matched it and they sorted the council permit paperwork for us.",
        author: "Lisa K.",
        rating: 5,
        location: "Noosaville",
      },
      {
        text: "After a storm brought half a camphor laurel down across our fence, they came out the next morning, made it safe and gave us photos and a report for the insurer.",
        author: "David R.",
        rating: 5,
        location: "Nambour",
      },
      {
        text: "We had six old stumps left by the previous owners. They ground every one out, chased the roots and raked the area flat, ready for new turf.",
        author: "Jenny P.",
        rating: 5,
        location: "Coolum Beach",
      },
    ],
  },
  areas: {
    heading: "Areas We Serve",
    intro:
      "Based in Mudjimba, we work right across the Sunshine Coast, from Noosa and Peregian Beach down to Caloundra, and up into the hinterland around Nambour, Maleny and Montville.",
  },
  faq: {
    heading: "Tree service questions we are often asked",
    intro: "Straight answers to the questions Sunshine Coast homeowners ask us most. If yours is not here, give us a call.",
    items: [
      {
        question: "Do I need council approval to remove a tree on the Sunshine Coast?",
        answer:
          "Sometimes. Sunshine Coast Council and Noosa Shire Council protect some trees depending on the size, species, zoning and location, for example near waterways or in vegetation overlays. We check before we quote and help you with the permit application if one is needed.",
      },
      {
        question: "How quickly will I get a quote?",
        answer: `We reply to every quote request ${replyWithin}, and if you ring while we are working we call you back the same day. Quotes are free and done on site, so we can see the tree, the access and what is underneath it.`,
      },
      {
        question: "Are you qualified and insured?",
        answer:
          "Yes. Our lead arborist holds a Diploma of Arboriculture, every climber is qualified to AQF Level 3 or higher, and we carry public liability and professional indemnity insurance. We will send you the certificates on request.",
      },
      {
        question: "Do you come out for storm damage after hours?",
        answer: `Yes, we run a ${emergencyHours} emergency service. Storm season on the coast runs from November to April, and if a tree comes down on your house, car or driveway we will make it safe and help with photos and reports for your insurance claim.`,
      },
      {
        question: "What happens to the branches and green waste?",
        answer:
          "We chip it on site and take it away as part of the job. If you would like the woodchip for your garden beds, just tell us and we will leave a pile where you want it.",
      },
      {
        question: "Can you grind the stump when you remove a tree?",
        answer:
          "Yes. We can grind the stump on the same visit, below ground level, and clean up the grindings so the area is ready for turf or a new garden. Just mention it when you ask for your quote.",
      },
    ],
  },
  cta: {
    heading: "Get a free quote from a qualified arborist",
    text: `Tell us about your trees and we will reply ${replyWithin} to arrange a free on-site quote. Tree down or hanging over the house? Call us now, day or night.`,
  },
};
