import type { Route } from "./+types/suburb";
import { business } from "#app/content/business.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { readPage } from "#app/content/content-files.server.ts";
import { jobs } from "#app/content/jobs.server.ts";
import { showJobs } from "#app/media/show-jobs.server.ts";
import { JobCards } from "#app/components/sections/job-cards.tsx";
import type { Suburb as SuburbContent } from "#app/content/model/suburb-file.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-list.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { Prose } from "#app/components/sections/prose.tsx";
import { ServiceSection } from "#app/components/sections/service-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { findPageRoute } from "#app/routing/route-table.ts";
import { requestedPath } from "#app/routing/build-page-context.server.ts";
import { routeMeta } from "#app/seo/route-meta.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ArrowLink } from "#app/components/ui/actions.tsx";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths } from "#app/site/paths.ts";

/**
 * The suburb a path belongs to. A loader runs only at prerender time, so each page carries its
 * own suburb's copy and no page ships the other five.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = requestedPath(request);
  const slug = findPageRoute(pathname)?.suburbSlug;
  const suburb: SuburbContent | undefined = suburbs.find((candidate) => candidate.slug === slug);
  if (!suburb) throw new Error(`No suburb page at ${pathname}`);
  /** Its latest jobs there (three at most), once the owner has added one. */
  const localJobs = await showJobs(jobs.filter((job) => job.suburb === suburb.slug).slice(0, 3), { leadOnly: true });
  // The gallery's words for the band, read only for a page that shows one.
  return { suburb, localJobs, jobsCopy: localJobs.length > 0 ? readPage("our-work").suburbSection : null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.suburb.meta, matches);

/** One module for every suburb page, under its four path patterns. */
export default function Suburb({ loaderData: { suburb, localJobs, jobsCopy } }: Route.ComponentProps) {
  const { services, localExpertise, faq } = suburb;
  const postcodeLine = (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-forest-50">
      <Icon name="map-pin" className="size-4 text-sun-300" />
      {suburb.name} {business.address.region} {suburb.postcode} · {suburb.council}
    </p>
  );
  return (
    <>
      <BusinessJsonLd location={suburb} photos={localJobs.map((job) => job.photos[0]!.image.src)} />
      <Hero hero={suburb.hero} extra={postcodeLine} />
      <ServiceSection services={services} columns={4} />
      {jobsCopy && (
        <Section heading={siteCopy.jobsIn(suburb.name)} intro={jobsCopy.intro} tone="white">
          <JobCards jobs={localJobs} />
          <ArrowLink href={paths.ourWork} className="mt-8">
            {jobsCopy.linkLabel}
          </ArrowLink>
        </Section>
      )}
      <Section heading={localExpertise.heading} tone="tint">
        <Prose paragraphs={localExpertise.paragraphs} points={localExpertise.points} />
        <ArrowLink href={paths.councilArticle} className="mt-8">
          {siteCopy.councilGuideLink(suburb.council)}
        </ArrowLink>
      </Section>
      <FaqSection faq={faq} tone="white" />
      <CtaBand cta={suburb.cta} />
    </>
  );
}
