import type { AreaLink } from "#app/content/model/blocks.ts";
import { suburbList } from "#app/content/suburbs.server.ts";
import { suburbCanonicalPath } from "#app/site/paths.ts";

/** A link to each suburb's own page, in the specification's order. */
export const suburbPageLinks = suburbList.map(({ slug, name }) => ({ name, link: suburbCanonicalPath(slug) }));

/**
 * The "Areas We Serve" grid (spec: ten links): the suburb pages, then the areas page's other places
 * (its `otherAreaLinks`), each to /areas; a place that gets its own page (a suburb file added) moves
 * from the rest to the pages.
 */
export const areaGridLinks = ({ otherAreaLinks }: { otherAreaLinks: AreaLink[] }) => [
  ...suburbPageLinks,
  ...otherAreaLinks.filter((area) => !suburbPageLinks.some((page) => page.name === area.name)),
];
