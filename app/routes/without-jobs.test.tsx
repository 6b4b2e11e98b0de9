/**
 * A site with no job has no gallery, whatever content/jobs ships: read from a copy of the content
 * as the specification first wrote it, which has no job, the route table (every page the build
 * renders, hence /our-work a 404) and the sitemap leave the gallery out, and the home page, /services
 * and every suburb page show no job, no photo and no link to it. (A job added shows on each:
 * tests/e2e/our-work.spec.ts, through the editor and a build.)
 */
import { existsSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeEach, expect, it, vi } from "vitest";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";

const { file } = copyContentForEachTest();
// Each module reads the content once, when it is first imported: import them afresh from the copy.
beforeEach(() => void vi.resetModules());

type Page = (props: { loaderData: unknown }) => React.ReactNode;
/** A page's HTML from its loader's data, inside a router as the build renders it (the root's data left out). */
function rendered(Page: unknown, loaderData: unknown) {
  const Shown = Page as Page;
  const Router = createRoutesStub([{ path: "/", Component: () => <Shown loaderData={loaderData} /> }]);
  return renderToStaticMarkup(<Router />);
}

it("no job: no gallery page, no sitemap entry, and no job band, photo or gallery link on home, /services or a suburb page", async () => {
  expect(existsSync(file("jobs")), "the copy has no job").toBe(false);
  const { paths, suburbCanonicalPath } = await import("#app/site/paths.ts");
  const { pageRoutes, canonicalRoutes } = await import("#app/routing/route-table.ts");
  const { sitemapXml } = await import("#app/seo/sitemap.server.ts");
  const { suburbs } = await import("#app/content/suburbs.server.ts");
  const routePaths = pageRoutes.map((route) => route.path);
  expect(routePaths).toContain(paths.services);
  expect(routePaths.filter((path) => path.startsWith(paths.ourWork))).toEqual([]);
  expect(await sitemapXml("https://www.example.com.au", canonicalRoutes)).not.toContain(paths.ourWork);

  const home = await import("#app/routes/home.tsx");
  const services = await import("#app/routes/services.tsx");
  const suburb = await import("#app/routes/suburb.tsx");
  const suburbPages = await Promise.all(
    suburbs.map(async ({ slug }) => {
      const request = new Request(`https://www.example.com.au${suburbCanonicalPath(slug)}`);
      return rendered(suburb.default, await suburb.loader({ request } as Parameters<typeof suburb.loader>[0]));
    }),
  );
  const pages = [rendered(home.default, await home.loader()), rendered(services.default, await services.loader()), ...suburbPages];
  expect(suburbPages.length).toBeGreaterThan(0);
  for (const html of pages) {
    expect(html).toMatch(/<h1/);
    expect(html).not.toContain(paths.ourWork);
    expect(html).not.toContain("/media/");
  }
});
