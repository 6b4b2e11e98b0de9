import type { Testimonial } from "#app/content/model/blocks.ts";
import { Stars } from "#app/components/ui/stars.tsx";
import { Card } from "#app/components/ui/card.tsx";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card as="figure" className="flex h-full min-h-72 flex-col p-6">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-4 font-semibold text-forest-900">
        {testimonial.author}
        {testimonial.location && <span className="font-normal text-slate-600">, {testimonial.location}</span>}
      </figcaption>
    </Card>
  );
}

export function TestimonialGrid({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.author + item.text.slice(0, 20)}>
          <TestimonialCard testimonial={item} />
        </li>
      ))}
    </ul>
  );
}
