/**
 * The spec test of the shipped content, read from its fixture copy (scripts/fixtures/spec-content,
 * not content/, which is the owner's to grow). Every page's content fits its shape (model/pages.ts),
 * which holds only what keeps a page working; and the specification's counts, titles and order
 * (sections 2, 3 and 9) are checked here, once. The owner's content leaving the first draft (a
 * seventh question, a retired service) changes nothing here.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { findPost } from "#app/content/blog/posts.server.ts";
import type { ServiceId } from "#app/content/catalogue.ts";
import {
  checkBusinessFile,
  quoteServiceOptions,
  readCatalogue,
  readPages,
  readReviews,
  readServiceCards,
  readTestimonials,
} from "#app/content/content-files.server.ts";
import { fixedServiceOptions } from "#app/words-in-code/quote-options.ts";
import {
  aboutShape,
  areasShape,
  blogIndexShape,
  contactShape,
  homeShape,
  postSurroundingsShape,
  privacyShape,
  servicesShape,
  stormShape,
  testimonialsShape,
} from "#app/content/model/pages.ts";
import { reviewFile } from "#app/content/model/review-file.ts";
import { suburbShape } from "#app/content/model/suburb-file.ts";
import { privacyCopy } from "#app/words-in-code/privacy-copy.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";
import { MAX_REQUESTS_PER_HOUR } from "#app/quote/spam-rules.ts";

import type { SuburbSlug } from "#app/content/suburbs.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { areaGridLinks as areaGridLinksOf } from "#app/content/area-links.ts";
import { paths } from "#app/site/paths.ts";

const privacy = privacyCopy({ keptRequestDays: KEPT_REQUEST_DAYS, maxRequestsPerHour: MAX_REQUESTS_PER_HOUR, keepRequestsMonths: 18 });

// Before the modules above read the content (they read it as they load): the fixture's.
await vi.hoisted(async () => {
  const { SPEC_CONTENT } = await import("../../scripts/fixtures/content-copy.ts");
  process.env.CONTENT_DIR = SPEC_CONTENT;
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
});

const {
  home,
  services: servicesPage,
  about,
  areas,
  contact,
  storm,
  blog: { aroundEachPost: postSurroundings, ...blogIndex },
  testimonials: testimonialsCopy,
} = readPages();
const serviceCards = readServiceCards();
const reviews = readReviews();
/** The testimonials page as its loader makes it: its words and the newest testimonials. */
const testimonialsPage = { ...testimonialsCopy, reviews: { ...testimonialsCopy.reviews, items: readTestimonials() } };
const areaGridLinks = areaGridLinksOf(areas);

/** The business facts as the fixture's file has them. */
const business = checkBusinessFile();

/** A list as the specification writes it, comma-separated in one sentence. */
const specList = (sentence: string) => sentence.split(", ");

/** The spec's suburb table, in its order: postcode and focus services (by catalogue id). */
const suburbSpec: Record<SuburbSlug, { postcode: string; focus: ServiceId[] }> = {
  mudjimba: { postcode: "4564", focus: ["tree-removal", "tree-pruning", "health", "stump-grinding"] },
  "coolum-beach": { postcode: "4573", focus: ["tree-removal", "tree-pruning", "palms", "stump-grinding"] },
  noosa: { postcode: "4567", focus: ["tree-removal", "tree-pruning", "heritage", "stump-grinding"] },
  maroochydore: { postcode: "4558", focus: ["commercial", "tree-removal", "tree-pruning", "emergency"] },
  "bli-bli": { postcode: "4560", focus: ["tree-removal", "tree-pruning", "palms", "health"] },
  nambour: { postcode: "4560", focus: ["tree-removal", "rural", "health", "emergency"] },
};
/** A post's slug, from its path. */
const slugOf = (path: string) => path.slice(`${paths.blog}/`.length);

const specSuburbs = suburbs.filter(({ slug }) => Object.hasOwn(suburbSpec, slug));

/** The constants the copy's counts and promises are written from (through app/words-in-code/promises.ts), as section 9 states them; not strict. */
const businessSpec = z.object({
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
});

const inSampleMonths = (date: string) => date >= "2024-07-01" && date <= "2024-10-31";
const sampleReviews = z.array(reviewFile.extend({ datePublished: z.iso.date().refine(inSampleMonths, "July to October 2024") }));

/** Every field that is wrong, one a line; empty when the content fits. */
function shapeErrors(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.error ? z.prettifyError(result.error) : "";
}

describe("every page's content fits its shape", () => {
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
    ["reviews (spec section 9: samples from July to October 2024)", sampleReviews, reviews],
    ["business (spec section 9)", businessSpec, business],
  ];
  it.each(pages)("%s", (_name, schema, content) => expect(shapeErrors(schema, content)).toBe(""));

  it.each(suburbs.map((suburb) => [suburb.slug, suburb] as const))("suburb %s", (_slug, suburb) => {
    expect(shapeErrors(suburbShape, suburb)).toBe("");
  });
});

