import { areas } from "#app/content/areas.ts";
import { suburbList } from "#app/content/suburb-slugs.ts";
import { suburbCanonicalPath } from "#app/paths.ts";

/** A link to each suburb's own page, in the specification's order. */
export const suburbPageLinks = suburbList.map(({ slug, name }) => ({ name, link: suburbCanonicalPath(slug) }));

/** The "Areas We Serve" grid (spec: ten links): the six suburb pages, then the rest to /areas. */
export const areaGridLinks = [...suburbPageLinks, ...areas.otherAreaLinks];
