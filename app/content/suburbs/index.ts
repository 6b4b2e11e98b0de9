/**
 * The six suburb landing pages (/locations/:slug and its three aliases), one file each. Each page's
 * copy is written for that suburb's trees, terrain and council; the phone number, brand and rating
 * come from business.ts through the components.
 */
import { suburbList, type SuburbSlug } from "#app/content/suburb-slugs.ts";
import type { Suburb, SuburbCopy } from "#app/content/types.ts";
import { bliBli } from "#app/content/suburbs/bli-bli.ts";
import { coolumBeach } from "#app/content/suburbs/coolum-beach.ts";
import { maroochydore } from "#app/content/suburbs/maroochydore.ts";
import { mudjimba } from "#app/content/suburbs/mudjimba.ts";
import { nambour } from "#app/content/suburbs/nambour.ts";
import { noosa } from "#app/content/suburbs/noosa.ts";

/** Keyed by slug, so a suburb missing here, or one the slug list does not have, fails the type check. */
const bySlug: Record<SuburbSlug, SuburbCopy> = {
  mudjimba,
  "coolum-beach": coolumBeach,
  noosa,
  maroochydore,
  "bli-bli": bliBli,
  nambour,
};

/** In the slug list's order; where each suburb is comes from the list, so nothing is typed twice. */
export const suburbs: Suburb[] = suburbList.map((place) => ({ ...place, ...bySlug[place.slug] }));
