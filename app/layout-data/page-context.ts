/**
 * What the layout needs to know about the page being rendered, worked out once per page at
 * prerender time by the root route's loader (app/routing/build-page-context.server.ts) and read from its data, so
 * no component needs the route table (which only exists at build time).
 */
import { useRouteLoaderData } from "react-router";
import type { Review } from "#app/content/model/review-file.ts";
import type { Crumb } from "#app/seo/breadcrumb-trail.ts";
import type { StormNotice } from "#app/content/storm-notice-dates.ts";

/** An entry of the main menu (app/content/page-registry.ts): where it leads, and the section it stands for, if wider. */
export interface MenuEntry {
  label: string;
  href: string;
  section?: string;
}

export interface PageContext {
  /** Where this page is indexed (aliases point at their canonical page). */
  canonicalPath: string;
  /** The breadcrumb trail, Home first; empty on the home page and on pages of no route. */
  crumbs: Crumb[];
  /** The storm notice under the header, or null: decided when the site is built, ended by the page on its last day. */
  stormNotice: StormNotice | null;
  /** The reviews in the business's structured data (content/reviews). */
  reviews: Review[];
  /** The main menu, in the specification's order; the footer's Quick Links repeat it. */
  menu: MenuEntry[];
}

type RootData = { page: PageContext } | undefined;

const fallback: PageContext = { canonicalPath: "/", crumbs: [], stormNotice: null, reviews: [], menu: [] };

/** In components. */
export function usePageContext(): PageContext {
  return (useRouteLoaderData("root") as RootData)?.page ?? fallback;
}

/** In a route's meta function, from its matches. */
export function pageContextOf(matches: readonly ({ id: string; loaderData: unknown } | undefined)[]): PageContext {
  return (matches.find((match) => match?.id === "root")?.loaderData as RootData)?.page ?? fallback;
}
