/**
 * The page as it will look, drawn from the unsaved form with the site's own components and styles:
 * nothing is written and nothing is counted. Beside it, what the content check would refuse on
 * Publish. Each collection's preview is loaded when the owner first asks for one (a testimonial's
 * card is small enough to come with the form); a blog post's is ./post-preview.tsx.
 */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { TestimonialCard } from "#app/components/sections/testimonial-card.tsx";
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { Testimonial } from "#app/content/model/blocks.ts";
import { BusinessContext } from "#app/components/ui/business-context.ts";
import { factsAsFiled, placeholderValues, placeholderValuesOf } from "#app/content/business.ts";
import type { BusinessFacts } from "#app/content/model/business-file.ts";
import { fillAll, type PlaceholderValues } from "#app/content/placeholders.ts";
import type { ContentBackend } from "./content-backend.ts";
import { useFactsNow } from "./facts-now.ts";
import type { KeptChanges } from "./kept-changes.ts";
import { BUSINESS_FILE, shownBusiness } from "./preview-values.ts";
import type { EntryRef } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { problemClass } from "./form-parts.ts";

interface PreviewProps {
  fields: Record<string, unknown>;
  index: ContentIndex;
}

function TestimonialPreview({ fields }: PreviewProps) {
  return (
    <div className="mx-auto max-w-md">
      <TestimonialCard
        testimonial={{
          ...(fields as unknown as Testimonial),
          rating: Math.max(0, Math.min(5, Math.round(Number(fields.rating) || 0))),
          text: String(fields.text ?? ""),
        }}
      />
    </div>
  );
}

const StormNoticePreview = lazy(() => import("./storm-notice-preview.tsx"));
const BusinessPreview = lazy(() => import("./business-preview.tsx"));
const ReasonsPreview = lazy(() => import("./reasons-preview.tsx"));
const ServicePreview = lazy(() => import("./service-preview.tsx"));
const JobPreview = lazy(() => import("./job-preview.tsx"));
const SuburbPreview = lazy(() => import("./suburb-preview.tsx"));
const PageHeroPreview = lazy(() => import("./page-hero-preview.tsx"));
const PostPreview = lazy(() => import("./post-preview.tsx"));

/** Each preview by the entries it draws: a folder's ("content/services/") or one file's. */
const previews: Record<string, (props: PreviewProps) => ReactNode> = {
  "content/testimonials/": (props) => <TestimonialPreview {...props} />,
  "content/storm-notice.json": (props) => <StormNoticePreview {...props} />,
  "content/business.json": (props) => <BusinessPreview {...props} />,
  "content/catalogue.json": (props) => <ReasonsPreview {...props} />,
  "content/services/": (props) => <ServicePreview {...props} />,
  "content/jobs/": (props) => <JobPreview {...props} />,
  "content/suburbs/": (props) => <SuburbPreview {...props} />,
  "content/pages/": (props) => <PageHeroPreview {...props} />,
  "content/blog/": ({ fields }) => <PostPreview fields={fields} />,
};

const previewOf = (path: string) =>
  Object.entries(previews).find(([start]) => path === start || (start.endsWith("/") && path.startsWith(start)))?.[1];

export const hasPreview = (path: string) => previewOf(path) !== undefined;

/** A form half filled that a component cannot draw: said, beside the check's refusals, not a blank screen. */
class CannotDraw extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render() {
    return this.state.failed ? <p className="text-base">{words.cannotDrawPreview}</p> : this.props.children;
  }
}

/** The placeholders' values from the facts as they are now; the built ones where those cannot be read (a half-filled form). */
function valuesOf(facts: Record<string, unknown> | undefined): PlaceholderValues {
  if (!facts) return placeholderValues;
  try {
    return placeholderValuesOf({ ...factsAsFiled, ...facts } as BusinessFacts);
  } catch {
    return placeholderValues;
  }
}

/** The form's words with their placeholders ({phone}, {years}) filled, as the build fills them; as typed where one is unknown (the check says so). */
function filled(fields: Record<string, unknown>, values: PlaceholderValues) {
  try {
    return fillAll(fields, values);
  } catch {
    return fields;
  }
}

/** What the content check would refuse on Publish, beside the preview; nothing while it is loaded. */
function useRefusals(entry: EntryRef, fields: Record<string, unknown>, index: ContentIndex) {
  const [refusals, setRefusals] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    void import("./check-form.ts").then(({ checkForm }) => current && setRefusals(checkForm(entry, fields, index)));
    return () => {
      current = false;
    };
  }, [entry, fields, index]);
  return refusals;
}

interface EntryPreviewProps {
  entry: EntryRef;
  fields: Record<string, unknown>;
  index: ContentIndex;
  /** Where the business facts are read as published now, and kept as changed on this device: the preview shows them as they are now. */
  backend?: ContentBackend;
  kept?: KeptChanges;
}

export function EntryPreview({ entry, fields, index, backend, kept }: EntryPreviewProps) {
  const drawPreview = previewOf(entry.path);
  const refusals = useRefusals(entry, fields, index);
  const facts = useFactsNow(backend, kept, entry.path === BUSINESS_FILE ? fields : undefined);
  return (
    <section aria-label={words.preview} className="grid gap-4">
      <p className="rounded-lg bg-sun-300/60 px-4 py-3 text-base font-medium text-forest-950">{words.previewNote}</p>
      {refusals.length > 0 ? (
        <div role="status" className="grid gap-2">
          <p className="text-base font-semibold text-red-900">{words.previewRefused}</p>
          <ul className="grid gap-2">
            {refusals.map((refusal) => (
              <li key={refusal} className={problemClass}>
                {refusal}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Seen, not used: its links and call button do nothing here. */}
      <div inert className="overflow-hidden rounded-xl border-2 border-dashed border-forest-300 bg-paper px-3 py-6">
        {drawPreview && facts === "reading" ? <p className="text-base">…</p> : null}
        {drawPreview && facts !== "reading" ? (
          <CannotDraw>
            <BusinessContext value={shownBusiness({ ...factsAsFiled, ...facts })}>
              <Suspense fallback={<p className="text-base">…</p>}>
                {drawPreview({ fields: filled(fields, valuesOf(facts)), index })}
              </Suspense>
            </BusinessContext>
          </CannotDraw>
        ) : null}
        {drawPreview ? null : <p className="text-base">{words.noPreview}</p>}
      </div>
    </section>
  );
}
