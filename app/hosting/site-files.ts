/**
 * The files beside the pages: which there are, and the web app manifest with its icons. Each is
 * prerendered by routes/site-file.ts (robots.txt from seo/robots.ts, the sitemap from
 * seo/sitemap.server.ts, `_headers` from hosting/headers.ts).
 */
import { palette, themeColour } from "#app/brand/tokens.ts";
import { business } from "#app/content/business.ts";
import { filePaths, paths, type FilePath } from "#app/site/paths.ts";

/** Every file the build writes beside the pages (routes/site-file.ts makes each). */
export const siteFilePaths: FilePath[] = Object.values(filePaths);

/** The web app manifest's icons, square PNGs. */
export const manifestIcons = [
  { src: filePaths.icon192, size: 192 },
  { src: filePaths.icon512, size: 512 },
] as const;

export function webManifest(): string {
  return JSON.stringify(
    {
      name: `${business.name} ${business.region}`,
      short_name: business.name,
      description: business.description,
      lang: "en-AU",
      start_url: paths.home,
      scope: paths.home,
      display: "browser",
      background_color: palette.paper,
      theme_color: themeColour,
      icons: manifestIcons.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
    },
    null,
    2,
  );
}
