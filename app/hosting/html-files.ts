/**
 * Where a page's HTML lives in the build: the prerender (scripts/build/prerender.ts) writes `/services` as
 * `services.html`, the one shape that Cloudflare Pages, Netlify, GitHub Pages and our nginx rules
 * all serve at `/services` with 200 and no redirect (docs/decisions/0012-one-url-form-on-every-host.md).
 */

/** The published file of a page: `services.html` for /services, `index.html` for /. */
export const htmlFileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);
