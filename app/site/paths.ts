/**
 * The site's addresses, each named once. Browser-safe: the quote form's island and the service
 * worker import it. The pages themselves are the page registry (app/content/page-registry.ts) and the route
 * table, which adds every post and suburb page (app/routing/route-table.ts); both are build time only.
 */

/**
 * The addresses code links to, each written once: the one-of-a-kind pages' (the page registry,
 * app/content/page-registry.ts, gives each page its own from here) and the files and folders beside them.
 */
export const paths = {
  home: "/",
  services: "/services",
  about: "/about",
  areas: "/areas",
  contact: "/contact",
  testimonials: "/testimonials",
  blog: "/blog",
  storm: "/storm-cleanup",
  privacy: "/privacy",
  /** The gallery of jobs: a page only while content/jobs has one (route-table.ts); filtered by service under it. */
  ourWork: "/our-work",
  /** The menu's Blog entry (spec section 2). */
  article: "/blog/arborists-vs-tree-loppers",
  councilArticle: "/blog/council-approval-tree-removal",
  feed: "/blog/feed.xml",
  /**
   * Not pages: parts of pages, fetched when they come into view. Published as `.html` files and
   * fetched at their extension-less URL, as pages are, so no host answers with a redirect.
   */
  fragments: "/fragments/",
  homeTestimonials: "/fragments/home-testimonials",
  /** Not indexed: what the service worker shows for a page it does not have offline. */
  offline: "/offline",
  /** Not a page: where the not-found page is rendered, published as 404.html (Cloudflare Pages serves it here too). */
  notFound: "/404",
  /** The owner's editor (Decap CMS): its own page and files, never linked, indexed or cached by the service worker. */
  admin: "/admin",
  /** Not pages: the build's hashed files, the photos the image pipeline makes, and the quote endpoint's prefix. */
  assets: "/assets/",
  media: "/media/",
  api: "/api/",
} as const;

/** The service worker's one fixed URL (its scope is its folder), apart so its registration carries only this. */
export const serviceWorkerPath = "/sw.js";

/** The files beside the pages, each made by routes/site-file.ts. */
export const filePaths = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  manifest: "/site.webmanifest",
  /** The static host's security and cache headers (Netlify and Cloudflare Pages read it). */
  headers: "/_headers",
  /** The addresses that moved, each with its redirect (Netlify and Cloudflare Pages read it; so does npm start). */
  redirects: "/_redirects",
  favicon: "/favicon.svg",
  favicon32: "/favicon-32.png",
  appleTouchIcon: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  /** The icons every page draws, one <symbol> each. */
  iconSprite: "/icons.svg",
  heroArt: "/hero-trees.svg",
  socialCard: "/social-card.png",
} as const;

export type FilePath = (typeof filePaths)[keyof typeof filePaths];

/** The gallery filtered to one service of the catalogue. */
export const ourWorkServicePath = (serviceId: string) => `${paths.ourWork}/${serviceId}`;

/** A blog post's path: its frontmatter's slug under /blog. */
export const postPath = (slug: string) => `${paths.blog}/${slug}`;

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

// Pure: a browser script that imports this module but not suburbOfPath is bundled without it.
const suburbPrefixes = /* @__PURE__ */ suburbPathPatterns.map((pattern) => pattern(""));
/** The suburb a page shows, read from its path under any of the four shapes; undefined for any other page. */
export function suburbOfPath(path: string): string | undefined {
  const prefix = suburbPrefixes.find((start) => path.startsWith(start));
  const slug = prefix && path.slice(prefix.length);
  return slug && /^[a-z0-9-]+$/.test(slug) ? slug : undefined;
}

export const normalizePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";
