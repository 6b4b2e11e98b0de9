import type { ShownJob } from "#app/media/show-jobs.server.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { cn } from "#app/lib/cn.ts";
import { paths } from "#app/site/paths.ts";

const grid = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** A photo with what stage of the job it shows, as a badge on it. */
function StagedPhoto({ photo, lead = false }: { photo: ShownJob["photos"][number]; lead?: boolean }) {
  return (
    <figure className="relative">
      <Picture image={photo.image} crop className={cn(lead ? "aspect-[4/3]" : "aspect-square rounded-lg")} />
      <figcaption
        className={cn(
          "absolute bottom-2 left-2 rounded-full bg-forest-950/80 font-semibold text-white",
          lead ? "px-3 py-1 text-sm" : "px-2 py-0.5 text-xs",
        )}
      >
        {photo.stage}
      </figcaption>
    </figure>
  );
}

/** When and where: "Tree Removal · Coolum Beach · November 2026". */
function JobFacts({ job, linkSuburb }: { job: ShownJob; linkSuburb: boolean }) {
  return (
    <p className="text-sm font-semibold text-forest-700">
      {job.service.title} ·{" "}
      {linkSuburb ? (
        <a href={job.suburb.path} className="underline underline-offset-4 hover:text-forest-900">
          {job.suburb.name}
        </a>
      ) : (
        job.suburb.name
      )}{" "}
      · <time dateTime={job.month}>{job.when}</time>
    </p>
  );
}

/** The gallery: each job whole, its story and every photo, newest first. */
export function JobGallery({ jobs, headingLevel = 2 }: { jobs: ShownJob[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={grid}>
      {jobs.map((job) => (
        <li key={job.slug} id={job.slug} className="scroll-mt-24">
          <Card as="article" className="h-full overflow-hidden">
            <StagedPhoto photo={job.photos[0]!} lead />
            <div className="p-5">
              <JobFacts job={job} linkSuburb />
              <Heading className="mt-2 text-xl font-bold text-forest-900">{job.title}</Heading>
              <p className="mt-2 text-slate-700">{job.story}</p>
              {job.photos.length > 1 && (
                <ul className="mt-4 grid grid-cols-3 gap-2">
                  {job.photos.slice(1).map((photo) => (
                    <li key={photo.image.src}>
                      <StagedPhoto photo={photo} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A few jobs as cards that lead to each on the gallery: home's latest, a suburb's own. */
export function JobCards({ jobs }: { jobs: ShownJob[] }) {
  return (
    <ul className={grid}>
      {jobs.map((job) => (
        <li key={job.slug}>
          <Card as="article" className="relative h-full overflow-hidden focus-within:ring-2 focus-within:ring-sun-500">
            <StagedPhoto photo={job.photos[0]!} lead />
            <div className="p-5">
              <JobFacts job={job} linkSuburb={false} />
              <h3 className="mt-2 text-lg font-bold text-forest-900">
                {/* The whole card is the link's target area; the title is its name. */}
                <a href={`${paths.ourWork}#${job.slug}`} className="after:absolute after:inset-0 focus:outline-none">
                  {job.title}
                </a>
              </h3>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
