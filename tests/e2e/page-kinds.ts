import { readPage } from "#app/content/content-files.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { paths, suburbCanonicalPath, suburbPathPatterns } from "#app/site/paths.ts";
import { pageRoutes } from "#app/routing/route-table.ts";

/**
 * The first page of each kind (its route module), and a path that is no page: where a check of what
 * the template decides (layout at another size, an engine's behaviour) need not be repeated per page.
 */
export const pageKindPaths = [
  ...Array.from(Map.groupBy(pageRoutes, (route) => route.module).values(), ([first]) => first!.path),
  "/no-such-page",
];

/** A suburb page, where a check needs one: the first of the content's suburbs, whichever the owner keeps. */
const suburbPage = suburbs[0]!;
export const suburbPagePath = suburbCanonicalPath(suburbPage.slug);
/** That suburb as counts name it (its slug), and its page at each of the four addresses a suburb answers at. */
export const oneSuburb = {
  slug: suburbPage.slug,
  name: suburbPage.name,
  canonical: suburbPagePath,
  treeRemoval: suburbPathPatterns[1](suburbPage.slug),
  treeServices: suburbPathPatterns[2](suburbPage.slug),
  arborist: suburbPathPatterns[3](suburbPage.slug),
};

/** Each kind of page with an FAQ, and its questions. */
export const faqPages = [
  { path: paths.home, faq: readPage("home").faq },
  { path: paths.services, faq: readPage("services").faq },
  { path: paths.storm, faq: readPage("storm").faq },
  { path: suburbPagePath, faq: suburbPage.faq },
];
