/** A page's opening band (the site's Hero: its heading, intro, call button and quote link), from the unsaved form. */
import { Hero } from "#app/components/sections/hero.tsx";
import { heroOf, textOf } from "./preview-values.ts";

export default function PageHeroPreview({ fields }: { fields: Record<string, unknown> }) {
  const callLabel = textOf(fields.callLabel);
  return <Hero hero={heroOf(fields.hero)} {...(callLabel ? { callLabel } : {})} />;
}
