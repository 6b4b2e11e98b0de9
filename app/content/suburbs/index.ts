/**
 * The six suburb landing pages (/locations/:slug and its three aliases), one file each. Each page's
 * copy is written for that suburb's trees, terrain and council; the phone number, brand and rating
 * come from business.ts through the components.
 */
import { suburbList, type SuburbSlug } from "../suburb-slugs";
import type { Suburb, SuburbCopy } from "../types";
import { bliBli } from "./bli-bli";
import { coolumBeach } from "./coolum-beach";
import { maroochydore } from "./maroochydore";
import { mudjimba } from "./mudjimba";
import { nambour } from "./nambour";
import { noosa } from "./noosa";

/** Keyed by slug, so a suburb missing here, or one the slug list does not have, fails the type check. */
const bySlug: Record<SuburbSlug, SuburbCopy> = {
  mudjimba,
  "coolum-beach": coolumBeach,
  noosa,
  maroochydore,
  "bli-bli": bliBli,
  nambour,
};

/** In the slug list's order; the slug and name come from the list, so neither is typed twice. */
export const suburbs: Suburb[] = suburbList.map(({ slug, name }) => ({ slug, name, ...bySlug[slug] }));
