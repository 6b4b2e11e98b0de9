/**
 * Every page's content against its shape and the counts the specification sets (sections 2, 3
 * and 9). The objects are strict, so a field no schema names fails as well as a missing one.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { paths } from "#app/paths.ts";
import { about } from "#app/content/about.ts";
import { areas } from "#app/content/areas.ts";
import { blogIndex, postSurroundings } from "#app/content/blog/copy.ts";
import { business } from "#app/content/business.ts";
import { serviceCatalogue, type ServiceId } from "#app/content/catalogue.ts";
import { contact } from "#app/content/contact.ts";
import { home } from "#app/content/home.ts";
import { iconNames } from "#app/content/icon-names.ts";
import { privacy } from "#app/content/privacy.ts";
import { reviews } from "#app/content/reviews.ts";
import { servicesPage } from "#app/content/services.ts";
import { storm } from "#app/content/storm.ts";
import type { SuburbSlug } from "#app/content/suburb-slugs.ts";
import { suburbs } from "#app/content/suburbs/index.ts";
import { testimonialsPage } from "#app/content/testimonials.ts";

/** A list as the specification writes it, comma-separated in one sentence. */
const specList = (sentence: string) => sentence.split(", ");

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);
const icon = z.enum(iconNames);
/** Whole stars. */
const stars = z.int().min(1).max(5);

/** A refinement for strings that are exactly these names, in this order (the spec lists them), with its message. */
const exactly = (names: readonly string[]) =>
  [(values: string[]) => values.join(" | ") === names.join(" | "), `must be, in order: ${names.join(" | ")}`] as const;
/** The same, for the `key` of each item. */
const inOrder = <K extends string>(key: K, names: readonly string[]) => {
  const [check, message] = exactly(names);
  return [(items: Record<K, string>[]) => check(items.map((item) => item[key])), `${key}s ${message}`] as const;
};

const meta = z.strictObject({ title: text, description: text, keywords: texts });
const hero = z.strictObject({ eyebrow: text, heading: text, intro: text, highlights: z.array(text).max(4) });
const intro = z.strictObject({ heading: text, intro: text });
const callToAction = z.strictObject({ heading: text, text });
const linkBlock = callToAction.extend({ linkLabel: text });
const textSection = z.strictObject({ heading: text, paragraphs: texts });
const list = <T extends z.ZodType>(items: T) => intro.extend({ items });

const reason = z.strictObject({ icon, title: text, description: text });
const reasons = list(z.array(reason).min(1));
const serviceCard = z.strictObject({ title: text, description: text, icon, features: texts });
const testimonial = z.strictObject({ text, author: text, rating: stars, location: text.optional() });
const faq = (count: number) => list(z.array(z.strictObject({ question: text, answer: text })).length(count));

/** What every page has: its metadata and its hero. */
const page = { meta, hero };

const homeShape = z.strictObject({
  ...page,
  googleReview: linkBlock,
  reasons: list(z.array(reason).length(3)),
  fastCommunication: list(z.array(reason).refine(...inOrder("title", ["Same-Day Callback", "Punctual", "High Standard"]))),
  services: list(z.array(serviceCard).length(3)).extend({ linkLabel: text }),
  testimonials: list(z.array(testimonial).length(5)).extend({ fallback: z.strictObject({ text, linkLabel: text }) }),
  areas: intro,
  faq: faq(6),
  cta: callToAction,
});

const serviceTitles = specList(
  "Tree Removal, Tree Pruning, Tree Health Assessment, Stump Grinding, Tree Risk Assessment, Emergency Services",
);
const servicesShape = z.strictObject({
  ...page,
  serviceName: text,
  services: list(z.array(serviceCard).refine(...inOrder("title", serviceTitles))),
  whyChoose: reasons,
  faq: faq(6),
  cta: callToAction.extend({ quoteLabel: z.literal("Request Quote") }),
});

const aboutShape = z.strictObject({
  ...page,
  story: textSection,
  whyChoose: reasons,
  credentials: intro,
  testimonial: z.strictObject({ heading: text, item: testimonial }),
  areasLink: linkBlock,
  cta: callToAction,
});

const regionNames = ["Northern", "Central", "Mudjimba & Surrounds", "Noosa Region", "Hinterland", "Southern"];
const areasShape = z.strictObject({
  ...page,
  regions: list(z.array(z.strictObject({ name: text, suburbs: texts })).refine(...inOrder("name", regionNames))),
  areaGrid: intro,
  // The grid's links after the six suburb pages: these four lead to /areas.
  otherAreaLinks: z
    .array(z.strictObject({ name: text, link: z.literal(paths.areas) }))
    .refine(...inOrder("name", ["Peregian Beach", "Buderim", "Mooloolaba", "All Other Areas"])),
  cta: callToAction,
});

const contactDetails = z.strictObject({ heading: text, quotesLine: text, hoursLine: text, emailLabel: text });
const contactShape = z.strictObject({ ...page, form: intro, details: contactDetails, whyChoose: reasons, emergency: callToAction });