describe("the shipped content is the specification's", () => {
  const counts: [string, unknown[], number][] = [
    ["home: reasons to choose the business", home.reasons.items, 3],
    ["home: service cards", home.services.items, 3],
    ["home: testimonials", home.testimonials.items, 5],
    ["home: FAQ items", home.faq.items, 6],
    ["/services: FAQ items", servicesPage.faq.items, 6],
    ["/about: credentials", business.credentials, 4],
    ["/testimonials: reviews", testimonialsPage.reviews.items, 6],
    ["storm page: emergency situations", storm.situations.items, 6],
    ["storm page: response steps", storm.process.items, 5],
    ["storm page: FAQ items", storm.faq.items, 8],
    ["structured data: sample reviews", reviews, 8],
    ...specSuburbs.map((suburb): [string, unknown[], number] => [`${suburb.slug}: FAQ items`, suburb.faq.items, 6]),
  ];
  it.each(counts)("%s: as many as the spec says", (_name, items, count) => expect(items).toHaveLength(count));

  const names: [string, string[], string[]][] = [
    [
      "home: Fast Communication",
      home.fastCommunication.items.map((item) => item.title),
      ["Same-Day Callback", "Punctual", "High Standard"],
    ],
    [
      "/services: service cards",
      serviceCards.map((card) => card.title),
      specList("Tree Removal, Tree Pruning, Tree Health Assessment, Stump Grinding, Tree Risk Assessment, Emergency Services"),
    ],
    ["/services: the quote link", [servicesPage.cta.quoteLabel], ["Request Quote"]],
    [
      "the quote form's services (spec section 9), values and labels",
      [...quoteServiceOptions(), ...fixedServiceOptions].map(({ value, label }) => `${value}=${label}`),
      specList(
        "tree-removal=Tree Removal, tree-pruning=Tree Pruning, stump-grinding=Stump Grinding, emergency=Emergency Service, multiple=Multiple Services, consultation=General Consultation",
      ),
    ],
    [
      "/areas: regions",
      areas.regions.items.map((region) => region.name),
      specList("Northern, Central, Mudjimba & Surrounds, Noosa Region, Hinterland, Southern"),
    ],
    [
      "the areas grid: suburb pages, then the places linked to /areas",
      areaGridLinks.map((area) => area.name),
      specList("Mudjimba, Coolum Beach, Noosa, Maroochydore, Bli Bli, Nambour, Peregian Beach, Buderim, Mooloolaba, All Other Areas"),
    ],
    ["a post's links onward", postSurroundings.next.links.map((link) => link.link), [paths.services, paths.about, paths.testimonials]],
    [
      "structured data: areas served",
      business.servedAreas,
      specList("Mudjimba, Coolum Beach, Peregian Beach, Noosa, Maroochydore, Caloundra, Nambour, Buderim, Mooloolaba, Bli Bli"),
    ],
  ];
  it.each(names)("%s: the spec's names, in its order", (_name, actual, expected) => expect(actual).toEqual(expected));

  it("gives the spec's suburbs its order, postcodes and four focus services (a suburb the owner adds may follow)", () => {
    expect(specSuburbs.map((suburb) => suburb.slug)).toEqual(Object.keys(suburbSpec));
    for (const suburb of specSuburbs) {
      const { postcode, focus } = suburbSpec[suburb.slug]!;
      expect(suburb.postcode, suburb.slug).toBe(postcode);
      expect(
        suburb.services.items.map((card) => card.icon),
        suburb.slug,
      ).toEqual(focus.map((id) => readCatalogue().services[id]!.icon));
    }
  });

  it("names the four credentials the spec lists on /about", () => {
    const [diploma, aqf, standard, insurance] = business.credentials.map(({ title, description }) => `${title} ${description}`);
    expect(diploma).toContain("Diploma of Arboriculture");
    expect(aqf).toContain("AQF Level 3 or higher");
    expect(standard).toContain("AS 4373-2007");
    expect(insurance).toMatch(/insur/i);
    expect(insurance).toMatch(/public liability/i);
    expect(insurance).toMatch(/professional indemnity/i);
  });

  it("rates every placeholder testimonial and sample review 5, as the spec says", () => {
    const rated = [...home.testimonials.items, ...testimonialsPage.reviews.items, about.testimonial.item, ...reviews];
    expect(new Set(rated.map((item) => item.rating))).toEqual(new Set([5]));
  });

  it("has the menu's article on why qualifications matter: about five minutes to read, updated January 2024", () => {
    const article = findPost(slugOf(paths.article))!;
    expect(article.title).toMatch(/qualifications matter/i);
    expect(article.updated).toMatch(/^2024-01-/);
    expect(article.minutes).toBe(5);
    expect(article.words).toBeGreaterThanOrEqual(1000);
    expect(article.words).toBeLessThanOrEqual(1250);
  });

  it("ships the council-approval guide, 800 to 1,250 words, with the facts the owner must confirm listed", () => {
    const guide = findPost(slugOf(paths.councilArticle))!;
    expect(guide.words).toBeGreaterThanOrEqual(800);
    expect(guide.words).toBeLessThanOrEqual(1250);
    expect(guide.ownerToConfirm!.length).toBeGreaterThan(5);
  });
});
