/** A page's opening band (the site's Hero: its heading, intro, call button and quote link), from the unsaved form. */
import { Hero } from "#app/components/sections/hero.tsx";
import { heroOf, textOf } from "./preview-values.ts";

export default function PageHeroPreview({ fields }: { fields: Record<string, unknown> }) {
  const callLabel = textOf(fields.callLabel);
  // Edge to edge, as the page draws it.
  return (
    <div className="-mx-3 -my-6">
      <Hero hero={heroOf(fields.hero)} {...(callLabel ? { callLabel } : {})} />
    </div>
  );
}
