import type { Route } from "./+types/storm";
import { storm as content } from "~/content/storm";
import { AreasGrid } from "~/components/sections/areas-grid";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { Hero } from "~/components/sections/hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Prose } from "~/components/sections/prose";
import { ReasonList } from "~/components/sections/reason-list";
import { SituationGrid } from "~/components/sections/situation-grid";
import { ArrowLink } from "~/components/ui/actions";
import { Section } from "~/components/ui/section";
import { ServiceJsonLd } from "~/components/ui/structured-data";
import { paths, suburbPageLinks } from "~/paths";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => content;

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
      <Section heading={whyQualified.heading} intro={whyQualified.intro} tone="white">
        <ReasonList items={whyQualified.items} columns={2} />
        <div className="mt-10 rounded-2xl bg-forest-50 p-6">
          <h3 className="text-xl font-bold text-forest-900">{blogLink.heading}</h3>
          <p className="mt-1 text-slate-700">{blogLink.text}</p>
          <ArrowLink href={paths.article} className="mt-3">
            {blogLink.linkLabel}
          </ArrowLink>
        </div>
      </Section>
      <Section heading={preparation.heading} intro={preparation.intro}>
        <CheckList items={preparation.items} columns={2} />
      </Section>
      <Section heading={preventiveCare.heading} intro={preventiveCare.intro} tone="tint">
        <CheckList items={preventiveCare.items} columns={2} />
      </Section>
      <Section heading={insurance.heading} tone="white">
        <Prose paragraphs={insurance.paragraphs} />
        <div className="mt-6">
          <CheckList items={insurance.points} columns={2} />
        </div>
      </Section>
      <Section heading={faq.heading} intro={faq.intro}>
        <FaqList items={faq.items} />
      </Section>
      <Section heading={locations.heading} intro={locations.intro} tone="tint">
        <AreasGrid links={suburbPageLinks} />
      </Section>
      <CtaBand cta={storm.cta} />
    </>
  );
}
