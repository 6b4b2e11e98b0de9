import type { Route } from "./+types/services";
import { servicesPage as content } from "#app/content/pages.server.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-list.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { ReasonSection } from "#app/components/sections/reason-list.tsx";
import { ServiceSection } from "#app/components/sections/service-grid.tsx";
import { ServiceJsonLd } from "#app/components/ui/structured-data.tsx";
import { routeMeta } from "#app/seo/route-meta.ts";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => content;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function Services({ loaderData: servicesPage }: Route.ComponentProps) {
  const { services, whyChoose, faq, cta } = servicesPage;
  return (
    <>
      <ServiceJsonLd name={servicesPage.serviceName} description={servicesPage.meta.description} />
      <Hero hero={servicesPage.hero} />
      <ServiceSection services={services} />
      <ReasonSection reasons={whyChoose} tone="tint" columns={2} />
      <FaqSection faq={faq} tone="white" />
      <CtaBand cta={cta} quoteLabel={cta.quoteLabel} />
    </>
  );
}
