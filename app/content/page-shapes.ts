/**
 * Every page's content shape, with the counts and lists the specification sets (sections 2, 3
 * and 9), built from shapes.ts. The objects are strict, so a field no schema names fails as well
 * as a missing one. types.ts reads the pages' types from these; content-shape.test.ts checks the
 * content against them.
 */
import * as z from "zod";
import { paths } from "#app/paths.ts";
import {
  areaLink,
  callToAction,
  exactly,
  faq,
  inOrder,
  intro,
  linkBlock,
  list,
  page,
  pointedSection,
  processStep,
  reason,
  reasons,
  region,
  serviceCard,
  specList,
  stars,
  testimonial,
  text,
  textSection,
  texts,
} from "#app/content/shapes.ts";

export const homeShape = z.strictObject({
  ...page,
  googleReview: linkBlock,
  reasons: list(z.array(reason).length(3)),
  /** Same-day callback, punctual, high standard. */
  fastCommunication: list(z.array(reason).refine(...inOrder("title", ["Same-Day Callback", "Punctual", "High Standard"]))),
  /** The section links to /services. */
  services: list(z.array(serviceCard).length(3)).extend({ linkLabel: text }),
  /** Placeholders until the owner supplies real reviews. Loaded lazily. */
  testimonials: list(z.array(testimonial).length(5)).extend({
    /** Shown instead where the lazy load cannot run (no JavaScript) or fails: a sentence ending in a link. */
    fallback: z.strictObject({ text, linkLabel: text }),
  }),
  areas: intro,
  faq: faq(6),
  cta: callToAction,
});

const serviceTitles = specList(
  "Tree Removal, Tree Pruning, Tree Health Assessment, Stump Grinding, Tree Risk Assessment, Emergency Services",
);
export const servicesShape = z.strictObject({
  ...page,
  /** The service this page offers, as structured data names it. */
  serviceName: text,
  services: list(z.array(serviceCard).refine(...inOrder("title", serviceTitles))),
  whyChoose: reasons,
  faq: faq(6),
  cta: callToAction.extend({ quoteLabel: z.literal("Request Quote") }),
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

const regionNames = ["Northern", "Central", "Mudjimba & Surrounds", "Noosa Region", "Hinterland", "Southern"];
export const areasShape = z.strictObject({
  ...page,
  regions: list(z.array(region).refine(...inOrder("name", regionNames))),
  /** The areas grid shared with the home page (spec: ten links, the six suburb pages first). */
  areaGrid: intro,
  /** The grid's links after the six suburb pages (which come from the route table): these four lead to /areas. */
  otherAreaLinks: z
    .array(areaLink.extend({ link: z.literal(paths.areas) }))
    .refine(...inOrder("name", ["Peregian Beach", "Buderim", "Mooloolaba", "All Other Areas"])),
  cta: callToAction,
});

const contactDetails = z.strictObject({ heading: text, quotesLine: text, hoursLine: text, emailLabel: text });
export const contactShape = z.strictObject({ ...page, form: intro, details: contactDetails, whyChoose: reasons, emergency: callToAction });

export const testimonialsShape = z.strictObject({
  ...page,
  /** The rating block above the reviews. */
  googleReview: callToAction,
  /** Placeholders until the owner supplies real reviews. */
  reviews: list(z.array(testimonial).length(6)),
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
  /** Emergencies, each shaped like a reason. */
  situations: list(z.array(reason).length(6)),
  process: list(z.array(processStep).length(5).refine(numberedFromOne, "steps numbered from 1")),
  whyQualified: reasons,
  blogLink: linkBlock,
  preparation: list(texts),
  preventiveCare: list(texts),
  insurance: pointedSection,
  faq: faq(8),
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
/** A suburb page's own copy. */
export const suburbCopyShape = z.strictObject({
  ...page,
  /** The spec's focus services for the suburb. */
  services: list(z.array(serviceCard).length(4)),
  localExpertise: pointedSection,
  faq: faq(6),
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

/** The constants the copy's counts and promises are written from (through facts.ts), as the spec states them; not strict. */
const servedAreas = specList(
  "Mudjimba, Coolum Beach, Peregian Beach, Noosa, Maroochydore, Caloundra, Nambour, Buderim, Mooloolaba, Bli Bli",
);
export const businessShape = z.object({
  rating: z.strictObject({
    value: z.literal(5),
    best: z.literal(5),
    worst: z.literal(1),
    homeCount: z.literal(105),
    testimonialsCount: z.literal("82+"),
  }),
  yearsExperience: z.literal("15+"),
  customers: z.literal("1000+"),
  quoteReplyHours: z.literal(24),
  emergency: z.literal("24/7"),
  serviceRadiusMeters: z.literal(50000),
  address: z.object({ postcode: z.literal("4564") }),
  foundingCopyright: z.literal(2024),
  servedAreas: z.array(text).refine(...exactly(servedAreas)),
  credentials: z.array(z.strictObject({ title: text, description: text })).length(4),
});

const postLinkPaths = [paths.services, paths.about, paths.testimonials];
const postLinks = z.array(areaLink).refine(...inOrder("link", postLinkPaths));
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
