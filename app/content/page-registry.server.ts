/**
 * The page registry: each page of the site that is one of a kind, once, with everything the site
 * needs of it: its address (and the others that show it), its name in a breadcrumb trail, the shape
 * of its words in content/pages/<name>.json, the editor's name for them, and its place in the main
 * menu. Its route module is routes/<name>.tsx. The route table, the sitemap, the menu, the content
 * check and the editor's configuration read this table; adding such a page is its route module,
 * an entry here and its content file (README, "Adding a page"). Pages of which there are many
 * (posts, suburb pages, the gallery's service views) come from content (app/route-table.ts).
 * Build time only: the shapes carry zod.
 */
import type * as z from "zod";
import {
  aboutShape,
  areasShape,
  blogIndexShape,
  contactShape,
  homeShape,
  ourWorkShape,
  postSurroundingsShape,
  servicesShape,
  stormShape,
  testimonialsShape,
} from "#app/content/page-shapes.ts";
import { intro } from "#app/content/shapes.ts";
import { paths } from "#app/paths.ts";

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

export const pages = {
  home: { path: paths.home, crumb: "Home", content: homeShape, editorLabel: "Home page", menu: { place: 1, label: "Home" } },
  services: {
    path: paths.services,
    crumb: "Tree Services",
    content: servicesShape,
    editorLabel: "Services page",
    menu: { place: 2, label: "Services" },
  },
  about: { path: paths.about, crumb: "About Us", content: aboutShape, editorLabel: "About page", menu: { place: 3, label: "About" } },
  areas: {
    path: paths.areas,
    crumb: "Areas Served",
    content: areasShape,
    editorLabel: "Areas page",
    menu: { place: 4, label: "Areas Served" },
  },
  contact: {
    path: paths.contact,
    crumb: "Contact",
    content: contactShape,
    editorLabel: "Contact page",
    menu: { place: 8, label: "Contact" },
  },
  testimonials: {
    path: paths.testimonials,
    crumb: "Testimonials",
    /** The reviews themselves are the testimonial files. */
    content: testimonialsShape.extend({ reviews: intro }),
    editorLabel: "Testimonials page (its reviews are the Testimonials)",
    menu: { place: 7, label: "Testimonials" },
  },
  /** The blog's index; each post's page follows it. The spec's menu entry leads to its first article. */
  blog: {
    path: paths.blog,
    crumb: "Blog",
    content: blogIndexShape.extend({ aroundEachPost: postSurroundingsShape }),
    editorLabel: "Blog page, and what every post shows after its text",
    menu: { place: 5, label: "Blog", href: paths.article },
  },
  storm: {
    path: paths.storm,
    crumb: "Storm Cleanup",
    aliases: ["/storm-damage"],
    content: stormShape,
    editorLabel: "Storm page",
    menu: { place: 6, label: "Storm Cleanup" },
  },
  privacy: { path: paths.privacy, crumb: "Privacy" },
  "our-work": {
    path: paths.ourWork,
    crumb: "Our Work",
    content: ourWorkShape,
    editorLabel: "Our work page, and the jobs shown on other pages",
    onlyWithJobs: true,
  },
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
