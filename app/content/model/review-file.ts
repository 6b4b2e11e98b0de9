/**
 * A review for search engines' structured data, content/reviews/<date>-<name>.json (spec section 9:
 * eight samples, July to October 2024, pinned in content-shape.test.ts). Never shown on a page.
 */
import * as z from "zod";
import { says, stars, text } from "#app/content/model/fields.ts";

export const reviewFile = z.strictObject({
  body: text.meta(says("What the customer said", "In the customer's own words.")),
  rating: stars.meta(says("Stars", "1 to 5.")),
  author: text.meta(says("Name", "As the customer agreed to be named, for example Mark D.")),
  datePublished: z.iso.date("a date as YYYY-MM-DD").meta(says("Date", "When the customer gave it.")),
});
export type Review = z.input<typeof reviewFile>;
