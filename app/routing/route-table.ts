/**
 * Every path of the site, once. routes.ts, the prerender, the sitemap, the page context (canonical
 * paths, breadcrumbs) and the tests read this table, so a page added here is added everywhere.
 * The one-of-a-kind pages come from the page registry (app/content/page-registry.ts), the others from content.
 * Build time only (it reads the content): the browser gets what it needs from app/site/paths.ts.
 */
import { postEntries } from "#app/content/blog/post-entries.server.ts";
import { jobs, servicesWithJobs, serviceTitle } from "#app/content/jobs.server.ts";
import { suburbList } from "#app/content/suburbs.server.ts";
import { pageEntries, pages } from "#app/content/page-registry.ts";
import { normalizePath, ourWorkServicePath, paths, postPath, suburbCanonicalPath, suburbPathPatterns } from "#app/site/paths.ts";
import { siteFilePaths } from "#app/hosting/site-files.ts";

export interface PageRoute {
  /** The URL path, without a trailing slash. */
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /**
   * The React Router path the page is served under: its own path, or, for a kind of page with many
   * (posts, suburbs), the kind's one parameterised path. Every page is still prerendered by its own
   * path; one route per kind keeps the build's time linear in the number of pages.
   */
  pattern: string;
  /** Where search engines should index this page; differs from `path` for aliases. */
  canonicalPath: string;
  /** The suburb a suburb page is about. */
  suburbSlug?: string;
  /** The blog post a post page shows. */
  postSlug?: string;
  /** The service the gallery of jobs is filtered to. */
  workService?: string;
  /** The page's name in a breadcrumb trail; an alias has none, and shows its segment title-cased. */
  crumbLabel?: string;
  /** When the page's content last changed (ISO date), for the sitemap; posts only. */
  lastModified?: string;
}

const page = (path: string, module: string, crumbLabel?: string): PageRoute => ({
  path,
  module,
  pattern: path,
  canonicalPath: path,
  crumbLabel,
});

/** Each post's page, under /blog. */
const postRoutes = (): PageRoute[] =>
  postEntries.map(({ data: post }) => ({
    ...page(postPath(post.slug), "routes/post.tsx", post.breadcrumb),
    pattern: postPath(":slug"),
    postSlug: post.slug,
    lastModified: post.updated,
  }));

/** Each page of the page registry with its aliases, and after the blog each post; the gallery apart (ourWorkRoutes). */
const registeredPageRoutes = pageEntries
  .filter(([, entry]) => !entry.onlyWithJobs)
  .flatMap(([name, { path, crumb, aliases = [] }]) => {
    const module = `routes/${name}.tsx`;
    return [
      page(path, module, crumb),
      ...aliases.map((alias) => ({ path: alias, module, pattern: alias, canonicalPath: path })),
      ...(path === paths.blog ? postRoutes() : []),
    ];
  });

const gallery = pages["our-work"];
const galleryModule = "routes/our-work.tsx";
/** The gallery's route patterns: the whole gallery, and the gallery of one service. */
export const galleryRoutes = [
  { pattern: gallery.path, module: galleryModule },
  { pattern: ourWorkServicePath(":service"), module: galleryModule },
];

/** The gallery of jobs, and the gallery filtered to each service that has one: only while there is a job. */
const ourWorkRoutes = (): PageRoute[] =>
  jobs.length === 0
    ? []
    : [
        page(gallery.path, galleryModule, gallery.crumb),
        ...servicesWithJobs.map((id) => ({
          ...page(ourWorkServicePath(id), galleryModule, serviceTitle(id)),
          pattern: ourWorkServicePath(":service"),
          workService: id,
        })),
      ];

// Breadcrumb names follow the specification's table of segment labels; a post without its own is title-cased.
export const pageRoutes: PageRoute[] = [
  ...registeredPageRoutes,
  ...ourWorkRoutes(),
  ...suburbList.flatMap(({ slug, name }) =>
    suburbPathPatterns.map((pattern, index) => ({
      path: pattern(slug),
      module: "routes/suburb.tsx",
      // /locations/:suburb; the other three shapes put the name inside a segment, which a route cannot match.
      pattern: index === 0 ? pattern(":suburb") : pattern(slug),
      canonicalPath: suburbCanonicalPath(slug),
      suburbSlug: slug,
      ...(pattern(slug) === suburbCanonicalPath(slug) && { crumbLabel: name }),
    })),
  ),
];

/** Files that are not pages, prerendered by a route module's loader. */
export const resourceRoutes = [
  { path: `${paths.homeTestimonials}.html`, module: "routes/home-testimonials.tsx" },
  { path: paths.feed, module: "routes/feed.ts" },
  ...siteFilePaths.map((path) => ({ path, module: "routes/site-file.ts" })),
];

/** Documents that are not pages of the site: never in the sitemap, the menu or a breadcrumb. */
export const utilityRoutes = [{ path: paths.offline, module: "routes/offline.tsx" }];

/** Prerendered once and published as 404.html; the path itself is never linked. */
export const notFoundRenderPath = paths.notFound;

/** Each indexable page once, in table order: the sitemap's list. */
export const canonicalRoutes = pageRoutes.filter((route) => route.path === route.canonicalPath);
export const canonicalPaths = canonicalRoutes.map((route) => route.path);

const routesByPath = new Map(pageRoutes.map((route) => [route.path, route]));

/** The page route for a URL path (trailing slash ignored), or undefined for an unknown path. */
export const findPageRoute = (pathname: string) => routesByPath.get(normalizePath(pathname));

/** Where a path's page is indexed: its canonical path, or the path itself if it is no page. */
export const canonicalPathOf = (pathname: string) => findPageRoute(pathname)?.canonicalPath ?? normalizePath(pathname);
