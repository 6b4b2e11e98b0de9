import type { Route } from "./+types/privacy";
import { privacy as content } from "#app/words/privacy-copy.ts";
import { Hero } from "#app/components/sections/hero.tsx";
import { Prose } from "#app/components/sections/prose.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { routeMeta } from "#app/seo/route-meta.ts";

/** Its words are code (app/words/privacy-copy.ts): what the site does with a visitor's data changes with the code. */
export const loader = () => content;

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
