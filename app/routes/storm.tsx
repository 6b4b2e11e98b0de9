import type { Route } from "./+types/storm";
import { readPage } from "#app/content/content-files.server.ts";
import { AreasGrid } from "#app/components/sections/areas-grid.tsx";
import { CheckSection } from "#app/components/sections/check-list.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-list.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { Prose } from "#app/components/sections/prose.tsx";
import { ReasonSection } from "#app/components/sections/reason-list.tsx";
import { SituationGrid } from "#app/components/sections/situation-grid.tsx";
import { ArrowLink } from "#app/components/ui/actions.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { ServiceJsonLd } from "#app/components/ui/json-ld.tsx";
import { suburbPageLinks } from "#app/content/area-links.ts";
import { paths } from "#app/site/paths.ts";
import { routeMeta } from "#app/seo/route-meta.ts";

/** The page's words, read from its content file when the site is built. */
export const loader = () => ({ ...readPage("storm"), suburbLinks: suburbPageLinks });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

/** /storm-cleanup and its alias /storm-damage. */
export default function Storm({ loaderData: storm }: Route.ComponentProps) {
  const { situations, process, whyQualified, blogLink, preparation, preventiveCare, insurance, faq, locations } = storm;
  return (
    <>
      <ServiceJsonLd name={storm.serviceName} description={storm.meta.description} />
      <Hero hero={storm.hero} callLabel={storm.callLabel} />
      <Section heading={situations.heading} intro={situations.intro}>
        <SituationGrid items={situations.items} />
      </Section>
      <Section heading={process.heading} intro={process.intro} tone="tint">
        <ProcessSteps steps={process.items} />
      </Section>
      <ReasonSection reasons={whyQualified} tone="white" columns={2}>
        <div className="mt-10 rounded-2xl bg-forest-50 p-6">
          <h3 className="text-xl font-bold text-forest-900">{blogLink.heading}</h3>
          <p className="mt-1 text-slate-700">{blogLink.text}</p>
          <ArrowLink href={paths.article} className="mt-3">
            {blogLink.linkLabel}
          </ArrowLink>
        </div>
      </ReasonSection>
      <CheckSection list={preparation} />
      <CheckSection list={preventiveCare} tone="tint" />
      <Section heading={insurance.heading} tone="white">
        <Prose paragraphs={insurance.paragraphs} points={insurance.points} />
      </Section>
      <FaqSection faq={faq} />
      <Section heading={locations.heading} intro={locations.intro} tone="tint">
        <AreasGrid links={storm.suburbLinks} />
      </Section>
      <CtaBand cta={storm.cta} />
    </>
  );
}
