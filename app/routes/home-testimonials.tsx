import { renderToStaticMarkup } from "react-dom/server";
import { readPage } from "#app/content/content-files.server.ts";
import { TestimonialGrid } from "#app/components/sections/testimonial-card.tsx";

/**
 * The home page's testimonials as an HTML fragment, prerendered to a file that the page fetches
 * when the section comes near the viewport (components/sections/lazy-testimonials.tsx).
 */
export function loader() {
  const html = renderToStaticMarkup(<TestimonialGrid items={readPage("home").testimonials.items} />);
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
