/**
 * A suburb's page, one file each: content/suburbs/<slug>.json, its URL segment the file's name
 * (/locations/<slug> and three more paths show it). The file names its services by id; the page
 * gets each as a whole card (app/content/content-files.server.ts).
 */
import * as z from "zod";
import { callToAction, faq, list, page, pointedSection, serviceCard } from "#app/content/model/blocks.ts";
import { hint, oneTo, says, serviceName, text, texts } from "#app/content/model/fields.ts";

/** Where a suburb is: the facts its file gives its page. */
const suburbPlaceShape = z.strictObject({
  /** Its URL segment, for example coolum-beach: the file's name, not a field of the file. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text.meta(hint("As the suburb is written, for example Coolum Beach.")),
  postcode: z
    .string()
    .regex(/^4\d{3}$/)
    .meta(hint("Four digits, starting with 4.")),
  council: text.meta(hint("Its local council, for example Sunshine Coast Council.")),
  geo: z
    .strictObject({
      latitude: z
        .number()
        .min(-29)
        .max(-10)
        .meta(says("North–south position", "The first number Google Maps shows for the suburb (negative: south), for example -26.6.")),
      longitude: z
        .number()
        .min(138)
        .max(154)
        .meta(says("East–west position", "The second number Google Maps shows for the suburb, for example 153.0.")),
    })
    .meta(says("Map position", "Where the suburb is, for search engines: press and hold it in Google Maps to see its two numbers.")),
});
/** A suburb page's service cards (its focus services): four to a row on a wide screen, two rows at most. */
const suburbServiceCards = <T extends z.ZodType>(card: T) => oneTo(card, 8);
/** A suburb page's own copy. */
const suburbCopyShape = z.strictObject({
  ...page,
  services: list(suburbServiceCards(serviceCard)),
  localExpertise: pointedSection,
  faq,
  cta: callToAction,
});
/** A suburb's page as the route gets it: where it is, and its copy with whole service cards. */
export const suburbShape = suburbPlaceShape.extend(suburbCopyShape.shape);
/** A suburb page's content: where the suburb is and its own copy. */
export type Suburb = z.input<typeof suburbShape>;

/** A suburb page's service card: a service of the catalogue, in the suburb's own words. */
const suburbService = z.strictObject({
  service: serviceName("One of the services (Services in the editor's menu)."),
  title: text.optional().meta(hint("Only if this page names the service differently.")),
  description: text.meta(hint("The service in this suburb's own words: a sentence or two.")),
  features: texts.meta(hint("What the work includes here, one short line each.")),
});

/** One suburb's file, content/suburbs/<slug>.json. */
export const suburbFile = suburbPlaceShape.omit({ slug: true }).extend({
  ...suburbCopyShape.shape,
  order: z.int().min(1).meta(hint("Where it comes in the lists of suburbs: 1 first.")),
  services: suburbCopyShape.shape.services.extend({ items: suburbServiceCards(suburbService) }),
});
