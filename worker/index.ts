/**
 * The site on Cloudflare (wrangler.toml): its static assets, the quote endpoint, the owner's API and
 * the schedule, with the emails and the owner's alert as the steps after a request is stored.
 */
import { afterStoredSteps } from "./after-stored.ts";
import { retryUnsentEmails } from "./send-emails.ts";
import { site } from "./site.ts";
import { siteWorker } from "./site-worker.ts";

/** @public wrangler.toml's `main`: workerd calls its `fetch` and `scheduled`. */
export default siteWorker({
  afterStored: afterStoredSteps(site),
  retryUnsentEmails: (env, now) => retryUnsentEmails(env, { serviceOptions: site.services, now: () => now }),
});
