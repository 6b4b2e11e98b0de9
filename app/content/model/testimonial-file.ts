/** One customer's review, content/testimonials/<date>-<name>.json; /testimonials shows the six newest. */
import * as z from "zod";
import { testimonial } from "#app/content/model/blocks.ts";
import { says, text } from "#app/content/model/fields.ts";

export const testimonialFile = testimonial.extend({
  text: text.meta(says("What the customer said", "In the customer's own words.")),
  author: text.meta(says("Name", "As the customer agreed to be named, for example Emma L.")),
  rating: testimonial.shape.rating.meta(says("Stars", "1 to 5.")),
  location: text.meta(says("Suburb", "Where the customer lives, for example Buderim.")),
  date: z.iso.date("a date as YYYY-MM-DD").meta(says("Date", "When the customer gave it: the six newest show on the testimonials page.")),
});
