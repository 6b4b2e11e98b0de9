/**
 * The suburbs with their own pages, one file each in content/suburbs (adding a suburb is adding a
 * file): their four URL patterns, the sitemap, both suburb grids, breadcrumbs and JSON-LD follow.
 * Build time only: a suburb page gets its own copy from its loader, so no page ships the others.
 */
import { readSuburbs } from "#app/content/content-files.server.ts";
import type { Suburb } from "#app/content/model/suburb-file.ts";

export const suburbs: Suburb[] = readSuburbs();

/** A suburb's URL segment: its file's name, e.g. "coolum-beach". */
export type SuburbSlug = string;
/** Where a suburb is, without its page's copy. */
export type SuburbPlace = Pick<Suburb, "slug" | "name" | "postcode" | "council" | "geo">;

export const suburbList: SuburbPlace[] = suburbs.map(({ slug, name, postcode, council, geo }) => ({ slug, name, postcode, council, geo }));
export const suburbSlugs: SuburbSlug[] = suburbs.map((suburb) => suburb.slug);
