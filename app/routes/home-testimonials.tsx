import { renderToStaticMarkup } from "react-dom/server";
import { home } from "~/content/home";
import { TestimonialGrid } from "~/components/sections/testimonial-card";

/**
 * The home page's testimonials as an HTML fragment, prerendered to a file that the page fetches
 * when the section comes near the viewport (components/sections/lazy-testimonials.tsx).
 */
export function loader() {
  const html = renderToStaticMarkup(<TestimonialGrid items={home.testimonials.items} />);
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
