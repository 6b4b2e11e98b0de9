/**
 * The page as it will look, drawn from the unsaved form with the site's own components and styles:
 * nothing is written and nothing is counted. A testimonial for now (the site's TestimonialCard);
 * other kinds say that their preview is not ready yet.
 */
import { TestimonialCard } from "#app/components/sections/testimonial-card.tsx";
import type { Testimonial } from "#app/content/model/blocks.ts";
import { words } from "./editor-words.ts";

const previews: Record<string, (fields: Record<string, unknown>) => React.ReactNode> = {
  testimonials: (fields) => (
    <div className="mx-auto max-w-md">
      <TestimonialCard
        testimonial={{
          ...(fields as unknown as Testimonial),
          rating: Math.max(0, Math.min(5, Math.round(Number(fields.rating) || 0))),
          text: String(fields.text ?? ""),
        }}
      />
    </div>
  ),
};

export const hasPreview = (collection: string) => Object.hasOwn(previews, collection);

export function EntryPreview({ collection, fields }: { collection: string; fields: Record<string, unknown> }) {
  return (
    <section aria-label={words.preview} className="grid gap-4">
      <p className="rounded-lg bg-sun-300/60 px-4 py-3 text-base font-medium text-forest-950">{words.previewNote}</p>
      <div className="rounded-xl border-2 border-dashed border-forest-300 bg-paper px-3 py-6">
        {previews[collection]?.(fields) ?? <p className="text-base">{words.noPreview}</p>}
      </div>
    </section>
  );
}
