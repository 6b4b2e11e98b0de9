/**
 * Types of the site's static content (spec section 3), each read from its zod schema: the building
 * blocks in shapes.ts, the pages (each list with its bounds) in page-shapes.ts. A content
 * module is what its schema parses, so each type is the schema's input. The imports are types
 * only: no module that imports this one carries zod or the schemas.
 */
import type * as z from "zod";
import type * as block from "#app/content/shapes.ts";
import type * as pages from "#app/content/page-shapes.ts";

export type FaqItem = z.input<typeof block.faqItem>;
export type ServiceCard = z.input<typeof block.serviceCard>;
/** Placeholder testimonials: the owner must replace them with real reviews before launch. */
export type Testimonial = z.input<typeof block.testimonial>;
export type Region = z.input<typeof block.region>;
export type AreaLink = z.input<typeof block.areaLink>;
export type ProcessStep = z.input<typeof block.processStep>;
/** A heading with supporting paragraphs: the building block of prose sections. */
export type TextSection = z.input<typeof block.textSection>;
/** A short point with an explanation, used by "why choose us" lists. */
export type Reason = z.input<typeof block.reason>;
/** A sample review for structured data (spec section 9). */
export type Review = z.input<typeof pages.review>;

/* ---------- Page content shapes ---------- */

/** What a page says about itself to search engines and link previews. */
export type PageMeta = z.input<typeof block.meta>;
export type Hero = z.input<typeof block.hero>;
/** A closing band with the call and quote buttons. */
export type CallToAction = z.input<typeof block.callToAction>;
/** A section of items under a heading and an intro: what the schemas' list() makes, for any item. */
export type ListSection<T> = z.input<typeof block.intro> & { items: T[] };

export type HomeContent = z.input<typeof pages.homeShape>;
export type ContactContent = z.input<typeof pages.contactShape>;
export type TestimonialsContent = z.input<typeof pages.testimonialsShape>;
type StormContent = z.input<typeof pages.stormShape>;
/** An emergency the storm page lists. */
export type EmergencySituation = StormContent["situations"]["items"][number];
export type PrivacyContent = z.input<typeof pages.privacyShape>;

/** A suburb page's content: where the suburb is (its own file in content/suburbs) and its own copy. */
export type Suburb = z.input<typeof pages.suburbShape>;
