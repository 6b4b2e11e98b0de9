/**
 * The owner's jobs (content/jobs, one file each), newest first: the route table makes /our-work of
 * them while there is one. How a page shows them, photos made, is app/media/show-jobs.server.ts. Build time only.
 */
import { readCatalogue, readJobs, type Job } from "#app/content/content-files.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";

export const jobs: Job[] = readJobs(suburbs.map((suburb) => suburb.slug));
const catalogue = readCatalogue();

/** The services that have at least one job, in the catalogue's order: the gallery's filters. */
export const servicesWithJobs = Object.keys(catalogue.services).filter((id) => jobs.some((job) => job.service === id));
export const serviceTitle = (id: string) => catalogue.services[id]?.title ?? id;
