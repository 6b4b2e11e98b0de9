/**
 * The hosts the end-to-end tests serve the built site with, and what each does with the spellings
 * of a page's URL that are not its canonical one (docs/decisions/0012-one-url-form-on-every-host.md).
 * playwright.config.ts starts each on a free port; tests/e2e/hosts.spec.ts runs one table against all.
 */
interface HostRuntime {
  name: string;
  /** The environment variable that carries its port from the config to the test workers. */
  portVariable: string;
  /** The name it listens on: the local server answers at localhost, as the other specs reach it. */
  hostname: string;
  /** What `/services/` answers: sent to `/services` with this status. */
  trailingSlash: 301 | 307 | 308;
  /** What `/services.html` answers: the page itself (its canonical tag names /services) or a redirect to /services. */
  htmlSuffix: 200 | 307 | 308;
}

const runtimes: HostRuntime[] = [
  { name: "local server (npm start)", portVariable: "E2E_PORT", hostname: "localhost", trailingSlash: 301, htmlSuffix: 200 },
  { name: "nginx (deploy/nginx/site.conf)", portVariable: "E2E_NGINX_PORT", hostname: "127.0.0.1", trailingSlash: 301, htmlSuffix: 200 },
  {
    // Workers static assets with html_handling = "auto-trailing-slash" (wrangler.toml) redirect with 307.
    name: "Cloudflare Workers (wrangler dev)",
    portVariable: "E2E_WRANGLER_PORT",
    hostname: "127.0.0.1",
    trailingSlash: 307,
    htmlSuffix: 307,
  },
];

export const hostRuntimes = runtimes.map((host) => ({
  ...host,
  origin: () => `http://${host.hostname}:${process.env[host.portVariable]}`,
}));
