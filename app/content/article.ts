import type { ArticleContent } from "./types";

/** The article at /blog/arborists-vs-tree-loppers. The brand is rendered from business.ts. */
export const article: ArticleContent = {
  meta: {
    title: "Arborists vs Tree Loppers: Why Qualifications Matter",
    description:
      "What separates a qualified arborist from a tree lopper: AQF training, AS 4373-2007 pruning, insurance, council permits and what to ask before you hire anyone.",
    keywords: [
      "arborist vs tree lopper",
      "qualified arborist Sunshine Coast",
      "tree lopping",
      "AS 4373-2007 pruning",
      "Certificate III in Arboriculture",
      "hiring a tree service",
      "tree removal council permit",
    ],
  },
  headline: "Arborists vs Tree Loppers: Why Qualifications Matter",
  lede: "Anyone can buy a chainsaw and call themselves a tree lopper. Here's what a qualified arborist does differently, why it matters for your trees, your property and your safety, and what to ask before you hire anyone to work on your trees.",
  author: "Lead Arborist",
  datePublished: "2023-11-14",
  dateModified: "2024-01-18",
  section: "Tree Care Advice",
  body: [
    {
      heading: "What an arborist is, and the qualifications to look for",
      paragraphs: [
        "An arborist is a tree specialist, trained in how trees grow, how they respond to cutting and how they fail. In Australia, arboriculture qualifications sit on the Australian Qualifications Framework, or AQF.",
        "The core trade qualification is the AQF Level 3 Certificate III in Arboriculture. It covers climbing and aerial rescue, safe chainsaw use, rigging and lowering limbs, tree identification and pruning to the Australian Standard. Climbers who hold it have been trained and assessed, not just shown the ropes on the job.",
        "The AQF Level 5 Diploma of Arboriculture goes further, into tree biology, health and risk assessment, and writing reports for councils, insurers and property owners. A Diploma-qualified arborist is the person to ask whether a tree is safe, why it's declining or how to protect it during building work.",
        "Tree work isn't a licensed trade in Queensland the way electrical work is, so ask what qualifications the people climbing your tree hold, not just the person who quotes.",
      ],
    },
    {
      heading: "What 'lopping' really means, and why it harms trees",
      paragraphs: [
        "'Tree lopping' is a common Australian phrase for any tree work. Strictly, though, lopping means cutting branches back to stubs between branch junctions, or cutting the top off a tree, known as topping, to make it shorter. It's quick, which is why it's still offered.",
        "Trees don't heal wounds the way we do. They seal them off, and a clean cut at the branch collar or a suitable junction gives them the best chance. A lopped stub leaves the tree no good way to seal the wound, so decay can spread into the branch and down into the trunk over the following years.",
        "The tree also reacts to losing so many leaves by pushing out a mass of fast-growing epicormic shoots from buds under the bark near the cuts. These shoots are attached only to the outer layers of wood, not anchored like a natural branch, and as they grow heavy on a decaying stub they're prone to breaking off in strong wind.",
        "The result is often a tree that's denser, soon as tall as it was before, and less safe. It needs more frequent work, not less, and it may eventually need removing when proper pruning could have kept it.",
      ],
    },
    {
      heading: "The Australian Standard for pruning",
      paragraphs: [
        "Australian Standard AS 4373-2007, Pruning of amenity trees, sets out how trees in gardens, streets and parks should be pruned. It describes where cuts should be made and the accepted types of pruning, such as removing deadwood, thinning or lifting a crown and reducing a crown's size, as well as practices to avoid, including lopping and topping.",
        "When you ask for a quote, ask whether the work will be done to AS 4373-2007. A qualified arborist will say yes without hesitation and can explain what they plan to cut and why. If the answer is vague, or the plan is to 'take it back by half', that tells you a lot.",
        "Having the standard written into your quote also protects you if the job is ever questioned.",
      ],
    },
    {
      heading: "Insurance: the question most people forget to ask",
      paragraphs: [
        "Tree work happens above roofs, fences, cars and neighbours' yards, and even careful crews plan for things going wrong. Two kinds of cover matter most. Public liability insurance covers damage to your property or someone else's, and injury to members of the public, caused by the work. Professional indemnity insurance covers the advice an arborist gives, such as a report saying a tree is safe to keep.",
        "If an uninsured operator drops a limb through your roof or your neighbour's carport, you may be left to chase the cost yourself. Ask for certificates of currency before work starts, and check that the dates are current and the business name matches the person you're dealing with.",
        "It's also fair to ask whether the crew is covered by workers' compensation, because an injury on your property is a real possibility with tree work.",
      ],
    },
    {
      heading: "Council permits: check before anything is cut",
      paragraphs: [
        "Not every tree can be removed or heavily pruned just because it's on your land. On the Sunshine Coast, trees can be protected by Sunshine Coast Council's planning scheme, by conditions on a development approval, or because they sit in mapped vegetation, near a waterway or in koala habitat. Noosa Shire Council has its own planning scheme and vegetation rules, which differ from Sunshine Coast Council's.",
        "Removing a protected tree without approval can lead to penalties, and the responsibility usually falls on the property owner, not the person holding the saw. A qualified arborist will check what applies to your property, tell you whether approval is needed and help you prepare the application, often with an arborist's report to support it.",
        "If you're not sure whether a tree is protected, ask before any work is booked. It's far easier than explaining afterwards.",
      ],
    },
    {
      heading: "Safety on site, for the crew and for you",
      paragraphs: [
        "Tree work combines chainsaws, working at height, heavy falling timber and sometimes power lines, and a mistake can have serious consequences for the crew and anyone nearby.",
        "Under Queensland's work health and safety laws, businesses doing tree work must manage those risks, and Safe Work Australia publishes a guide to managing the risks of tree trimming and removal work. In practice that means assessing the site before cutting, setting exclusion zones, wearing protective equipment, having trained climbers with a rescue plan, and rigging heavy sections down rather than dropping them.",
        "Power lines need particular care. Only authorised people may work close to them, and a qualified arborist will tell you when Energex needs to be involved rather than taking the risk.",
      ],
    },
    {
      heading: "Questions to ask before you hire anyone",
      paragraphs: [
        "A good tree business won't mind being asked these questions, and the answers will quickly show you who you're dealing with.",
        "What qualifications do the people working on my tree hold? Look for the Certificate III in Arboriculture for climbers, and a Diploma for assessments and reports.",
        "Will the work be done to AS 4373-2007, and can you explain exactly what you'll cut? Be wary of any plan to top or lop the tree.",
        "Can I see your public liability and professional indemnity certificates of currency? Does this tree need council approval, and will you check before work starts?",
        "How will you protect my house, garden and neighbours, and what happens to the green waste and the stump? Is all of that included in the written quote?",
      ],
    },
    {
      heading: "The real cost of getting it wrong",
      paragraphs: [
        "A cheap job can turn out expensive. A lopped tree often needs repeated work as regrowth returns, and may decline until removal is the only option. A limb dropped without rigging can damage a roof, a fence or a car, and an uninsured operator may leave you with the bill. Removing a protected tree without approval can bring penalties on top of the cost of the work.",
        "There's also a cost you don't see straight away: a mature tree that gave shade, privacy and a home for wildlife, lost when careful pruning would have kept it safe.",
        "Hiring a qualified, insured arborist doesn't mean paying for more work than you need. Often it means less: the right cuts, made once, and advice you can rely on. If you're unsure about a tree on your property, a free on-site quote is a simple place to start.",
      ],
    },
  ],
  next: {
    heading: "Talk to a qualified arborist",
    links: [
      { name: "Our tree services", link: "/services" },
      { name: "About our qualified crew", link: "/about" },
      { name: "What our customers say", link: "/testimonials" },
    ],
  },
  cta: {
    heading: "Talk to a qualified arborist about your trees",
    text: "Book a free on-site quote and we'll reply within 24 hours. Our qualified, insured crew prunes to AS 4373-2007 and can help with council permits.",
  },
};
