/**
 * The six suburbs with their own pages, in the specification's order: where each is and whose
 * council it is under. Kept apart from their copy (suburbs/) so the route table, which every page
 * loads, does not carry every suburb's text.
 */
const sunshineCoast = "Sunshine Coast Council";
const noosaShire = "Noosa Shire Council";

const place = <const Slug extends string>(
  slug: Slug,
  name: string,
  postcode: string,
  council: string,
  [latitude, longitude]: [number, number],
) => ({
  slug,
  name,
  postcode,
  council,
  geo: { latitude, longitude },
});

export const suburbList = [
  place("mudjimba", "Mudjimba", "4564", sunshineCoast, [-26.61523, 153.09931]),
  place("coolum-beach", "Coolum Beach", "4573", sunshineCoast, [-26.5283, 153.088]),
  place("noosa", "Noosa", "4567", noosaShire, [-26.3945, 153.0908]),
  place("maroochydore", "Maroochydore", "4558", sunshineCoast, [-26.66, 153.099]),
  place("bli-bli", "Bli Bli", "4560", sunshineCoast, [-26.618, 153.037]),
  place("nambour", "Nambour", "4560", sunshineCoast, [-26.6269, 152.959]),
];

export type SuburbSlug = (typeof suburbList)[number]["slug"];
/** Where a suburb is: the facts its page shares with the list. */
export type SuburbPlace = (typeof suburbList)[number];

export const suburbSlugs: SuburbSlug[] = suburbList.map((suburb) => suburb.slug);
