/**
 * After `react-router build`, which has bundled the site: renders every page and file into
 * build/client (scripts/build/prerender.ts: each page as `services.html`, the shape every host serves at
 * /services without a redirect, and the not-found render as 404.html), gives every page a
 * Content-Security-Policy with the hashes of its own inline scripts, writes the moved addresses for
 * nginx and the EmailJS templates (build/emails), and publishes the editor.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { loadEnv } from "vite";
import { NGINX_REDIRECTS_FILE, nginxRedirects, parseRedirectsFile } from "#app/hosting/redirects.ts";
import { quoteServiceOptions } from "#app/content/content-files.server.ts";
import { EMAILS_FOLDER, writeEmailTemplates } from "#app/quote/emails/template-files.ts";
import { fixedServiceOptions } from "#app/words-in-code/quote-options.ts";
import { readSettings } from "#app/settings/settings.ts";
import { filePaths, paths } from "#app/site/paths.ts";
import { publishAdmin } from "./admin-files.ts";
import { writeBuildInfo } from "./build-info-file.ts";
import { WORKER_FOLDER, writeWorkerSite } from "./worker-site.ts";
import { writeComingUp } from "./coming-up-file.ts";
import { buildNow } from "#app/content/build-now.server.ts";
import { editorBackend } from "../../admin/next/editor-backend.ts";
import { injectContentSecurityPolicy } from "./csp.ts";
import { printPhase, timed } from "./phases.ts";
import { prerender } from "./prerender.ts";

const root = join(import.meta.dirname, "..", "..");
const buildFolder = join(root, process.env.BUILD_DIR ?? "build");
const client = join(buildFolder, "client");
const mode = process.env.NODE_ENV === "development" ? "development" : "production";
const { delivery, siteOrigin, counter, keepRequestsMonths } = readSettings(loadEnv(mode, root, "VITE_"));
// The editor's sign-in: CMS_* from the environment or .env, like the VITE_ settings; checked before the pages render.
const backend = editorBackend(loadEnv(mode, root, "CMS_"));

// The editor's bundle is made while the pages render: Vite's bundler works on threads of its own,
// so the two share the machine's cores instead of one waiting for the other.
// Reused from the last build with its bundles (build.ts says where from), or made.
const editorScript = {
  buildFolder,
  reuseFrom: process.env.EDITOR_SCRIPT_FROM?.split(delimiter).filter(Boolean),
  key: process.env.EDITOR_SCRIPT_KEY,
};
// The page may connect to EmailJS and, while counting is on with a service, to the service: no other origin.
const connectOrigins = [delivery.origin, counter?.origin].filter((origin): origin is string => origin !== undefined);
// Each page gets its policy as it is rendered, so it is written once; the time it takes, apart.
let policySeconds = 0;
const withPolicy = (html: string) => {
  const started = performance.now();
  const page = injectContentSecurityPolicy(html, connectOrigins);
  policySeconds += (performance.now() - started) / 1000;
  return page;
};
// (Each timed on its own: the two overlap.) The pages' images are made in their loaders, inside the prerender.
const [{ pages, files }] = await Promise.all([
  timed("prerender (pages, their images and policies)", () => prerender(buildFolder, withPolicy)),
  timed("the editor's files (beside the prerender)", () => publishAdmin(client, siteOrigin, backend, editorScript)),
]);
printPhase("of which policies (CSP)", policySeconds);
// nginx reads no _redirects: the same moves as an include beside the published folder, never served (ADR 0040).
const moves = parseRedirectsFile(readFileSync(join(client, filePaths.redirects.slice(1)), "utf8"));
writeFileSync(join(buildFolder, NGINX_REDIRECTS_FILE), nginxRedirects(moves));
// The EmailJS templates, made from the facts of this build, to paste into EmailJS and for `npm start` to fill (docs/deploying.md).
writeEmailTemplates(join(buildFolder, EMAILS_FOLDER), [...quoteServiceOptions(), ...fixedServiceOptions]);
// What the Worker on Cloudflare bundles of this build: the facts, services, backend and templates (worker/site.ts).
writeWorkerSite(join(buildFolder, WORKER_FOLDER), backend, keepRequestsMonths);
// What this site was built from, for the editor to tell when a publish is live (app/site/build-info.ts).
writeBuildInfo(client, root, process.env);
// When a post, a job or the storm notice comes up later: the Worker's Cron Trigger rebuilds the site then (app/content/coming-up.ts).
writeComingUp(client, buildNow());

console.log(
  `postbuild: ${pages.length} pages and ${files.length} other files rendered; the pages published as .html files with their CSP, and the editor at ${paths.admin}`,
);
if (delivery.mode === "own-endpoint") {
  console.warn(
    "\n*** Quote requests from this build go to the site's own endpoint: `npm start`'s outbox here, the\n" +
      "*** Worker on Cloudflare (docs/deploying.md). A static host has none, and its build stops: there, set\n" +
      "*** VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY before deploying\n" +
      "*** (or VITE_QUOTE_EMAIL_APP=on, for a form that opens the visitor's email app).\n",
  );
}
if (counter && !counter.origin) {
  console.warn(
    "*** Visits and taps from this build are counted only by `npm start` (npm run stats); a static host\n" +
      "*** has no counter, and a host's build stops. Set VITE_COUNTER to your Plausible server (https://plausible.io), or to off,\n" +
      "*** before deploying (docs/decisions/0031-counting-with-plausible-events.md).\n",
  );
}
