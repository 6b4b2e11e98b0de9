/**
 * The business facts, content/business.json, once: every page, the metadata, the structured data
 * and the quote form read them from app/content/business.ts, which imports the file; the build's
 * content check holds it to this shape before anything is bundled.
 */
import * as z from "zod";
import { australianPhone, australianPhoneMessage } from "#app/content/phone.ts";
import { says, text, texts } from "#app/content/model/fields.ts";

const count = z.int().min(0);
/** "15+", "1000+", "82+": a number, perhaps with a plus. */
const countWording = z.string().regex(/^\d+\+?$/, "a number, with or without a + (for example 15+)");

export const businessFile = z.strictObject({
  name: text.meta(says("Business name", "As customers know it: in the header, the footer and page titles.")),
  region: text.meta(says("Region", "Where the business works, as page titles name it (Sunshine Coast).")),
  tagline: text.meta(says("Tagline", "A short line about the business.")),
  description: text.meta(says("Description", "For search engines and link previews. {emergency} is filled in with the emergency hours.")),
  phone: z
    .string()
    .regex(australianPhone, australianPhoneMessage)
    .meta(
      says(
        "Phone number",
        "As people read it, for example 0412 345 678: shown in the header, the footer and every call button, and dialled by a tap on them.",
      ),
    ),
  email: z.email("an email address").meta(says("Email", "Shown on the site for customers to write to.")),
  address: z
    .strictObject({
      locality: text.meta(says("Suburb", "Where the base is.")),
      region: text.meta(says("State", "Short form: QLD.")),
      regionName: text.meta(says("State in full", "For example Queensland.")),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "a two-letter country code (AU)")
        .meta(says("Country code", "Two capital letters: AU.")),
      postcode: z
        .string()
        .regex(/^\d{4}$/, "four digits")
        .meta(says("Postcode", "Four digits.")),
    })
    .meta(says("Address", "Shown to search engines; the street is never published.")),
  geo: z
    .strictObject({
      latitude: z
        .number()
        .min(-90)
        .max(90)
        .meta(says("North–south position", "The first number Google Maps shows for the place (negative: south), for example -26.65.")),
      longitude: z
        .number()
        .min(-180)
        .max(180)
        .meta(says("East–west position", "The second number Google Maps shows for the place, for example 153.09.")),
    })
    .meta(says("Map position", "Of the base, for search engines: press and hold the place in Google Maps to see its two numbers.")),
  rating: z
    .strictObject({
      value: z.number().min(1).max(5).meta(says("Google rating", "Out of 5.")),
      best: z.number().meta(says("Best possible rating", "5 on Google.")),
      worst: z.number().meta(says("Worst possible rating", "1 on Google.")),
      homeCount: count.meta(says("Number of Google reviews", "Shown on the home page.")),
      testimonialsCount: countWording.meta(says("Reviews count on the testimonials page", "For example 82+.")),
    })
    .meta(says("Rating", "Your Google rating, as Google shows it.")),
  // https only: the site's review links open it, and a page served over https sends no one to http.
  googleReviewsUrl: z
    .url({ protocol: /^https$/, error: "a web address, starting with https://" })
    .meta(says("Google reviews link", "The address of your Google reviews: the site's review links open it.")),
  yearsExperience: countWording.meta(says("Years of experience", "For example 15+. Fills {years} in the pages' text.")),
  customers: countWording.meta(says("Customers served", "For example 1000+.")),
  quoteReplyHours: z
    .int()
    .min(1)
    .max(168)
    .meta(says("Quote reply time in hours", "How soon you answer a quote request. Fills {replyTime} in the pages' text.")),
  serviceRadiusMeters: z.int().min(1000).meta(says("Service radius in metres", "How far from the base you travel, for search engines.")),
  priceRange: text.meta(says("Price range", "For search engines: $, $$ or $$$.")),
  emergency: text.meta(says("Emergency hours", "For example 24/7. Fills {emergency} in the pages' text.")),
  servedAreas: texts.meta(says("Areas served", "Every suburb or town you work in, for search engines.")),
  serviceTypes: texts.meta(says("Services offered", "For search engines.")),
  credentials: z
    .array(
      z.strictObject({
        title: text.meta(says("Title", "For example Certificate III in Arboriculture.")),
        description: text.meta(says("Description", "A sentence about it.")),
      }),
    )
    .min(1)
    .meta(says("Credentials", "Qualifications and insurance, shown on the About page.")),
  primaryCredential: text.meta(says("Main credential", "Named in the footer and the pages' text.")),
  foundingCopyright: z.int().min(1900).meta(says("First year of the copyright", "The footer shows it to this year.")),
});
/** The business facts as the file has them, checked. */
export type BusinessFacts = z.output<typeof businessFile>;
