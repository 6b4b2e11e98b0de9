import type { Route } from "./+types/privacy";
import { privacy as content } from "~/content/privacy";
import { Hero } from "~/components/sections/hero";
import { Prose } from "~/components/sections/prose";
import { Section } from "~/components/ui/section";
import { BusinessJsonLd } from "~/components/ui/structured-data";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
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
