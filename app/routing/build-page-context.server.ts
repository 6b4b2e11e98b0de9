import { mainMenu } from "#app/content/page-registry.ts";
import { normalizePath } from "#app/site/paths.ts";
import { canonicalPathOf, findPageRoute } from "#app/routing/route-table.ts";
import { settings } from "#app/settings/settings.ts";
import { readReviews, readStormNotice } from "#app/content/content-files.server.ts";
import { breadcrumbTrail } from "#app/seo/breadcrumb-trail.ts";
import { stormNotice } from "#app/content/storm-notice-dates.ts";
import { buildNow } from "#app/content/build-now.server.ts";
import type { PageContext } from "#app/layout-data/page-context.ts";

/**
 * The page a prerender request is for. React Router prerenders a page's data first, as
 * `/path.data` (or `/_.data` for the home page), and may render the page from that data without
 * calling the loaders again, so loaders must read the page's path, not the data file's.
 */
export const requestedPath = (request: Request) =>
  normalizePath(new URL(request.url).pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, ""));

/** The same on every page: read once. */
const reviews = readReviews();

/** The page context (app/layout-data/page-context.ts) of a path, from the route table. */
export function buildPageContext(pathname: string): PageContext {
  const path = normalizePath(pathname);
  return {
    canonicalPath: canonicalPathOf(path),
    crumbs: findPageRoute(path) ? breadcrumbTrail(path, findPageRoute) : [],
    stormNotice: stormNotice(readStormNotice(), settings.stormNotice, buildNow()),
    reviews,
    menu: mainMenu,
  };
}
