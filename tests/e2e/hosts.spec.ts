/**
 * Deployed as tested (docs/decisions/0012-one-url-form-on-every-host.md): the built site served by
 * each host runtime we can run here (the local `npm start` server, Debian's nginx with the rules
 * in deploy/nginx/site.conf, and Cloudflare's own runtime, workerd, running the site's Worker with
 * its static assets through `wrangler dev`) answers every path of the route table the same way: the
 * canonical URL with 200 and no redirect, the right page, the other spellings as the ADR says, a real
 * 404, and the headers the site relies on.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readSettings } from "#app/settings/settings.ts";
import { filePaths, paths } from "#app/site/paths.ts";
import { pageRoutes } from "#app/routing/route-table.ts";
import { immutableAssetCache, pageCache, securityHeaders } from "#app/hosting/headers.ts";
import { absoluteUrl } from "#app/seo/urls.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { attribute, findAll, parseHtml, textContentOf } from "../../scripts/build/html.ts";
import { htmlFileFor } from "#app/hosting/html-files.ts";
import { hostRuntimes } from "./host-runtimes.ts";
import { suburbPagePath } from "./page-kinds.ts";

const client = join(import.meta.dirname, "..", "..", "build", "client");
const origin = readSettings(process.env).siteOrigin;

/** A page's h1 and canonical URL, read from its HTML. */
function pageIdentity(html: string) {
  const document = parseHtml(html);
  const h1 = findAll(document, (element) => element.tagName === "h1").map((element) => textContentOf(element).trim());
  const canonical = findAll(document, (element) => element.tagName === "link" && attribute(element, "rel") === "canonical");
  return { h1, canonical: canonical.map((link) => attribute(link, "href")) };
}
const builtIdentity = (path: string) => pageIdentity(readFileSync(join(client, htmlFileFor(path)), "utf8"));

/** A GET that never follows a redirect: what the host itself answered. */
const fetchOnce = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });
/** Where a redirect leads, as a path (hosts differ on absolute or relative Location headers). */
const locationOf = (headers: Record<string, string>, base: string) => {
  const target = new URL(headers["location"] ?? "", base);
  return target.pathname + target.search;
};

const stylesheet = readFileSync(join(client, "index.html"), "utf8").match(/href="(\/assets\/[^"]+\.css)"/)![1]!;

for (const host of hostRuntimes) {
  test.describe(host.name, () => {
    const base = host.origin();

    for (const route of pageRoutes) {
      const { path } = route;
      test(`${path}: 200 without a redirect, the right page; its other spellings as the ADR says`, async ({ request }) => {
        const response = await fetchOnce(request, base + path);
        expect(response.status(), `${host.name} ${path}`).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^text\/html/);
        const served = pageIdentity(await response.text());
        expect(served).toEqual(builtIdentity(path));
        expect(served.canonical).toEqual([absoluteUrl(route.canonicalPath, origin)]);
        if (path === paths.home) return;

        for (const [spelling, rule] of [
          [`${path}/`, host.trailingSlash],
          [`${path}.html`, host.htmlSuffix],
        ] as const) {
          const other = await fetchOnce(request, base + spelling);
          expect(other.status(), `${host.name} ${spelling}`).toBe(rule);
          if (rule === 200) expect(pageIdentity(await other.text()).canonical).toEqual([absoluteUrl(route.canonicalPath, origin)]);
          else expect(locationOf(other.headers(), base), `${spelling} redirects once, to ${path}`).toBe(path);
        }
      });
    }

    test("every URL of the sitemap answers 200 without a redirect", async ({ request }) => {
      const sitemap = await (await fetchOnce(request, base + filePaths.sitemap)).text();
      const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      expect(urls.length).toBeGreaterThan(0);
      for (const path of urls) expect((await fetchOnce(request, base + path)).status(), path).toBe(200);
    });

    test("an unknown path answers 404 with the not-found page; host files are not served", async ({ request }) => {
      for (const path of ["/no-such-page", "/no-such-page/", "/blog/no-such-post"]) {
        const response = await fetchOnce(request, base + path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(pageIdentity(html).h1).toEqual(["404"]);
        expect(html).toContain(siteCopy.notFound.text);
      }
      for (const hostFile of [filePaths.headers, filePaths.redirects])
        expect((await fetchOnce(request, base + hostFile)).status(), hostFile).not.toBe(200);
      // Cloudflare serves 404.html at /404 like any page: never linked, and not indexable either way.
      const notFoundPage = await fetchOnce(request, base + "/404");
      if (notFoundPage.status() === 200) expect(await notFoundPage.text()).toContain('<meta name="robots" content="noindex"/>');
    });

    test("hashed assets are kept a year; pages and the service worker revalidate", async ({ request }) => {
      const asset = await fetchOnce(request, base + stylesheet);
      expect(asset.status()).toBe(200);
      expect(asset.headers()["cache-control"]).toBe(immutableAssetCache);
      for (const path of [paths.home, paths.contact, suburbPagePath, "/sw.js", filePaths.manifest]) {
        const response = await fetchOnce(request, base + path);
        expect(response.headers()["cache-control"], path).toBe(pageCache);
      }
    });

    test("the security headers are on pages, assets and the 404", async ({ request }) => {
      for (const path of [paths.home, paths.contact, stylesheet, "/no-such-page"]) {
        const headers = (await fetchOnce(request, base + path)).headers();
        for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    });

    test("the sitemap, robots.txt, manifest, feed and fragments come with their content types", async ({ request }) => {
      const types: [string, RegExp][] = [
        [filePaths.sitemap, /^(application|text)\/xml\b/],
        [filePaths.robots, /^text\/plain\b/],
        [filePaths.manifest, /^application\/manifest\+json\b/],
        [paths.feed, /^(application\/(rss\+)?xml|text\/xml)\b/],
        [paths.homeTestimonials, /^text\/html\b/],
        ["/sw.js", /^(application|text)\/javascript\b/],
      ];
      for (const [path, type] of types) {
        const response = await fetchOnce(request, base + path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toMatch(type);
      }
    });
  });
}
