/** Copy shared by every page: header, footer, buttons, the not-found page. */
import { islandCopy } from "#app/words-in-code/island-copy.ts";
import { emergencyHours, moreThanExperienceYears, replyWithin } from "#app/words-in-code/promises.ts";

/** Made once: a formatter is slow to make (1 s of the build for 1,000 posts, one per date). */
const monthYearFormat = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "UTC" });

/** "January 2024", from an ISO date or month ("2024-01-15", "2024-01"). */
export const monthAndYear = (isoDate: string) => monthYearFormat.format(new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`));

export const siteCopy = {
  skipLink: "Skip to main content",
  logoSubtitle: (region: string) => `${region} arborists`,
  googleReviewCount: (count: number | string) => `${count} Google reviews`,
  opensInNewTab: "(opens in a new tab)",
  rating: (stars: number) => `Rated ${stars} out of 5`,
  step: (step: number) => `Step ${step}: `,
  article: {
    byline: (author: string) => `By our ${author}`,
    readingTime: (minutes: number) => `${minutes} min read`,
    /** "Updated January 2024", from the article's ISO modification date. */
    updated: (isoDate: string) => `Updated ${monthAndYear(isoDate)}`,
  },
  stormNotice: {
    label: "Storm notice",
    call: (phone: string) => `Call ${phone}`,
    link: "What to do after a storm",
  },
  /** A suburb page's band of its latest jobs. */
  jobsIn: (suburb: string) => `Recent jobs in ${suburb}`,
  /** On each suburb page, where it talks about local rules: the council-approval article. */
  councilGuideLink: (council: string) => `Do you need ${council} approval to remove a tree? Read our guide`,
  menuButton: "Menu",
  closeMenuButton: "Close menu",
  callLabel: islandCopy.callLabel,
  quoteLabel: "Get Free Quote",
  /** The closing band's text where a page has no words of its own for it (/services, /testimonials). */
  quoteOrCallText: `Request a free on-site quote and we will reply ${replyWithin}. For a tree down or hanging dangerously, call us now: we respond ${emergencyHours}.`,
  footer: {
    blurb: `Qualified, insured arborists caring for Sunshine Coast trees for ${moreThanExperienceYears}: careful removals, pruning to Australian Standards and a crew that leaves your yard clean.`,
    quickLinksHeading: "Quick Links",
    contactHeading: "Contact",
    quotesLine: "Contact us for a free quote",
    rights: "All rights reserved.",
    privacyLink: "Privacy",
  },
  offline: {
    metaTitle: "You're offline",
    metaDescription: "This page isn't saved on this device. Call us, or send a quote request: it's kept and sent when you're back online.",
    hero: {
      eyebrow: "No connection",
      heading: "You're offline, and this page isn't saved on your phone yet",
      intro:
        "Call us now, or fill in the quote form: if the connection is still down, we keep your request on this phone and send it as soon as you're back online.",
    },
    homeLink: "Back to the home page",
  },
  notFound: {
    heading: "404",
    text: "Oops! Page not found",
    homeLink: islandCopy.homeLink,
    consoleMessage: "404 Error: User attempted to access non-existent route:",
    metaTitle: "Page not found",
    metaDescription: "The page you were looking for could not be found. Head back to the home page for Sunshine Coast tree services.",
  },
} as const;
