import type { Route } from "./+types/services";
import { servicesPage as content } from "~/content/services";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { Hero } from "~/components/sections/hero";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceGrid } from "~/components/sections/service-grid";
import { Section } from "~/components/ui/section";
import { ServiceJsonLd } from "~/components/ui/structured-data";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => content;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function Services({ loaderData: servicesPage }: Route.ComponentProps) {
  const { services, whyChoose, faq, cta } = servicesPage;
  return (
    <>
      <ServiceJsonLd name={servicesPage.serviceName} description={servicesPage.meta.description} />
      <Hero hero={servicesPage.hero} />
      <Section heading={services.heading} intro={services.intro}>
        <ServiceGrid cards={services.items} />
      </Section>
      <Section heading={whyChoose.heading} intro={whyChoose.intro} tone="tint">
        <ReasonList items={whyChoose.items} columns={2} />
      </Section>
      <Section heading={faq.heading} intro={faq.intro} tone="white">
        <FaqList items={faq.items} />
      </Section>
      <CtaBand cta={cta} quoteLabel={cta.quoteLabel} />
    </>
  );
}
