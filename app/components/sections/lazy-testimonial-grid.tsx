import type { Testimonial } from "~/content/types";
import { TestimonialGrid } from "./testimonial-card";

/** The grid as its own module, so the home page can load it when it comes into view. */
export default function LazyTestimonialGrid({ items }: { items: Testimonial[] }) {
  return <TestimonialGrid items={items} />;
}
