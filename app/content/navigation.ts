import { paths } from "#app/paths.ts";

/** The main menu, in the specification's order. The footer's Quick Links repeat it. */
export const mainMenu = [
  { label: "Home", href: paths.home },
  { label: "Services", href: paths.services },
  { label: "About", href: paths.about },
  { label: "Areas Served", href: paths.areas },
  // The spec's Blog entry leads to its first article; every page under /blog counts as the Blog.
  { label: "Blog", href: paths.article, section: paths.blog },
  { label: "Storm Cleanup", href: paths.storm },
  { label: "Testimonials", href: paths.testimonials },
  { label: "Contact", href: paths.contact },
] as const;

export type MenuEntry = (typeof mainMenu)[number];

/** Whether an entry is the current page's: its own path, or any page of its section. */
export function isCurrentEntry(entry: { href: string; section?: string }, canonicalPath: string): boolean {
  if (entry.href === canonicalPath) return true;
  return entry.section !== undefined && (canonicalPath === entry.section || canonicalPath.startsWith(`${entry.section}/`));
}
