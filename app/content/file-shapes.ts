/**
 * The shapes of the owner's content files (content/), as zod schemas: what each field must be for
 * the site to build. content-files.server.ts parses every file with these and stops the build with
 * the file, the field and what was expected; the editor at /admin (its config.yml, made by scripts/build/admin-config.ts) asks
 * for the same fields with the same rules. The specification's own values (a 5.0 rating, 105
 * reviews, …) are not pinned here but in one test, content-shape.test.ts.
 */
import * as z from "zod";
import { reasonIds } from "#app/content/catalogue.ts";
import { review, suburbCopyShape, suburbPlaceShape, suburbServiceCards } from "#app/content/page-shapes.ts";
import { australianPhone, australianPhoneMessage } from "#app/content/phone.ts";
import { icon, mediaPhoto, reasonFields, testimonial, text, texts } from "#app/content/shapes.ts";

const count = z.int().min(0);
/** "15+", "1000+", "82+": a number, perhaps with a plus. */
const countWording = z.string().regex(/^\d+\+?$/, "a number, with or without a + (for example 15+)");

/** A field's label and the hint under it in the editor at /admin (scripts/build/admin-config.ts). */
const says = (title: string, description?: string) => ({ title, ...(description ? { description } : {}) });

export const businessFile = z.strictObject({
  name: text.meta(says("Business name")),
  region: text.meta(says("Region", "Where the business works, as page titles name it (Sunshine Coast).")),
  tagline: text.meta(says("Tagline")),
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
  email: z.email("an email address").meta(says("Email")),
  address: z
    .strictObject({
      locality: text.meta(says("Suburb")),
      region: text.meta(says("State", "Short form: QLD.")),
      regionName: text.meta(says("State in full")),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "a two-letter country code (AU)")
        .meta(says("Country code")),
      postcode: z
        .string()
        .regex(/^\d{4}$/, "four digits")
        .meta(says("Postcode")),
    })
    .meta(says("Address", "Shown to search engines; the street is never published.")),
  geo: z
    .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .meta(says("Map position", "Of the base, for search engines: latitude and longitude.")),
  rating: z
    .strictObject({
      value: z.number().min(1).max(5).meta(says("Google rating", "Out of 5.")),
      best: z.number().meta(says("Best possible rating")),
      worst: z.number().meta(says("Worst possible rating")),
      homeCount: count.meta(says("Number of Google reviews", "Shown on the home page.")),
      testimonialsCount: countWording.meta(says("Reviews count on the testimonials page", "For example 82+.")),
    })
    .meta(says("Rating")),
  googleReviewsUrl: z.url("a web address, starting with https://").meta(says("Google reviews link")),
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
    .array(z.strictObject({ title: text.meta(says("Title")), description: text.meta(says("Description")) }))
    .min(1)
    .meta(says("Credentials", "Qualifications and insurance, shown on the About page.")),
  primaryCredential: text.meta(says("Main credential", "Named in the footer and the pages' text.")),
  foundingCopyright: z.int().min(1900).meta(says("First year of the copyright", "The footer shows it to this year.")),
});

export const stormNoticeFile = z.strictObject({
  show: z.boolean().meta(says("Show the storm notice", "On: the notice shows under the header on every page from the next build.")),
  message: text.meta(says("Message", "For example: Storm season: we're taking storm calls {emergency}.")),
  until: z
    .union([z.literal(""), z.iso.date("a date as YYYY-MM-DD, or empty")])
    .optional()
    .meta(
      says(
        "Last day",
        "The notice stops showing at the end of this day (Queensland time), even if the switch is left on. Leave empty to keep it until you switch it off.",
      ),
    ),
});

/**
 * A service's name in another file: its file's name in content/services, chosen from the editor's list
 * of services (checked against the services at build, entry-check.ts).
 */
const serviceName = (hint: string) => text.meta({ ...says("Service", hint), widget: "relation", collection: "services" });

/** A suburb page's service card: a service of the catalogue, in the suburb's own words. */
const suburbService = z.strictObject({
  service: serviceName("One of the services (Services in the editor's menu)."),
  title: text.optional(),
  description: text,
  features: texts,
});

