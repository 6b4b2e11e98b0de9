/**
 * Every business fact, written once. Pages, metadata, structured data and the quote form
 * import them from here; nothing else spells out the phone, the rating or the counts.
 */

export interface StormNoticeSetting {
  show: "off" | "on" | "season";
  /** Months 1–12; Queensland's storm season runs November to April. */
  season: { fromMonth: number; toMonth: number };
}

/** When the emergency crew answers; hoisted so the description below can say it too. */
const emergency = "24/7";

export const business = {
  /** Placeholder trading name until the owner confirms theirs. */
  name: "Canopy Tree Care",
  region: "Sunshine Coast",
  tagline: "Qualified, insured arborists on the Sunshine Coast",
  description: `Qualified and fully insured arborists on the Sunshine Coast: tree removal, pruning, stump grinding, palm care, tree health and risk assessments, storm cleanup and ${emergency} emergency work.`,
  phone: {
    /**
     * 0491 570 156 is reserved for fiction by the Australian Communications and Media Authority,
     * so no real person is rung before the owner sets the business number here.
     */
    display: "0491 570 156",
    /** E.164 form for tel: links and structured data. */
    e164: "+61491570156",
  },
  /** Where quote requests are delivered and the fallback mailto: link points; the owner sets theirs. */
  email: "quotes@canopytreecare.com.au",
  address: {
    locality: "Mudjimba",
    region: "QLD",
    regionName: "Queensland",
    country: "AU",
    postcode: "4564",
  },
  geo: { latitude: -26.61523, longitude: 153.09931 },
  rating: {
    value: 5.0,
    best: 5,
    worst: 1,
    /** Google reviews counted on the home page and in structured data. */
    homeCount: 105,
    /** The testimonials page's wording ("82+ reviews"). */
    testimonialsCount: "82+",
  },
  /** Google Maps listing with the business's reviews; the owner swaps in their own place link. */
  googleReviewsUrl: "https://www.google.com/maps/search/?api=1&query=Canopy+Tree+Care+Mudjimba+QLD",
  yearsExperience: "15+",
  customers: "1000+",
  quoteReplyHours: 24,
  /** Service radius around each suburb page's location, in metres. */
  serviceRadiusMeters: 50000,
  priceRange: "$$",
  emergency,
  /** Structured data's served areas (spec section 9: ten). */
  servedAreas: [
    "Mudjimba",
    "Coolum Beach",
    "Peregian Beach",
    "Noosa",
    "Maroochydore",
    "Caloundra",
    "Nambour",
    "Buderim",
    "Mooloolaba",
    "Bli Bli",
  ],
  serviceTypes: [
    "Tree Removal",
    "Tree Pruning",
    "Stump Grinding",
    "Palm Care",
    "Tree Health Assessment",
    "Tree Risk Assessment",
    "Storm Cleanup",
    "Emergency Tree Services",
  ],
  credentials: [
    {
      title: "Diploma of Arboriculture",
      description: "Our lead arborist holds the AQF Level 5 Diploma of Arboriculture.",
    },
    {
      title: "AQF Level 3 or higher",
      description: "Every climber on our crew is qualified to AQF Level 3 in Arboriculture or higher.",
    },
    {
      title: "AS 4373-2007 pruning standard",
      description: "All pruning follows Australian Standard AS 4373-2007, Pruning of amenity trees.",
    },
    {
      title: "Fully insured",
      description: "Public liability and professional indemnity insurance, certificates on request.",
    },
  ],
  /** The one credential structured data names (schema.org hasCredential). */
  primaryCredential: "Diploma of Arboriculture",
  /** Structured data's sample reviews are published in reviews.ts. */
  foundingCopyright: 2024,
  /**
   * The band under the header that says storm calls are taken 24/7. "off", "on", or "season": on
   * between these months (inclusive, across the new year), as of the day the site is built. The
   * VITE_STORM_NOTICE setting overrides it, so the owner can switch it from the host's settings.
   */
  stormNotice: { show: "off", season: { fromMonth: 11, toMonth: 4 } } as StormNoticeSetting,
} as const;

export const telHref = `tel:${business.phone.e164}`;
