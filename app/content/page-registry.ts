/**
 * The page registry: each page of the site that is one of a kind, once, with everything the site
 * needs of it: its address (and the others that show it), its name in a breadcrumb trail, the shape
 * of its words in content/pages/<name>.json (app/content/model/pages.ts), the editor's name for them, and its place in the main
 * menu. Its route module is routes/<name>.tsx. The route table, the sitemap, the menu, the content
 * check and the editor's configuration read this table; adding such a page is its route module,
 * an entry here and its content file (docs/developing.md, "Adding a page"). Pages of which there are many
 * (posts, suburb pages, the gallery's service views) come from content (app/routing/route-table.ts).
 * It carries the pages' shapes (zod), so no page's script imports it; the editor's script does, for
 * the one content check (./entry-check.ts).
 */
import type * as z from "zod";
import {
  aboutShape,
  areasShape,
  blogPageFile,
  contactShape,
  homeShape,
  ourWorkShape,
  servicesShape,
  stormShape,
  testimonialsPageFile,
} from "#app/content/model/pages.ts";
import { paths } from "#app/site/paths.ts";

export interface PageEntry {
  path: string;
  /** Its name in a breadcrumb trail (the specification's segment labels). */
  crumb: string;
  /** Other addresses that show the same page, with this one as their canonical. */
  aliases?: readonly string[];
  /** The shape of its words, content/pages/<name>.json; none where its words are code (the privacy page). */
  content?: z.ZodType;
  /** The editor's name for its words. */
  editorLabel?: string;
  /** Its place in the main menu and the footer's Quick Links, its label there, and where it leads if not to itself. */
  menu?: { place: number; label: string; href?: string };
  /** A page that exists only while there is a job (the gallery): its words are edited all the same. */
  onlyWithJobs?: true;
}

/** A page with words in content/pages, from what sets it apart. */
const withWords = <Content extends z.ZodType, More extends Omit<PageEntry, "path" | "crumb" | "content" | "editorLabel">>(
  path: string,
  crumb: string,
  content: Content,
  editorLabel: string,
  more: More,
) => ({ path, crumb, content, editorLabel, ...more });
/** Its place and label in the main menu. */
const inMenu = (place: number, label: string, href?: string) => ({ menu: { place, label, ...(href ? { href } : {}) } });

export const pages = {
  home: withWords(paths.home, "Home", homeShape, "Home page", inMenu(1, "Home")),
  services: withWords(paths.services, "Tree Services", servicesShape, "Services page", inMenu(2, "Services")),
  about: withWords(paths.about, "About Us", aboutShape, "About page", inMenu(3, "About")),
  areas: withWords(paths.areas, "Areas Served", areasShape, "Areas page", inMenu(4, "Areas Served")),
  contact: withWords(paths.contact, "Contact", contactShape, "Contact page", inMenu(8, "Contact")),
  testimonials: withWords(
    paths.testimonials,
    "Testimonials",
    testimonialsPageFile,
    "Testimonials page (its reviews are the Testimonials)",
    inMenu(7, "Testimonials"),
  ),
  /** The blog's index; each post's page follows it. The spec's menu entry leads to its first article. */
  blog: withWords(
    paths.blog,
    "Blog",
    blogPageFile,
    "Blog page, and what every post shows after its text",
    inMenu(5, "Blog", paths.article),
  ),
  storm: withWords(paths.storm, "Storm Cleanup", stormShape, "Storm page", { ...inMenu(6, "Storm Cleanup"), aliases: ["/storm-damage"] }),
  privacy: { path: paths.privacy, crumb: "Privacy" },
  "our-work": withWords(paths.ourWork, "Our Work", ourWorkShape, "Our work page, and the jobs shown on other pages", {
    onlyWithJobs: true as const,
  }),
} satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;
/** The pages with words of their own in content/pages. */
export type PageWithContent = { [Name in PageName]: (typeof pages)[Name] extends { content: z.ZodType } ? Name : never }[PageName];

export const pageEntries = Object.entries(pages) as [PageName, PageEntry][];

/**
 * The main menu, in the specification's order; the footer's Quick Links repeat it. An entry that
 * leads elsewhere than its page (Blog, to its first article) is current on every page of its section.
 */
export const mainMenu = pageEntries
  .flatMap(([, { path, menu }]) => (menu ? [{ ...menu, href: menu.href ?? path, section: menu.href ? path : undefined }] : []))
  .toSorted((a, b) => a.place - b.place)
  .map(({ label, href, section }) => ({ label, href, ...(section ? { section } : {}) }));
