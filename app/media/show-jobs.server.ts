/**
 * The owner's jobs as pages show them: each photo made by the image pipeline (a job's first photo
 * for its card, the others as thumbnails), its suburb and service named. Build time only.
 */
import { readPage, type Job } from "#app/content/content-files.server.ts";
import { serviceTitle } from "#app/content/jobs.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { buildImage } from "#app/media/images.server.ts";
import { imageSlots, type BuiltImage } from "#app/media/slots.ts";
import { suburbCanonicalPath } from "#app/site/paths.ts";
import { monthAndYear } from "#app/words-in-code/site-copy.ts";

interface ShownPhoto {
  image: BuiltImage;
  stage: string;
}
/** A job as a page shows it. */
export interface ShownJob {
  slug: string;
  title: string;
  story: string;
  /** "November 2026". */
  when: string;
  month: string;
  service: { id: string; title: string };
  suburb: { name: string; path: string };
  photos: ShownPhoto[];
}

/** The jobs made ready for a page: every photo built for a job's card (the lead) or its thumbnails. */
export async function showJobs(shown: Job[], { leadOnly = false } = {}): Promise<ShownJob[]> {
  if (shown.length === 0) return [];
  const { stageLabels } = readPage("our-work");
  return Promise.all(
    shown.map(async (job) => {
      const suburb = suburbs.find((candidate) => candidate.slug === job.suburb)!;
      const photos = await Promise.all(
        (leadOnly ? job.photos.slice(0, 1) : job.photos).map(async (photo, index) => ({
          image: await buildImage(photo.image, photo.alt, index === 0 ? imageSlots.jobCard : imageSlots.jobThumb, job.file),
          stage: stageLabels[photo.stage],
        })),
      );
      return {
        slug: job.slug,
        title: job.title,
        story: job.story,
        when: monthAndYear(job.month),
        month: job.month,
        service: { id: job.service, title: serviceTitle(job.service) },
        suburb: { name: suburb.name, path: suburbCanonicalPath(suburb.slug) },
        photos,
      };
    }),
  );
}
