import type { Route } from "./+types/our-work";
import { readPage } from "#app/content/content-files.server.ts";
import { jobs, servicesWithJobs, serviceTitle } from "#app/content/jobs.server.ts";
import { showJobs, type ShownJob } from "#app/media/show-jobs.server.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { JobGallery } from "#app/components/sections/job-cards.tsx";
import { BusinessJsonLd, ServiceJsonLd } from "#app/components/ui/json-ld.tsx";
import { cn } from "#app/lib/cn.ts";
import { ourWorkServicePath, paths } from "#app/site/paths.ts";
import { findPageRoute } from "#app/routing/route-table.ts";
import { requestedPath } from "#app/routing/build-page-context.server.ts";
import { routeMeta } from "#app/seo/route-meta.ts";

/** The gallery, or its page for one service: the jobs, newest first, their photos made for the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = requestedPath(request);
  // The route is there with no job too (routes.ts); only the route table's paths are pages.
  const page = findPageRoute(path);
  if (!page) throw new Response("Not Found", { status: 404 });
  const service = page.workService;
  const shown = await showJobs(service ? jobs.filter((job) => job.service === service) : jobs);
  const words = readPage("our-work");
  const filters = [
    { label: words.allLabel, href: paths.ourWork },
    ...servicesWithJobs.map((id) => ({ label: serviceTitle(id), href: ourWorkServicePath(id) })),
  ].map((filter) => ({ ...filter, current: filter.href === path }));
  const { stageLabels: _labels, homeSection: _home, suburbSection: _suburb, servicesLink: _services, ...copy } = words;
  // A service's page is its own search result: its title and description name the service.
  const meta = service
    ? {
        ...copy.meta,
        title: `${copy.meta.title}: ${serviceTitle(service)}`,
        description: `${serviceTitle(service)}: ${copy.meta.description}`,
      }
    : copy.meta;
  const heading = service ? `${copy.hero.heading}: ${serviceTitle(service)}` : copy.hero.heading;
  return { copy: { ...copy, meta, hero: { ...copy.hero, heading } }, jobs: shown, filters };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.copy.meta, matches);

/** Every photo of these jobs, as its JPEG: the structured data's images of the business and its services. */
const photosOf = (shown: ShownJob[]) => shown.flatMap((job) => job.photos.map((photo) => photo.image.src));

/** Photos of the crew's real jobs; filtered by service with links, so it works with no JavaScript. */
export default function OurWork({ loaderData: { copy, jobs: shown, filters } }: Route.ComponentProps) {
  const servicesShown = [...new Map(shown.map((job) => [job.service.id, job.service])).values()];
  return (
    <>
      <BusinessJsonLd photos={photosOf(shown)} />
      {servicesShown.map(({ id, title }) => (
        <ServiceJsonLd
          key={id}
          name={title}
          description={copy.meta.description}
          photos={photosOf(shown.filter((job) => job.service.id === id))}
        />
      ))}
      <Hero hero={copy.hero} />
      <section aria-labelledby="work-filter" className="bg-paper">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <nav aria-labelledby="work-filter">
            <h2 id="work-filter" className="text-lg font-bold text-forest-900">
              {copy.filterLabel}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {filters.map((filter) => (
                <li key={filter.href}>
                  <a
                    href={filter.href}
                    aria-current={filter.current ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-full border px-4 font-semibold",
                      filter.current
                        ? "border-forest-800 bg-forest-800 text-white"
                        : "border-forest-200 bg-white text-forest-800 hover:border-forest-700",
                    )}
                  >
                    {filter.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-10">
            <JobGallery jobs={shown} />
          </div>
        </div>
      </section>
      <CtaBand cta={copy.cta} />
    </>
  );
}
