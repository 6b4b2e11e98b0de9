/**
 * The owner's jobs (content/jobs, one file each), newest first: the route table makes /our-work of
 * them while there is one on the site (a draft, or one still to come, is not). How a page shows them, photos made, is app/media/show-jobs.server.ts. Build time only.
 */
import { readCatalogue, readJobs, type Job } from "#app/content/content-files.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { buildNow } from "#app/content/build-now.server.ts";
import { isLive } from "#app/content/going-live.ts";

/** Every job, drafts and those still to come among them (the build's list of what comes up). */
export const everyJob: Job[] = readJobs(suburbs.map((suburb) => suburb.slug));
/** The jobs on the site at the build's time (app/content/going-live.ts). */
export const jobs: Job[] = everyJob.filter((job) => isLive(job, buildNow()));
const catalogue = readCatalogue();

/** The services that have at least one job, in the catalogue's order: the gallery's filters. */
export const servicesWithJobs = Object.keys(catalogue.services).filter((id) => jobs.some((job) => job.service === id));
export const serviceTitle = (id: string) => catalogue.services[id]?.title ?? id;
