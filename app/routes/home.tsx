import type { Route } from "./+types/home";
import { business } from "#app/content/business.ts";
import { readPage } from "#app/content/content-files.server.ts";
import { jobs } from "#app/content/jobs.server.ts";
import { showJobs } from "#app/media/show-jobs.server.ts";
import { JobCards } from "#app/components/sections/job-cards.tsx";
import { AreasGrid } from "#app/components/sections/areas-grid.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-list.tsx";
import { GoogleReview } from "#app/components/sections/google-review.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { LazyTestimonials } from "#app/components/sections/lazy-testimonials.tsx";
import { ReasonSection } from "#app/components/sections/reason-list.tsx";
import { ServiceSection } from "#app/components/sections/service-grid.tsx";
import { ArrowLink } from "#app/components/ui/actions.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { paths } from "#app/site/paths.ts";
import { areaGridLinks } from "#app/content/area-links.ts";
import { routeMeta } from "#app/seo/route-meta.ts";
import type { PageHandle } from "#app/site/page-handle.ts";

export const handle: PageHandle = { scripts: ["lazy-fragments"] };

export async function loader() {
  /** The latest three jobs, once the owner has added one, and the gallery's words for their band. */
  const latestJobs = await showJobs(jobs.slice(0, 3), { leadOnly: true });
  const jobsCopy = latestJobs.length > 0 ? readPage("our-work").homeSection : null;
  return { home: readPage("home"), areaLinks: areaGridLinks(readPage("areas")), latestJobs, jobsCopy };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.home.meta, matches);

export default function Home({ loaderData: { home, areaLinks, latestJobs, jobsCopy } }: Route.ComponentProps) {
  const { reasons, fastCommunication, services, testimonials, faq } = home;
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={home.hero} />
      <div className="mx-auto -mt-2 max-w-6xl px-4 pb-4">
        <GoogleReview {...home.googleReview} reviewCount={business.rating.homeCount} />
      </div>
      <ReasonSection reasons={reasons} />
      <ReasonSection reasons={fastCommunication} tone="tint" />
      <ServiceSection services={services} tone="white">
        <ArrowLink href={paths.services} className="mt-8">
          {services.linkLabel}
        </ArrowLink>
      </ServiceSection>
      {jobsCopy && (
        <Section heading={jobsCopy.heading} intro={jobsCopy.intro} tone="paper">
          <JobCards jobs={latestJobs} />
          <ArrowLink href={paths.ourWork} className="mt-8">
            {jobsCopy.linkLabel}
          </ArrowLink>
        </Section>
      )}
      <Section heading={testimonials.heading} intro={testimonials.intro} tone="tint">
        <LazyTestimonials testimonials={testimonials} />
      </Section>
      <Section heading={home.areas.heading} intro={home.areas.intro} tone="white">
        <AreasGrid links={areaLinks} />
      </Section>
      <FaqSection faq={faq} />
      <CtaBand cta={home.cta} />
    </>
  );
}
