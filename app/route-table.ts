/**
 * Every path of the site, once. routes.ts, the prerender list, the sitemap, the local server's
 * checks and the tests all read this table, so a page added here is added everywhere.
 */
import { suburbList, suburbSlugs } from "./content/suburb-slugs.ts";

export interface PageRoute {
  /** The URL path, without a trailing slash. */
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /** Where search engines should index this page; differs from `path` for aliases. */
  canonicalPath: string;
  /** The suburb a suburb page is about. */
  suburbSlug?: string;
}

const page = (path: string, module: string): PageRoute => ({ path, module, canonicalPath: path });

/** Paths that components link to by name. */
export const paths = {
  home: "/",
  services: "/services",
  about: "/about",
  areas: "/areas",
  contact: "/contact",
  testimonials: "/testimonials",
  article: "/blog/arborists-vs-tree-loppers",
  storm: "/storm-cleanup",
  stormAlias: "/storm-damage",
  privacy: "/privacy",
  /** Not pages: parts of pages, fetched when they come into view. */
  fragments: "/fragments/",
  homeTestimonials: "/fragments/home-testimonials.html",
  /** Not indexed: what the service worker shows for a page it does not have offline. */
  offline: "/offline",
} as const;

/** Pages the service worker keeps from the first visit on, whatever the visitor opens. */
export const offlinePages = [paths.home, paths.contact, paths.storm, paths.offline] as const;

/** The four URL shapes under which each suburb page is reachable; the first is canonical. */
export const suburbPathPatterns = [
  (slug: string) => `/locations/${slug}`,
  (slug: string) => `/tree-removal-${slug}`,
  (slug: string) => `/tree-services-${slug}`,
  (slug: string) => `/arborist-${slug}`,
] as const;

export const suburbCanonicalPath = (slug: string) => suburbPathPatterns[0](slug);

/** A link to each suburb's own page, in the specification's order. */
export const suburbPageLinks = suburbList.map(({ slug, name }) => ({ name, link: suburbCanonicalPath(slug) }));

export const pageRoutes: PageRoute[] = [
  page(paths.home, "routes/home.tsx"),
  page(paths.services, "routes/services.tsx"),
  page(paths.about, "routes/about.tsx"),
  page(paths.areas, "routes/areas.tsx"),
  page(paths.contact, "routes/contact.tsx"),
  page(paths.testimonials, "routes/testimonials.tsx"),
  page(paths.article, "routes/article.tsx"),
  page(paths.storm, "routes/storm.tsx"),
  { path: paths.stormAlias, module: "routes/storm.tsx", canonicalPath: paths.storm },
  page(paths.privacy, "routes/privacy.tsx"),
  ...suburbSlugs.flatMap((slug) =>
    suburbPathPatterns.map((pattern) => ({
      path: pattern(slug),
      module: "routes/suburb.tsx",
      canonicalPath: suburbCanonicalPath(slug),
      suburbSlug: slug,
    })),
  ),
];

/** Files that are not pages, prerendered by a route module's loader. */
export const resourceRoutes = [{ path: paths.homeTestimonials, module: "routes/home-testimonials.tsx" }];

/** Documents that are not pages of the site: never in the sitemap, the menu or a breadcrumb. */
export const utilityRoutes = [{ path: paths.offline, module: "routes/offline.tsx" }];

/** Prerendered once and published as 404.html; the path itself is never linked. */
export const notFoundRenderPath = "/404";

export const prerenderPaths = () => [
  ...pageRoutes.map((route) => route.path),
  ...resourceRoutes.map((route) => route.path),
  ...utilityRoutes.map((route) => route.path),
  notFoundRenderPath,
];

/** Each indexable page once, in table order: the sitemap's list. */
export const canonicalPaths = [...new Set(pageRoutes.map((route) => route.canonicalPath))];

export const normalizePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

const routesByPath = new Map(pageRoutes.map((route) => [route.path, route]));

/** The page route for a URL path (trailing slash ignored), or undefined for an unknown path. */
export const findPageRoute = (pathname: string) => routesByPath.get(normalizePath(pathname));

/** Where a path's page is indexed: its canonical path, or the path itself if it is no page. */
export const canonicalPathOf = (pathname: string) => findPageRoute(pathname)?.canonicalPath ?? normalizePath(pathname);
