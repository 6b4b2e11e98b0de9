import { areas } from "#app/content/areas.ts";
import { suburbPageLinks } from "#app/paths.ts";

/** The "Areas We Serve" grid (spec: ten links): the six suburb pages, then the rest to /areas. */
export const areaGridLinks = [...suburbPageLinks, ...areas.otherAreaLinks];
