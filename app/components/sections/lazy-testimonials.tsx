import { paths } from "#app/site/paths.ts";
import type { HomeContent } from "#app/content/model/pages.ts";
import { textLinkClass } from "#app/components/ui/actions.tsx";
import { LazyFragment } from "#app/components/sections/lazy-fragment.tsx";

/** Skeleton cards the size of the real ones, so nothing shifts when they arrive. */
function Placeholder({ count }: { count: number }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials-placeholder">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-72 animate-pulse rounded-2xl border border-forest-100 bg-forest-50/70" />
      ))}
    </ul>
  );
}

/** The home page's testimonials, loaded when they come near the viewport (spec: lazily, with a placeholder). */
export function LazyTestimonials({ testimonials }: { testimonials: HomeContent["testimonials"] }) {
  const { fallback } = testimonials;
  return (
    <LazyFragment
      src={paths.homeTestimonials}
      placeholder={<Placeholder count={testimonials.items.length} />}
      fallback={
        <p className="text-lg text-slate-700">
          {fallback.text}{" "}
          <a href={paths.testimonials} className={textLinkClass}>
            {fallback.linkLabel}
          </a>
          .
        </p>
      }
    />
  );
}
