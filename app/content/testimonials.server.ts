/**
 * The testimonials page: its copy (content/pages/testimonials.json) and the newest reviews (up to six) of
 * content/testimonials, one file each. Build time only: the page gets them from its loader.
 */
import { readTestimonials } from "#app/content/content-files.server.ts";
import { testimonialsCopy } from "#app/content/page-content.server.ts";
import type { TestimonialsContent } from "#app/content/types.ts";

export const testimonialsPage: TestimonialsContent = {
  ...testimonialsCopy,
  reviews: { ...testimonialsCopy.reviews, items: readTestimonials() },
};
