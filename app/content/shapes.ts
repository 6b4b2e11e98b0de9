/**
 * The building blocks of the site's content shapes (spec section 3), as zod schemas; the pages'
 * shapes are in page-shapes.ts. They check what keeps a page working, not the specification's
 * first draft (whose counts and titles content-shape.test.ts checks on the shipped content).
 * types.ts reads every content type from these. Only types are imported from here by the app, so
 * zod stays out of every bundle.
 */
import * as z from "zod";
import { iconNames } from "#app/content/icon-names.ts";
import { paths } from "#app/paths.ts";

export const text = z.string().trim().min(1);
/** A photo the owner put in content/media, named as the editor writes it: /media/<file>. The image pipeline (app/media) makes its sizes. */
export const mediaPhoto = z.string().regex(new RegExp(`^${paths.media}[^/]+$`), `a photo of content/media, as ${paths.media}<file>`);
export const texts = z.array(text).min(1);
export const icon = z.enum(iconNames);
/** Whole stars, 1 to 5. */
export const stars = z.int().min(1).max(5);

/**
 * A list the owner may grow or shorten: at least one item, since its section shows nothing
 * without one, and at most `max`, where the section's layout or its reader gives out. The editor
 * takes both as its list's bounds (scripts/build/admin-config.ts).
 */
export const oneTo = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).min(1, "at least one: the section shows nothing without it").max(max, `at most ${max}: more than the section has room for`);

/** What a page says about itself to search engines and link previews. */
export const meta = z.strictObject({
  /** The page's own title; the brand and region are appended by the metadata helper. */
  title: text,
  description: text,
  keywords: texts,
});

export const hero = z.strictObject({
  /** A short line above the heading, e.g. "Sunshine Coast arborists". */
  eyebrow: text,
  /** The page's h1. */
  heading: text,
  intro: text,
  /** Short trust points shown under the buttons. */
  highlights: z.array(text).max(4),
});

/** What every page has: its metadata and its hero. */
export const page = { meta, hero };

/** A section's heading and the sentence under it. */
export const intro = z.strictObject({ heading: text, intro: text });
/** A closing band with the call and quote buttons (and the shape of other heading-and-text blocks). */
export const callToAction = z.strictObject({ heading: text, text });
/** A heading and text that end in a link. */
export const linkBlock = callToAction.extend({ linkLabel: text });

/** A heading with supporting paragraphs: the building block of prose sections. */
export const textSection = z.strictObject({ heading: text, paragraphs: texts });
/** The same, with points listed after the paragraphs. */
export const pointedSection = textSection.extend({ points: texts });

/** A section of items under a heading and an intro; `items` is the array's schema, with its bounds. */
export const list = <T extends z.ZodType>(items: T) => intro.extend({ items });

/**
 * A short point with an explanation, used by "why choose us" lists. In a page's file it may name a
 * reason of the catalogue instead (catalogue.ts); `catalogue` tells the editor's configuration so.
 */
export const reasonFields = z.strictObject({ icon, title: text, description: text });
export const reason = reasonFields.meta({ catalogue: "reason" });
/** A "why choose us" list: three to a row on a wide screen, two full rows at most, or the band stops being read. */
export const reasons = list(oneTo(reason, 6));

const serviceFields = z.strictObject({ title: text, description: text, icon, features: texts });
/** A service's card; in a page's file it may name a service of the catalogue instead, as a reason may. */
export const serviceCard = serviceFields.meta({ catalogue: "service" });

/** Placeholder testimonials: the owner must replace them with real reviews before launch. */
export const testimonial = z.strictObject({
  text,
  author: text,
  rating: stars,
  /** Where the customer is from, e.g. "Buderim". */
  location: text.exactOptional(),
});

export const faqItem = z.strictObject({ question: text, answer: text });
/** A FAQ section: one question at least; past twenty the accordion is a wall no visitor reads. */
export const faq = list(oneTo(faqItem, 20));

export const region = z.strictObject({ name: text, suburbs: texts });

export const areaLink = z.strictObject({ name: text, link: text });

export const processStep = z.strictObject({ step: z.int(), title: text, description: text });
