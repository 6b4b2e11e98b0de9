import type { Route } from "./+types/home";
import { business } from "~/content/business";
import { home as content } from "~/content/home";
import { AreasGrid } from "~/components/sections/areas-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { GoogleReview } from "~/components/sections/google-review";
import { Hero } from "~/components/sections/hero";
import { LazyTestimonials } from "~/components/sections/lazy-testimonials";
import { ReasonList } from "~/components/sections/reason-list";
import { ServiceGrid } from "~/components/sections/service-grid";
import { ArrowLink } from "~/components/ui/actions";
import { Section } from "~/components/ui/section";
import { BusinessJsonLd } from "~/components/ui/structured-data";
import { paths } from "~/paths";
import { areaGridLinks } from "~/lib/area-links";
import { routeMeta } from "~/seo/route-meta";
import type { PageHandle } from "~/page-handle";

export const handle: PageHandle = { scripts: ["lazy-fragments"] };

export const loader = () => ({ home: content, areaLinks: areaGridLinks });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.home.meta, matches);

export default function Home({ loaderData: { home, areaLinks } }: Route.ComponentProps) {
  const { reasons, fastCommunication, services, testimonials, faq } = home;
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={home.hero} />
      <div className="mx-auto -mt-2 max-w-6xl px-4 pb-4">
        <GoogleReview {...home.googleReview} reviewCount={business.rating.homeCount} />
      </div>
      <Section heading={reasons.heading} intro={reasons.intro}>
        <ReasonList items={reasons.items} />
      </Section>
      <Section heading={fastCommunication.heading} intro={fastCommunication.intro} tone="tint">
        <ReasonList items={fastCommunication.items} />
      </Section>
      <Section heading={services.heading} intro={services.intro} tone="white">
        <ServiceGrid cards={services.items} />
        <ArrowLink href={paths.services} className="mt-8">
          {services.linkLabel}
        </ArrowLink>
      </Section>
      <Section heading={testimonials.heading} intro={testimonials.intro} tone="tint">
        <LazyTestimonials testimonials={testimonials} />
      </Section>
      <Section heading={home.areas.heading} intro={home.areas.intro} tone="white">
        <AreasGrid links={areaLinks} />
      </Section>
      <Section heading={faq.heading} intro={faq.intro}>
        <FaqList items={faq.items} />
      </Section>
      <CtaBand cta={home.cta} />
    </>
  );
}
