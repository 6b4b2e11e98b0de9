/**
 * `build/worker/site.json`: what the Worker on Cloudflare needs from the content and the build
 * (worker/site.ts says its shape), written beside the published site and never in it. The quote
 * form's services as the build defines them for the form (content-defines.ts), the business's
 * facts, the editor's backend as the build chose it, and the emails' templates.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { business } from "#app/content/business.ts";
import { quoteServiceOptions } from "#app/content/content-files.server.ts";
import { quoteEmails } from "#app/quote/emails/quote-emails.ts";
import { fixedServiceOptions } from "#app/words-in-code/quote-options.ts";
import type { EditorBackend } from "../../admin/next/editor-backend.ts";
import type { WorkerSite } from "../../worker/site.ts";

/** The folder beside build/client. */
export const WORKER_FOLDER = "worker";
const SITE_FILE = "site.json";

function workerSite(backend: EditorBackend): WorkerSite {
  return {
    business: { name: business.name, email: business.email, phone: business.phone.display },
    services: [...quoteServiceOptions(), ...fixedServiceOptions],
    backend: backend.name === "github" ? { name: "github", repo: backend.repo } : { name: backend.name },
    emails: quoteEmails(),
  };
}

/** Writes it into `folder` (the build's worker folder, or a test's own); returns the file's path. */
export function writeWorkerSite(folder: string, backend: EditorBackend): string {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, SITE_FILE);
  writeFileSync(file, `${JSON.stringify(workerSite(backend), null, 2)}\n`);
  return file;
}
