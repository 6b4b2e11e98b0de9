import type { Route } from "./+types/suburb";
import { business } from "~/content/business";
import { suburbs } from "~/content/suburbs";
import type { Suburb as SuburbContent } from "~/content/types";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { Hero } from "~/components/sections/hero";
import { Prose } from "~/components/sections/prose";
import { ServiceGrid } from "~/components/sections/service-grid";
import { Section } from "~/components/ui/section";
import { BusinessJsonLd } from "~/components/ui/structured-data";
import { findPageRoute } from "~/route-table";
import { requestedPath } from "~/seo/page-context.server";
import { routeMeta } from "~/seo/route-meta";
import { Icon } from "~/components/ui/icon";
import { ArrowLink } from "~/components/ui/actions";
import { siteCopy } from "~/content/site-copy";
import { paths } from "~/paths";

/**
 * The suburb a path belongs to. A loader runs only at prerender time, so each page carries its
 * own suburb's copy and no page ships the other five.
 */
export function loader({ request }: Route.LoaderArgs): SuburbContent {
  const pathname = requestedPath(request);
  const slug = findPageRoute(pathname)?.suburbSlug;
  const suburb = suburbs.find((candidate) => candidate.slug === slug);
  if (!suburb) throw new Error(`No suburb page at ${pathname}`);
  return suburb;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

/** One module for all six suburbs under their four path patterns. */
export default function Suburb({ loaderData: suburb }: Route.ComponentProps) {
  const { services, localExpertise, faq } = suburb;
  const postcodeLine = (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-forest-50">
      <Icon name="map-pin" className="size-4 text-sun-300" />
      {suburb.name} {business.address.region} {suburb.postcode} · {suburb.council}
    </p>
  );
  return (
    <>
      <BusinessJsonLd location={suburb} />
      <Hero hero={suburb.hero} extra={postcodeLine} />
      <Section heading={services.heading} intro={services.intro}>
        <ServiceGrid cards={services.items} columns={4} />
      </Section>
      <Section heading={localExpertise.heading} tone="tint">
        <Prose paragraphs={localExpertise.paragraphs} />
        <div className="mt-6">
          <CheckList items={localExpertise.points} columns={2} />
        </div>
        <ArrowLink href={paths.councilArticle} className="mt-8">
          {siteCopy.councilGuideLink(suburb.council)}
        </ArrowLink>
      </Section>
      <Section heading={faq.heading} intro={faq.intro} tone="white">
        <FaqList items={faq.items} />
      </Section>
      <CtaBand cta={suburb.cta} />
    </>
  );
}
