/**
 * A host's build (Cloudflare Workers Builds, Cloudflare Pages or Netlify, known by the variable each
 * sets) stops, before it bundles anything, when a setting cannot work on that host: the host would publish a site whose
 * quote form fails every request, whose visits are counted nowhere, or whose editor cannot sign in.
 * Each problem is one sentence naming the variable and where the host keeps it (ADR 0038).
 */
import { loadEnv } from "vite";
import { readSettings } from "#app/settings/settings.ts";
import { editorBackend } from "../../admin/next/editor-backend.ts";

type Env = Record<string, string | undefined>;

/** The hosts whose builds this knows, by the variable each sets on every build, where each keeps a site's variables, and where it lists its builds. */
const hosts = [
  {
    // Workers Builds (a Worker with static assets, wrangler.toml): its Worker takes the quote form's requests itself.
    name: "Cloudflare Workers",
    runs: (env: Env) => Boolean(env.WORKERS_CI),
    commit: (env: Env) => env.WORKERS_CI_COMMIT_SHA,
    settingsAt: "the Cloudflare dashboard (Workers & Pages → the Worker → Settings → Build → Variables and secrets)",
    buildsAt: "your Worker → Deployments, in the Cloudflare dashboard (Workers & Pages)",
    receivesQuotes: true,
  },
  {
    name: "Cloudflare Pages",
    runs: (env: Env) => Boolean(env.CF_PAGES),
    commit: (env: Env) => env.CF_PAGES_COMMIT_SHA,
    settingsAt: "the Cloudflare dashboard (Workers & Pages → the project → Settings → Environment variables)",
    buildsAt: "your project → Deployments, in the Cloudflare dashboard (Workers & Pages)",
    receivesQuotes: false,
  },
  {
    name: "Netlify",
    runs: (env: Env) => Boolean(env.NETLIFY),
    commit: (env: Env) => env.COMMIT_REF,
    settingsAt: "Netlify's site configuration (Environment variables)",
    buildsAt: "your site → Deploys, in Netlify",
    receivesQuotes: false,
  },
] as const;

export type Host = (typeof hosts)[number];

/** The host running this build, or undefined on a developer's or the owner's computer. */
export const hostOf = (env: Env): Host | undefined => hosts.find((host) => host.runs(env));

/** Why this build must not go live on `host`, one sentence a problem; none when every setting can work there. */
export function hostSettingsProblems(host: Host, env: Env): string[] {
  const problems: string[] = [];
  const where = host.settingsAt;
  const settings = readSettings(env);
  // The site's own endpoint is the Worker's on Cloudflare Workers (worker/quote-endpoint.ts); a static host has none.
  if (settings.delivery.mode === "own-endpoint" && !host.receivesQuotes)
    problems.push(
      `The quote form has no way to send on ${host.name}: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY in ${where} (docs/deploying.md, "EmailJS"), or set VITE_QUOTE_EMAIL_APP=on there to have the form open the visitor's email app instead.`,
    );
  if (settings.counter && !settings.counter.origin)
    problems.push(
      `VITE_COUNTER is not set, so visits would be counted by \`npm start\`'s own counter, which ${host.name} does not run: set it in ${where} to your Plausible server (https://plausible.io) or to off.`,
    );
  if (editorBackend(env).name === "local" && !env.CMS_BACKEND?.trim())
    problems.push(
      `CMS_BACKEND is not set, so the editor at /admin could not sign in or save on ${host.name}: set it in ${where} to decapbridge with CMS_DECAPBRIDGE_SITE_ID (docs/connect-the-editor.md), to github, or to local to publish the site without its editor.`,
    );
  return problems;
}

/**
 * On a host, what stops its build, in the words the build prints: the settings to fix, one sentence
 * each. Nothing on a developer's or the owner's computer, where the local outbox and counter are the point.
 */
export function hostSettingsCheck(root: string): string | undefined {
  const host = hostOf(process.env);
  if (!host) return undefined;
  const mode = process.env.NODE_ENV === "development" ? "development" : "production";
  // As the build reads them: the environment, and a committed .env file if there is one.
  const problems = hostSettingsProblems(host, loadEnv(mode, root, ["VITE_", "CMS_"]));
  if (problems.length === 0) return undefined;
  return [`Settings to fix before this site can go live on ${host.name}:`, ...problems.map((problem) => `  - ${problem}`)].join("\n");
}
