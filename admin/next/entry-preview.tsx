/**
 * The page as it will look, drawn from the unsaved form with the site's own components and styles:
 * nothing is written and nothing is counted. A testimonial (the site's TestimonialCard), the storm
 * notice's band and a blog post (./post-preview.tsx) for now; other kinds say that their preview is not ready yet.
 */
import { lazy, Suspense } from "react";
import { TestimonialCard } from "#app/components/sections/testimonial-card.tsx";
import type { Testimonial } from "#app/content/model/blocks.ts";
import { words } from "./editor-words.ts";

const StormNoticePreview = lazy(() => import("./storm-notice-preview.tsx"));
const PostPreview = lazy(() => import("./post-preview.tsx"));

/** Each preview by the entries it draws: a folder's ("content/testimonials/") or one file's. */
const previews: Record<string, (fields: Record<string, unknown>) => React.ReactNode> = {
  "content/storm-notice.json": (fields) => (
    <Suspense fallback={<p className="text-base">…</p>}>
      <StormNoticePreview fields={fields} />
    </Suspense>
  ),
  "content/blog/": (fields) => (
    <Suspense fallback={<p className="text-base">…</p>}>
      <PostPreview fields={fields} />
    </Suspense>
  ),
  "content/testimonials/": (fields) => (
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

const previewOf = (path: string) =>
  Object.entries(previews).find(([start]) => path === start || (start.endsWith("/") && path.startsWith(start)))?.[1];

export const hasPreview = (path: string) => previewOf(path) !== undefined;

export function EntryPreview({ path, fields }: { path: string; fields: Record<string, unknown> }) {
  return (
    <section aria-label={words.preview} className="grid gap-4">
      <p className="rounded-lg bg-sun-300/60 px-4 py-3 text-base font-medium text-forest-950">{words.previewNote}</p>
      {/* Seen, not used: its links and call button do nothing here. */}
      <div inert className="rounded-xl border-2 border-dashed border-forest-300 bg-paper px-3 py-6">
        {previewOf(path)?.(fields) ?? <p className="text-base">{words.noPreview}</p>}
      </div>
    </section>
  );
}
