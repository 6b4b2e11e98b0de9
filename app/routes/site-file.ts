/**
 * The files beside the pages (filePaths in app/site/paths.ts lists them), each prerendered from this
 * loader: a search engine's sitemap and robots.txt, the manifest and icons, the icon sprite, the
 * hero artwork, the social card, and the host's _headers and _redirects.
 */
import { heroArtSvg, logoMarkSvg } from "#app/brand/artwork.ts";
import { settings } from "#app/settings/settings.ts";
import { filePaths, type FilePath } from "#app/site/paths.ts";
import { canonicalRoutes } from "#app/routing/route-table.ts";
import { requestedPath } from "#app/routing/build-page-context.server.ts";
import { headersFile } from "#app/hosting/headers.ts";
import { redirectsFile } from "#app/hosting/redirects.ts";
import { movedAddresses } from "#app/routing/moved-addresses.server.ts";
import { manifestIcons, webManifest } from "#app/hosting/site-files.ts";
import { robotsTxt } from "#app/seo/robots.ts";
import { sitemapXml } from "#app/seo/sitemap.server.ts";

type SiteFile = { type: string; body: () => string | Uint8Array | Promise<string | Uint8Array> };

// The images are made with a native renderer: loaded only when the build asks for an image.
const images = () => import("#app/media/brand-images.server.tsx");
const iconPng = (size: number, rounded: boolean): SiteFile => ({
  type: "image/png",
  body: async () => (await images()).logoPng(size, rounded),
});
const [icon192, icon512] = manifestIcons;

const siteFiles: Record<FilePath, SiteFile> = {
  [filePaths.sitemap]: { type: "application/xml", body: () => sitemapXml(settings.siteOrigin, canonicalRoutes) },
  [filePaths.robots]: { type: "text/plain", body: () => robotsTxt(settings.siteOrigin) },
  [filePaths.manifest]: { type: "application/manifest+json", body: webManifest },
  [filePaths.headers]: { type: "text/plain", body: headersFile },
  [filePaths.redirects]: { type: "text/plain", body: () => redirectsFile(movedAddresses()) },
  [filePaths.favicon]: { type: "image/svg+xml", body: () => logoMarkSvg() },
  [filePaths.favicon32]: iconPng(32, true),
  [filePaths.appleTouchIcon]: iconPng(180, false),
  [icon192.src]: iconPng(icon192.size, false),
  [icon512.src]: iconPng(icon512.size, false),
  [filePaths.heroArt]: { type: "image/svg+xml", body: heroArtSvg },
  [filePaths.iconSprite]: { type: "image/svg+xml", body: async () => (await images()).iconSprite() },
  [filePaths.socialCard]: { type: "image/png", body: async () => (await images()).socialCardPng() },
};

export async function loader({ request }: { request: Request }) {
  const file = siteFiles[requestedPath(request) as FilePath];
  if (!file) throw new Response("Not Found", { status: 404 });
  const body = await file.body();
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { headers: { "Content-Type": file.type } });
}
