/**
 * The shapes of the owner's content files (content/), as zod schemas: what each field must be for
 * the site to build. content-files.server.ts parses every file with these and stops the build with
 * the file, the field and what was expected; the editor at /admin (public/admin/config.yml) asks
 * for the same fields with the same rules. The specification's own values (a 5.0 rating, 105
 * reviews, …) are not pinned here but in one test, content-shape.test.ts.
 */
import * as z from "zod";
import { serviceCatalogue, type ServiceId } from "#app/content/catalogue.ts";
import { suburbCopyShape, suburbPlaceShape } from "#app/content/page-shapes.ts";
import { testimonial, text, texts } from "#app/content/shapes.ts";

const count = z.int().min(0);
/** "15+", "1000+", "82+": a number, perhaps with a plus. */
const countWording = z.string().regex(/^\d+\+?$/, "a number, with or without a + (for example 15+)");

export const businessFile = z.strictObject({
  name: text,
  region: text,
  tagline: text,
  description: text,
  phone: z.strictObject({
    /** As people read it: "0412 345 678". */
    display: z.string().regex(/^[\d ()]{8,}$/, "digits and spaces, as people read it (for example 0412 345 678)"),
    /** For tel: links and structured data. */
    e164: z.string().regex(/^\+61\d{9}$/, "+61 then 9 digits, no spaces (for example +61412345678)"),
  }),
  email: z.email("an email address"),
  address: z.strictObject({
    locality: text,
    region: text,
    regionName: text,
    country: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code (AU)"),
    postcode: z.string().regex(/^\d{4}$/, "four digits"),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  rating: z.strictObject({
    value: z.number().min(1).max(5),
    best: z.number(),
    worst: z.number(),
    homeCount: count,
    testimonialsCount: countWording,
  }),
  googleReviewsUrl: z.url(),
  yearsExperience: countWording,
  customers: countWording,
  quoteReplyHours: z.int().min(1).max(168),
  serviceRadiusMeters: z.int().min(1000),
  priceRange: text,
  emergency: text,
  servedAreas: texts,
  serviceTypes: texts,
  credentials: z.array(z.strictObject({ title: text, description: text })).min(1),
  primaryCredential: text,
  foundingCopyright: z.int().min(1900),
});

export const stormNoticeFile = z.strictObject({
  /** The switch: on shows the band under the header on every page. */
  show: z.boolean(),
  message: text,
  /** Optional last day (YYYY-MM-DD): a build after it shows no band, even if the switch was left on. */
  until: z.union([z.literal(""), z.iso.date("a date as YYYY-MM-DD, or empty")]).optional(),
});

const serviceIds = Object.keys(serviceCatalogue) as [ServiceId, ...ServiceId[]];
/** A suburb page's service card: a service of the catalogue, in the suburb's own words. */
const suburbService = z.strictObject({ service: z.enum(serviceIds), title: text.optional(), description: text, features: texts });

/** One suburb's file, content/suburbs/<slug>.json: its URL segment is the file's name. */
export const suburbFile = suburbPlaceShape.omit({ slug: true }).extend({
  ...suburbCopyShape.shape,
  /** Where it comes in the lists of suburbs: 1 first. */
  order: z.int().min(1),
  services: suburbCopyShape.shape.services.extend({ items: z.array(suburbService).length(4) }),
});

/** One customer's review, content/testimonials/<name>.json; /testimonials shows the six newest. */
export const testimonialFile = testimonial.extend({
  location: text,
  /** When the customer gave it: the newest come first. */
  date: z.iso.date("a date as YYYY-MM-DD"),
});
