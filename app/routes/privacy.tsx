import type { Route } from "./+types/privacy";
import { privacy } from "~/content/privacy";
import { Hero } from "~/components/sections/hero";
import { Prose } from "~/components/sections/prose";
import { Section } from "~/components/ui/section";
import { StructuredData } from "~/components/ui/structured-data";
import { routeMeta } from "~/seo/route-meta";

export const meta: Route.MetaFunction = ({ location }) => routeMeta(privacy.meta, location);

export default function Privacy() {
  return (
    <>
      <StructuredData type="organization" pageTitle={privacy.meta.title} pageDescription={privacy.meta.description} />
      <Hero hero={privacy.hero} />
      {privacy.sections.map((section, index) => (
        <Section key={section.heading} heading={section.heading} tone={index % 2 === 0 ? "paper" : "white"}>
          <Prose paragraphs={section.paragraphs} />
        </Section>
      ))}
    </>
  );
}
