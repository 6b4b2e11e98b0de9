/**
 * Every page's content shape, built from shapes.ts: what each page needs to work, with lists
 * bounded where their section needs an item or its layout gives out. The owner may grow or
 * retitle the content within them; the specification's own counts, titles and order are checked
 * on the shipped content by content-shape.test.ts. The objects are strict, so a field no schema
 * names fails as well as a missing one. types.ts reads the pages' types from these.
 */
import * as z from "zod";
import { paths } from "#app/paths.ts";
import {
  areaLink,
  callToAction,
  faq,
  intro,
  linkBlock,
  list,
  oneTo,
  page,
  pointedSection,
  processStep,
  reason,
  reasons,
  region,
  serviceCard,
  stars,
  testimonial,
  text,
  textSection,
  texts,
} from "#app/content/shapes.ts";

/** How many testimonials /testimonials shows, the newest (spec: six): two rows of three. */
export const TESTIMONIALS_SHOWN = 6;

export const homeShape = z.strictObject({
  ...page,
  googleReview: linkBlock,
  reasons,
  /** How the crew keeps in touch (same-day callback, punctual, high standard), laid out as reasons. */
  fastCommunication: reasons,
  /** A taste of the services, three to a row, with a link to /services for the rest: two rows at most. */
  services: list(oneTo(serviceCard, 6)).extend({ linkLabel: text }),
  /**
   * Placeholders until the owner supplies real reviews. Loaded lazily, into a placeholder that
   * reserves each card's height: two rows of three at most, so the reserved band stays short.
   */
  testimonials: list(oneTo(testimonial, 6)).extend({
    /** Shown instead where the lazy load cannot run (no JavaScript) or fails: a sentence ending in a link. */
    fallback: z.strictObject({ text, linkLabel: text }),
  }),
  areas: intro,
  faq,
  cta: callToAction,
});

export const servicesShape = z.strictObject({
  ...page,
  /** The service this page offers, as structured data names it. */
  serviceName: text,
  /** Above the cards, three to a row: every service file with a description, in their order (readServiceCards). */
  services: intro,
  whyChoose: reasons,
  faq,
  cta: callToAction.extend({ quoteLabel: text }),
});

export const aboutShape = z.strictObject({
  ...page,
  story: textSection,
  whyChoose: reasons,
  credentials: intro,
  testimonial: z.strictObject({ heading: text, item: testimonial }),
  areasLink: linkBlock,
  cta: callToAction,
});

export const areasShape = z.strictObject({
  ...page,
  /** Regions of the coast, three to a row: four rows at most. */
  regions: list(oneTo(region, 12)),
  /** The areas grid shared with the home page: the suburb pages first, then the places below. */
  areaGrid: intro,
  /**
   * The grid's places without a page of their own (the suburb pages come from the route table), each
   * leading to /areas. None is fine; the grid is five to a row, and two rows of these keep it a grid.
   */
  otherAreaLinks: z.array(areaLink.extend({ link: z.literal(paths.areas) })).max(10),
  cta: callToAction,
});

const contactDetails = z.strictObject({ heading: text, quotesLine: text, hoursLine: text, emailLabel: text });
export const contactShape = z.strictObject({ ...page, form: intro, details: contactDetails, whyChoose: reasons, emergency: callToAction });

export const testimonialsShape = z.strictObject({
  ...page,
  /** The rating block above the reviews. */
  googleReview: callToAction,
  /** The newest testimonials, from content/testimonials: one at least, for the page to show any. */
  reviews: list(oneTo(testimonial, TESTIMONIALS_SHOWN)),
  googleLinkLabel: text,
  cta: callToAction,
});

const numberedFromOne = (items: { step: number }[]) => items.every((item, index) => item.step === index + 1);
export const stormShape = z.strictObject({
  ...page,
  /** The hero's call button, e.g. "Emergency? Call". */
  callLabel: text,
  /** The service this page offers, as structured data names it. */
  serviceName: text,
  /** Emergencies, each shaped like a reason, three to a row: four rows at most. */
  situations: list(oneTo(reason, 12)),
  /** Steps a caller follows in order, numbered as shown: past ten it is no longer a process to follow. */
  process: list(oneTo(processStep, 10).refine(numberedFromOne, "steps numbered from 1")),
  whyQualified: reasons,
  blogLink: linkBlock,
  preparation: list(texts),
  preventiveCare: list(texts),
  insurance: pointedSection,
  faq,
  locations: intro,
  cta: callToAction,
});

/** Where a suburb is: the facts its file (content/suburbs/<slug>.json) gives its page. */
export const suburbPlaceShape = z.strictObject({
  /** URL segment, e.g. "coolum-beach": the file's name. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text,
  postcode: z.string().regex(/^4\d{3}$/),
  council: text,
  /** In Queensland. */
  geo: z.strictObject({ latitude: z.number().min(-29).max(-10), longitude: z.number().min(138).max(154) }),
});
/** A suburb page's service cards (its focus services): four to a row on a wide screen, two rows at most. */
export const suburbServiceCards = <T extends z.ZodType>(card: T) => oneTo(card, 8);
/** A suburb page's own copy. */
export const suburbCopyShape = z.strictObject({
  ...page,
  services: list(suburbServiceCards(serviceCard)),
  localExpertise: pointedSection,
  faq,
  cta: callToAction,
});
export const suburbShape = suburbPlaceShape.extend(suburbCopyShape.shape);

/** A review for structured data (spec section 9: eight samples, July to October 2024, pinned in content-shape.test.ts). */
export const review = z.strictObject({
  body: text,
  rating: stars,
  author: text,
  /** ISO date, yyyy-mm-dd. */
  datePublished: z.iso.date("a date as YYYY-MM-DD"),
});

/**
 * Links onward from a post, each to one of the site's pages: six at most. The editor offers the pages
 * of the page registry; the blog's reader refuses an address that is no page (none leads to the 404 page).
 */
const postLinks = oneTo(
  areaLink.extend({ link: text.meta({ title: "Page", description: "The page of the site it leads to.", widget: "page" }) }),
  6,
);
export const blogIndexShape = z.strictObject({ ...page, listHeading: text });
export const postSurroundingsShape = z.strictObject({ next: z.strictObject({ heading: text, links: postLinks }), cta: callToAction });
export const privacyShape = z.strictObject({ ...page, sections: z.array(textSection).min(1) });

/** The gallery of jobs (/our-work) and the job sections of home, /services and the suburb pages. */
export const ourWorkShape = z.strictObject({
  ...page,
  /** Above the links that filter the gallery by service. */
  filterLabel: text,
  allLabel: text,
  stageLabels: z.strictObject({ before: text, during: text, after: text }),
  /** Home's band of the latest three jobs. */
  homeSection: linkBlock.omit({ text: true }).extend({ intro: text }),
  /** A suburb page's latest jobs there. */
  suburbSection: z.strictObject({ intro: text, linkLabel: text }),
  /** /services: a line that leads to the gallery. */
  servicesLink: text,
  cta: callToAction,
});
