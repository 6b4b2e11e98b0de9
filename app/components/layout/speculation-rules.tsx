import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { paths } from "#app/site/paths.ts";

/**
 * Navigation stays the browser's own: same-origin links are prefetched when a visitor shows intent
 * (hover, or touch start on a phone), so the next page is often already there when the tap lands.
 * Nothing under /api/ (the quote endpoint) is ever fetched ahead.
 */
const rules = {
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: `${paths.api}*` } }] },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules() {
  return <InlineScript type="speculationrules" code={JSON.stringify(rules)} />;
}
