import type { Route } from "./+types/privacy";
import { privacyCopy } from "#app/words-in-code/privacy-copy.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";
import { MAX_REQUESTS_PER_HOUR } from "#app/quote/spam-rules.ts";
import { settings } from "#app/settings/settings.ts";
import { Hero } from "#app/components/sections/hero.tsx";
import { Prose } from "#app/components/sections/prose.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { routeMeta } from "#app/seo/route-meta.ts";

/** Its words are code (app/words-in-code/privacy-copy.ts): what the site does with a visitor's data changes with the code. */
export const loader = () =>
  privacyCopy({
    keptRequestDays: KEPT_REQUEST_DAYS,
    maxRequestsPerHour: MAX_REQUESTS_PER_HOUR,
    keepRequestsMonths: settings.keepRequestsMonths,
  });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function Privacy({ loaderData: privacy }: Route.ComponentProps) {
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={privacy.hero} />
      {privacy.sections.map((section, index) => (
        <Section key={section.heading} heading={section.heading} tone={index % 2 === 0 ? "paper" : "white"}>
          <Prose paragraphs={section.paragraphs} />
        </Section>
      ))}
    </>
  );
}
