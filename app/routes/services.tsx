import type { Route } from "./+types/services";
import { readPage, readServiceCards } from "#app/content/content-files.server.ts";
import { jobs } from "#app/content/jobs.server.ts";
import { ArrowLink } from "#app/components/ui/actions.tsx";
import { paths } from "#app/site/paths.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-list.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { ReasonSection } from "#app/components/sections/reason-list.tsx";
import { ServiceSection } from "#app/components/sections/service-grid.tsx";
import { ServiceJsonLd } from "#app/components/ui/json-ld.tsx";
import { routeMeta } from "#app/seo/route-meta.ts";

/**
 * The page's words, read from its content file when the site is built, and a card for each service
 * file with a description; the gallery's link once there is a job.
 */
export const loader = () => ({
  servicesPage: readPage("services"),
  serviceCards: readServiceCards(),
  galleryLink: jobs.length > 0 ? readPage("our-work").servicesLink : null,
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.servicesPage.meta, matches);

export default function Services({ loaderData: { servicesPage, serviceCards, galleryLink } }: Route.ComponentProps) {
  const { services, whyChoose, faq, cta } = servicesPage;
  return (
    <>
      <ServiceJsonLd name={servicesPage.serviceName} description={servicesPage.meta.description} />
      <Hero hero={servicesPage.hero} />
      <ServiceSection services={{ ...services, items: serviceCards }}>
        {galleryLink && (
          <ArrowLink href={paths.ourWork} className="mt-8">
            {galleryLink}
          </ArrowLink>
        )}
      </ServiceSection>
      <ReasonSection reasons={whyChoose} tone="tint" columns={2} />
      <FaqSection faq={faq} tone="white" />
      <CtaBand cta={cta} quoteLabel={cta.quoteLabel} />
    </>
  );
}