const testimonialsShape = z.strictObject({
  ...page,
  googleReview: callToAction,
  reviews: list(z.array(testimonial).length(6)),
  googleLinkLabel: text,
  cta: callToAction,
});

const steps = z.array(z.strictObject({ step: z.int(), title: text, description: text }));
const stormShape = z.strictObject({
  ...page,
  callLabel: text,
  serviceName: text,
  situations: list(z.array(reason).length(6)),
  process: list(steps.length(5).refine((items) => items.every((item, index) => item.step === index + 1), "steps numbered from 1")),
  whyQualified: reasons,
  blogLink: linkBlock,
  preparation: list(texts),
  preventiveCare: list(texts),
  insurance: textSection.extend({ points: texts }),
  faq: faq(8),
  locations: intro,
  cta: callToAction,
});

const suburbShape = z.strictObject({
  slug: text,
  name: text,
  postcode: z.string().regex(/^4\d{3}$/),
  council: text,
  // In Queensland.
  geo: z.strictObject({ latitude: z.number().min(-29).max(-10), longitude: z.number().min(138).max(154) }),
  ...page,
  services: list(z.array(serviceCard).length(4)),
  localExpertise: textSection.extend({ points: texts }),
  faq: faq(6),
  cta: callToAction,
});

const inSampleMonths = (date: string) => date >= "2024-07-01" && date <= "2024-10-31";
const datePublished = z.iso.date().refine(inSampleMonths, "July to October 2024");
const review = z.strictObject({ body: text, rating: stars, author: text, datePublished });
const reviewsShape = z.array(review).length(8);

/** The constants the copy's counts and promises are written from (through facts.ts), as the spec states them; not strict. */
const servedAreas = specList(
  "Mudjimba, Coolum Beach, Peregian Beach, Noosa, Maroochydore, Caloundra, Nambour, Buderim, Mooloolaba, Bli Bli",
);
const businessShape = z.object({
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
const postLinks = z.array(z.strictObject({ name: text, link: text })).refine(...inOrder("link", postLinkPaths));
const blogIndexShape = z.strictObject({ meta, hero, listHeading: text });
const postSurroundingsShape = z.strictObject({ next: z.strictObject({ heading: text, links: postLinks }), cta: callToAction });
const privacyShape = z.strictObject({ meta, hero, sections: z.array(textSection).min(1) });

/** The spec's suburb table, in its order: postcode and focus services (by catalogue id). */
const suburbSpec: Record<SuburbSlug, { postcode: string; focus: ServiceId[] }> = {
  mudjimba: { postcode: "4564", focus: ["removal", "pruning", "health", "stumps"] },
  "coolum-beach": { postcode: "4573", focus: ["removal", "pruning", "palms", "stumps"] },
  noosa: { postcode: "4567", focus: ["removal", "pruning", "heritage", "stumps"] },
  maroochydore: { postcode: "4558", focus: ["commercial", "removal", "pruning", "emergency"] },
  "bli-bli": { postcode: "4560", focus: ["removal", "pruning", "palms", "health"] },
  nambour: { postcode: "4560", focus: ["removal", "rural", "health", "emergency"] },
};

/** Every field that is wrong, one a line; empty when the content fits. */
function shapeErrors(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.error ? z.prettifyError(result.error) : "";
}

describe("content shape", () => {
  const pages: [string, z.ZodType, unknown][] = [
    ["home", homeShape, home],
    ["services", servicesShape, servicesPage],
    ["about", aboutShape, about],
    ["areas", areasShape, areas],
    ["contact", contactShape, contact],
    ["testimonials", testimonialsShape, testimonialsPage],
    ["storm", stormShape, storm],
    ["blog index", blogIndexShape, blogIndex],
    ["around each post", postSurroundingsShape, postSurroundings],
    ["privacy", privacyShape, privacy],
    ["reviews", reviewsShape, reviews],
    ["business", businessShape, business],
  ];
  it.each(pages)("%s", (_name, schema, content) => expect(shapeErrors(schema, content)).toBe(""));

  it.each(suburbs.map((suburb) => [suburb.slug, suburb] as const))("suburb %s", (_slug, suburb) => {
    expect(shapeErrors(suburbShape, suburb)).toBe("");
  });

  it("gives the suburbs the spec's order, postcodes and focus services", () => {
    expect(suburbs.map((suburb) => suburb.slug)).toEqual(Object.keys(suburbSpec));
    for (const suburb of suburbs) {
      const { postcode, focus } = suburbSpec[suburb.slug];
      expect(suburb.postcode, suburb.slug).toBe(postcode);
      expect(
        suburb.services.items.map((card) => card.icon),
        suburb.slug,
      ).toEqual(focus.map((id) => serviceCatalogue[id].icon));
    }
  });

  it("rates every placeholder testimonial and sample review 5, as the spec says", () => {
    const rated = [...home.testimonials.items, ...testimonialsPage.reviews.items, about.testimonial.item, ...reviews];
    expect(new Set(rated.map((item) => item.rating))).toEqual(new Set([5]));
  });
});
