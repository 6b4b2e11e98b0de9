/**
 * What the Worker knows of the site, from the build that made it (scripts/build/worker-site.ts):
 * the business's name, email and phone, the quote form's service choices with their labels, where
 * the owner's editor signs in, and the two email templates. Bundled into the Worker by wrangler;
 * never taken from a request.
 */
import built from "../build/worker/site.json" with { type: "json" };
import type { QuoteEmails } from "#app/quote/emails/quote-emails.ts";

export interface WorkerSite {
  business: { name: string; email: string; phone: string };
  /** The form's Service choices as the build offered them (the owner's services, then the fixed ones). */
  services: { value: string; label: string }[];
  /** The editor's backend: whose sign-in the owner's API checks. */
  backend: { name: "local" } | { name: "github"; repo: string } | { name: "decapbridge" };
  emails: QuoteEmails;
}

/**
 * Another build's, put in by `npm run serve:cloudflare` with WORKER_SITE (wrangler's `--define`):
 * the end-to-end tests' own backend. `wrangler dev` takes no `--alias` of a module.
 */
declare const WORKER_SITE: WorkerSite | undefined;

export const site: WorkerSite = typeof WORKER_SITE === "object" ? WORKER_SITE : (built as WorkerSite);
