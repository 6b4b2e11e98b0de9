import { areas } from "#app/content/page-content.server.ts";
import { suburbList } from "#app/content/suburbs.server.ts";
import { suburbCanonicalPath } from "#app/paths.ts";

/** A link to each suburb's own page, in the specification's order. */
export const suburbPageLinks = suburbList.map(({ slug, name }) => ({ name, link: suburbCanonicalPath(slug) }));

/**
 * The "Areas We Serve" grid (spec: ten links): the suburb pages, then the rest to /areas; a place
 * that gets its own page (a suburb file added) moves from the rest to the pages.
 */
export const areaGridLinks = [
  ...suburbPageLinks,
  ...areas.otherAreaLinks.filter((area) => !suburbPageLinks.some((page) => page.name === area.name)),
];
