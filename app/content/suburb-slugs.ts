/**
 * The six suburbs with their own pages, in the specification's order. Kept apart from their copy
 * (suburbs/) so the route table, which every page loads, does not carry every suburb's text.
 */
export const suburbList = [
  { slug: "mudjimba", name: "Mudjimba" },
  { slug: "coolum-beach", name: "Coolum Beach" },
  { slug: "noosa", name: "Noosa" },
  { slug: "maroochydore", name: "Maroochydore" },
  { slug: "bli-bli", name: "Bli Bli" },
  { slug: "nambour", name: "Nambour" },
] as const;

export type SuburbSlug = (typeof suburbList)[number]["slug"];

export const suburbSlugs: SuburbSlug[] = suburbList.map((suburb) => suburb.slug);
