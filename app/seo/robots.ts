/** robots.txt: every page open to search engines but the editor, and where the sitemap is. */
import { filePaths, paths } from "#app/site/paths.ts";
import { absoluteUrl } from "#app/seo/urls.ts";

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${paths.admin}\n\nSitemap: ${absoluteUrl(filePaths.sitemap, origin)}\n`;
}