/** One service, content/services/<id>.json: its id (in other files' service fields) is the file's name. */
export const serviceFile = z
  .strictObject({
    title: text.meta(says("Title", "As the service's card names it, for example Hedge Trimming.")),
    icon: icon.meta(says("Icon", "Drawn beside the title.")),
    description: text.optional().meta(says("Description", "A sentence or two for its card on the Services page (none: no card).")),
    features: texts
      .optional()
      .meta(says("Features", "What the work includes, a line each. Leave both empty for a service only suburb pages show.")),
    order: z.int().min(1).meta(says("Order", "Where it comes among the services: 1 first.")),
    quoteForm: z.boolean().meta(says("In the quote form", "On: people can choose it in the quote form's Service list.")),
    quoteLabel: text
      .optional()
      .meta(says("Name in the quote form", "If the form should name it differently from the title, for example Emergency Service.")),
  })
  // Its card on /services shows both: one without the other makes no card.
  .refine((service) => (service.description === undefined) === (service.features === undefined), {
    path: ["features"],
    message: "give a description and features together (the Services page's card shows both), or neither",
  });

/** One suburb's file, content/suburbs/<slug>.json: its URL segment is the file's name. */
export const suburbFile = suburbPlaceShape.omit({ slug: true }).extend({
  ...suburbCopyShape.shape,
  /** Where it comes in the lists of suburbs: 1 first. */
  order: z.int().min(1),
  services: suburbCopyShape.shape.services.extend({ items: suburbServiceCards(suburbService) }),
});

/** One customer's review, content/testimonials/<name>.json; /testimonials shows the six newest. */
export const testimonialFile = testimonial.extend({
  text: text.meta(says("What the customer said")),
  author: text.meta(says("Name", "As the customer agreed to be named, for example Emma L.")),
  rating: testimonial.shape.rating.meta(says("Stars", "1 to 5.")),
  location: text.meta(says("Suburb")),
  date: z.iso.date("a date as YYYY-MM-DD").meta(says("Date", "When the customer gave it: the six newest show on the testimonials page.")),
});

/** A review for search engines' structured data, content/reviews/<date>-<name>.json. */
export const reviewFile = review.extend({
  body: text.meta(says("What the customer said")),
  author: text.meta(says("Name", "As the customer agreed to be named, for example Mark D.")),
  rating: review.shape.rating.meta(says("Stars", "1 to 5.")),
  datePublished: review.shape.datePublished.meta(says("Date", "When the customer gave it.")),
});

/** Fields keyed by id: one object of the catalogue's entries, as the editor shows them. */
const byId = <Entry extends z.ZodType>(ids: readonly string[], entry: Entry) =>
  z.strictObject(Object.fromEntries(ids.map((id) => [id, entry.meta(says(id))])) as Record<string, Entry>);

/** content/catalogue.json: every reason, written once (catalogue.ts); the services are files of their own. */
export const catalogueFile = z.strictObject({
  reasons: byId(reasonIds, reasonFields).meta(says("Reasons to choose you", "Pages name these and may word them their own way.")),
});

/** What a job's photo shows: the stages of the work. */
const photoStages = ["before", "during", "after"] as const;

/** One job, content/jobs/<month>-<name>.json: shown on /our-work, its suburb's page and home. */
export const jobFile = z.strictObject({
  title: text.meta(says("Title", "What was done, where: for example Storm-split gum made safe over a Coolum roof.")),
  // The suburb page's file name, as the editor's list of suburb pages gives it (checked against the pages at build).
  suburb: text.meta({ ...says("Suburb", "The suburb page the job shows on."), widget: "relation", collection: "suburbs" }),
  service: serviceName("The service it was."),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a month as YYYY-MM, for example 2026-11")
    .meta(says("Month", "When the job was done, as YYYY-MM: the newest jobs show first.")),
  story: text.meta(says("The story", "Two or three sentences: the problem, what the crew did, how it was left.")),
  photos: z
    .array(
      z.strictObject({
        image: mediaPhoto.meta({
          ...says(
            "Photo",
            "Straight from the phone is fine, iPhone photos too: the editor turns it upright and removes its location, and the site makes the sizes each screen needs.",
          ),
          widget: "image",
        }),
        alt: text.meta(says("What the photo shows", "For people who cannot see it: for example The split gum leaning over the roof.")),
        stage: z.enum(photoStages).meta(says("Stage", "Before, during or after the work.")),
      }),
    )
    .min(1)
    .max(8)
    .meta(says("Photos", "One to eight; the first is the job's card.")),
});
