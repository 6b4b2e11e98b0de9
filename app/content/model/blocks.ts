/**
 * The blocks the pages' shapes (./pages.ts) are made of: a page's metadata and hero, a section's
 * heading and intro, lists of reasons, services, questions. Each type beside its shape is what a
 * section component takes (the shape's input).
 */
import * as z from "zod";
import { hint, icon, oneTo, says, stars, text, texts } from "#app/content/model/fields.ts";

const meta = z
  .strictObject({
    title: text.meta(hint("The page's own title in search results; the business name and region are added after it.")),
    description: text.meta(hint("One or two sentences search engines and link previews show.")),
    keywords: texts.meta(hint("What people search for that this page answers.")),
  })
  .meta(hint("What the page says about itself to search engines and link previews."));
export type PageMeta = z.input<typeof meta>;

const hero = z.strictObject({
  eyebrow: text.meta(says("Line above the heading", "A few words above the heading, for example Sunshine Coast arborists.")),
  heading: text.meta(hint("The page's main heading.")),
  intro: text.meta(hint("A sentence or two under the heading.")),
  highlights: z.array(text).max(4).meta(hint("Up to four short trust points, shown under the buttons.")),
});
export type Hero = z.input<typeof hero>;

/** What every page has: its metadata and its hero. */
export const page = { meta, hero };

const heading = text.meta(hint("The section's heading: a few words."));

/** A section's heading and the sentence under it. */
export const intro = z.strictObject({ heading, intro: text.meta(hint("A sentence under the heading.")) });
/** A closing band with the call and quote buttons (and the shape of other heading-and-text blocks). */
export const callToAction = z.strictObject({ heading, text: text.meta(hint("A sentence or two under the heading.")) });
export type CallToAction = z.input<typeof callToAction>;
/** A heading and text that end in a link. */
export const linkBlock = callToAction.extend({ linkLabel: text.meta(hint("The link's words.")) });

/** A heading with supporting paragraphs: the building block of prose sections. */
export const textSection = z.strictObject({ heading, paragraphs: texts.meta(hint("One paragraph each.")) });
export type TextSection = z.input<typeof textSection>;
/** The same, with points listed after the paragraphs. */
export const pointedSection = textSection.extend({ points: texts.meta(hint("Short points listed after the paragraphs.")) });

/** A section of items under a heading and an intro; `items` is the array's schema, with its bounds. */
export const list = <T extends z.ZodType>(items: T) => intro.extend({ items });
/** A section of items under a heading and an intro: what list() makes, for any item. */
export type ListSection<T> = z.input<typeof intro> & { items: T[] };

/**
 * A short point with an explanation, used by "why choose us" lists. In a page's file it may name a
 * reason of the catalogue instead (app/content/catalogue.ts); `catalogue` tells the editor's configuration so.
 */
export const reasonFields = z.strictObject({
  icon: icon.meta(hint("Drawn beside the title.")),
  title: text.meta(hint("A few words, for example Fully insured.")),
  description: text.meta(hint("A sentence or two.")),
});
export const reason = reasonFields.meta({ catalogue: "reason" });
export type Reason = z.input<typeof reason>;
/** A "why choose us" list: three to a row on a wide screen, two full rows at most, or the band stops being read. */
export const reasons = list(oneTo(reason, 6));

const serviceFields = z.strictObject({
  title: text.meta(hint("As the card names the service, for example Hedge Trimming.")),
  description: text.meta(hint("A sentence or two.")),
  icon: icon.meta(hint("Drawn beside the title.")),
  features: texts.meta(hint("What the work includes, one short line each.")),
});
/** A service's card; in a page's file it may name a service of the catalogue instead, as a reason may. */
export const serviceCard = serviceFields.meta({ catalogue: "service" });
export type ServiceCard = z.input<typeof serviceCard>;

/** A customer's words on a page. */
export const testimonial = z.strictObject({
  text: text.meta(hint("What the customer said.")),
  author: text.meta(hint("As the customer agreed to be named, for example Emma L.")),
  rating: stars.meta(hint("Stars, 1 to 5.")),
  location: text.exactOptional().meta(hint("Where the customer is from, for example Buderim.")),
});
export type Testimonial = z.input<typeof testimonial>;

const faqItem = z.strictObject({
  question: text.meta(hint("As a customer would ask it.")),
  answer: text.meta(hint("A few plain sentences.")),
});
export type FaqItem = z.input<typeof faqItem>;
/** A FAQ section: one question at least; past twenty the accordion is a wall no visitor reads. */
export const faq = list(oneTo(faqItem, 20));

export const region = z.strictObject({
  name: text.meta(hint("The region, for example Hinterland.")),
  suburbs: texts.meta(hint("The suburbs and towns in it, one each.")),
});
export type Region = z.input<typeof region>;

export const areaLink = z.strictObject({
  name: text.meta(hint("The place or page, as the link reads.")),
  link: text.meta(hint("The address it leads to, for example /areas.")),
});
export type AreaLink = z.input<typeof areaLink>;

export const processStep = z.strictObject({
  step: z.int().meta(hint("Its number: the steps count from 1.")),
  title: text.meta(hint("What happens, in a few words.")),
  description: text.meta(hint("A sentence or two.")),
});
export type ProcessStep = z.input<typeof processStep>;
