/**
 * Every page's content against its shape and the counts the specification sets (sections 2, 3
 * and 9), as page-shapes.ts states them. The objects are strict, so a field no schema names fails
 * as well as a missing one.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { about, areas, blogIndex, contact, home, postSurroundings, reviews, servicesPage, storm } from "#app/content/pages.server.ts";
import { business } from "#app/content/business.ts";
import type { ServiceId } from "#app/content/catalogue.ts";
import { readCatalogue } from "#app/content/content-files.server.ts";
import {
  aboutShape,
  areasShape,
  blogIndexShape,
  businessShape,
  contactShape,
  homeShape,
  postSurroundingsShape,
  privacyShape,
  review,
  servicesShape,
  stormShape,
  suburbShape,
  testimonialsShape,
} from "#app/content/page-shapes.ts";
import { privacy } from "#app/content/privacy.ts";
import type { SuburbSlug } from "#app/content/suburbs.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { testimonialsPage } from "#app/content/testimonials.server.ts";

/** The spec's suburb table, in its order: postcode and focus services (by catalogue id). */
const suburbSpec: Record<SuburbSlug, { postcode: string; focus: ServiceId[] }> = {
  mudjimba: { postcode: "4564", focus: ["removal", "pruning", "health", "stumps"] },
  "coolum-beach": { postcode: "4573", focus: ["removal", "pruning", "palms", "stumps"] },
  noosa: { postcode: "4567", focus: ["removal", "pruning", "heritage", "stumps"] },
  maroochydore: { postcode: "4558", focus: ["commercial", "removal", "pruning", "emergency"] },
  "bli-bli": { postcode: "4560", focus: ["removal", "pruning", "palms", "health"] },
  nambour: { postcode: "4560", focus: ["removal", "rural", "health", "emergency"] },
};

const inSampleMonths = (date: string) => date >= "2024-07-01" && date <= "2024-10-31";
const sampleReviews = z.array(review.extend({ datePublished: z.iso.date().refine(inSampleMonths, "July to October 2024") })).length(8);

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
    ["reviews (spec section 9: eight samples from July to October 2024)", sampleReviews, reviews],
    ["business", businessShape, business],
  ];
  it.each(pages)("%s", (_name, schema, content) => expect(shapeErrors(schema, content)).toBe(""));

  it.each(suburbs.map((suburb) => [suburb.slug, suburb] as const))("suburb %s", (_slug, suburb) => {
    expect(shapeErrors(suburbShape, suburb)).toBe("");
  });

  it("gives the spec's suburbs its order, postcodes and focus services (a suburb the owner adds may follow)", () => {
    expect(suburbs.map((suburb) => suburb.slug).filter((slug) => Object.hasOwn(suburbSpec, slug))).toEqual(Object.keys(suburbSpec));
    for (const suburb of suburbs.filter(({ slug }) => Object.hasOwn(suburbSpec, slug))) {
      const { postcode, focus } = suburbSpec[suburb.slug]!;
      expect(suburb.postcode, suburb.slug).toBe(postcode);
      expect(
        suburb.services.items.map((card) => card.icon),
        suburb.slug,
      ).toEqual(focus.map((id) => readCatalogue().services[id].icon));
    }
  });

  it("rates every placeholder testimonial and sample review 5, as the spec says", () => {
    const rated = [...home.testimonials.items, ...testimonialsPage.reviews.items, about.testimonial.item, ...reviews];
    expect(new Set(rated.map((item) => item.rating))).toEqual(new Set([5]));
  });
});
