/** Shapes of the site's static content (spec section 3). The counts the spec sets are checked in content-shape.test.ts. */
import type { SuburbPlace, SuburbSlug } from "#app/content/suburb-slugs.ts";

export type { IconName } from "#app/content/icon-names.ts";
import type { IconName } from "#app/content/icon-names.ts";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  features: string[];
}

/** Placeholder testimonials: the owner must replace them with real reviews before launch. */
export interface Testimonial {
  text: string;
  author: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Where the customer is from, e.g. "Buderim". */
  location?: string;
}

export interface Region {
  name: string;
  suburbs: string[];
}

export interface AreaLink {
  name: string;
  link: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface EmergencySituation {
  icon: IconName;
  title: string;
  description: string;
}

/** A heading with supporting paragraphs: the building block of prose sections. */
export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** A short point with an explanation, used by "why choose us" lists. */
export interface Reason {
  icon: IconName;
  title: string;
  description: string;
}

/** A sample review for structured data (spec section 9). */
export interface Review {
  body: string;
  rating: number;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  datePublished: string;
}

/* ---------- Page content shapes ---------- */

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  /** The page's own title; the brand and region are appended by the metadata helper. */
  title: string;
  description: string;
  keywords: string[];
}

export interface Hero {
  /** A short line above the heading, e.g. "Sunshine Coast arborists". */
  eyebrow: string;
  /** The page's h1. */
  heading: string;
  intro: string;
  /** Short trust points shown under the buttons. */
  highlights: string[];
}

/** A closing band with the call and quote buttons. */
export interface CallToAction {
  heading: string;
  text: string;
}

export interface ListSection<T> {
  heading: string;
  intro: string;
  items: T[];
}

export interface HomeContent {
  meta: PageMeta;
  hero: Hero;
  googleReview: { heading: string; text: string; linkLabel: string };
  reasons: ListSection<Reason>;
  /** Same-day callback, punctual, high standard. */
  fastCommunication: ListSection<Reason>;
  /** The section links to /services. */
  services: ListSection<ServiceCard> & { linkLabel: string };
  /** Placeholders until the owner supplies real reviews. Loaded lazily. */
  testimonials: ListSection<Testimonial> & {
    /** Shown instead where the lazy load cannot run (no JavaScript) or fails: a sentence ending in a link. */
    fallback: { text: string; linkLabel: string };
  };
  areas: { heading: string; intro: string };
  faq: ListSection<FaqItem>;
  cta: CallToAction;
}

export interface ServicesContent {
  meta: PageMeta;
  hero: Hero;
  /** The service this page offers, as structured data names it. */
  serviceName: string;
  services: ListSection<ServiceCard>;
  whyChoose: ListSection<Reason>;
  faq: ListSection<FaqItem>;
  cta: CallToAction & { quoteLabel: "Request Quote" };
}

export interface AboutContent {
  meta: PageMeta;
  hero: Hero;
  story: TextSection;
  whyChoose: ListSection<Reason>;
  credentials: { heading: string; intro: string };
  testimonial: { heading: string; item: Testimonial };
  areasLink: { heading: string; text: string; linkLabel: string };
  cta: CallToAction;
}

export interface AreasContent {
  meta: PageMeta;
  hero: Hero;
  regions: ListSection<Region>;
  /** The areas grid shared with the home page (spec: ten links, the six suburb pages first). */
  areaGrid: { heading: string; intro: string };
  /** The grid's links after the six suburb pages (which come from the route table). */
  otherAreaLinks: AreaLink[];
  cta: CallToAction;
}

export interface ContactContent {
  meta: PageMeta;
  hero: Hero;
  form: { heading: string; intro: string };
  details: { heading: string; quotesLine: string; hoursLine: string; emailLabel: string };
  whyChoose: ListSection<Reason>;
  emergency: { heading: string; text: string };
}

export interface TestimonialsContent {
  meta: PageMeta;
  hero: Hero;
  /** The rating block above the reviews. */
  googleReview: { heading: string; text: string };
  /** Placeholders until the owner supplies real reviews. */
  reviews: ListSection<Testimonial>;
  googleLinkLabel: string;
  cta: CallToAction;
}

export interface StormContent {
  meta: PageMeta;
  hero: Hero;
  /** The hero's call button, e.g. "Emergency? Call". */
  callLabel: string;
  /** The service this page offers, as structured data names it. */
  serviceName: string;
  situations: ListSection<EmergencySituation>;
  process: ListSection<ProcessStep>;
  whyQualified: ListSection<Reason>;
  blogLink: { heading: string; text: string; linkLabel: string };
  preparation: ListSection<string>;
  preventiveCare: ListSection<string>;
  insurance: TextSection & { points: string[] };
  faq: ListSection<FaqItem>;
  locations: { heading: string; intro: string };
  cta: CallToAction;
}

export interface Suburb {
  /** URL segment, e.g. "coolum-beach". */
  slug: SuburbSlug;
  name: string;
  postcode: string;
  council: string;
  geo: { latitude: number; longitude: number };
  meta: PageMeta;
  hero: Hero;
  /** The spec's focus services for the suburb. */
  services: ListSection<ServiceCard>;
  localExpertise: TextSection & { points: string[] };
  faq: ListSection<FaqItem>;
  cta: CallToAction;
}

/** A suburb page's own content; where the suburb is comes from the slug list (suburb-slugs.ts). */
export type SuburbCopy = Omit<Suburb, keyof SuburbPlace>;
