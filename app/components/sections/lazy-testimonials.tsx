import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Testimonial } from "~/content/types";

const TestimonialGrid = lazy(() => import("./lazy-testimonial-grid"));

/** Grey-free skeleton cards the same size as the real ones, so nothing shifts when they arrive. */
function Placeholder({ count }: { count: number }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials-placeholder">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-72 animate-pulse rounded-2xl border border-forest-100 bg-forest-50/70" />
      ))}
    </ul>
  );
}

/** Testimonials load when they come near the viewport (spec: lazily, with a loading placeholder). */
export function LazyTestimonials({ items }: { items: Testimonial[] }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = <Placeholder count={items.length} />;
  return (
    <div ref={anchor} aria-busy={!near}>
      {near ? (
        <Suspense fallback={placeholder}>
          <TestimonialGrid items={items} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
