/**
 * The files beside the pages (app/seo/site-files.ts lists them), each prerendered from this
 * loader: a search engine's sitemap and robots.txt, the manifest and icons, the icon sprite, the
 * hero artwork, the social card, and the host's _headers and _redirects.
 */
import { heroArt, heroArtSvg, logoMarkSvg } from "~/brand/artwork";
import { ICON_SPRITE } from "~/content/icon-names";
import { settings } from "~/config";
import { paths } from "~/paths";
import { canonicalRoutes, pageRoutes } from "~/route-table";
import { requestedPath } from "~/seo/page-context.server";
import { headersFile, icons, redirectsFile, robotsTxt, sitemapXml, siteFilePaths, webManifest } from "~/seo/site-files";
import { socialImage } from "~/seo/urls";

type SiteFile = { type: string; body: () => string | Uint8Array | Promise<string | Uint8Array> };

// The images are made with a native renderer: loaded only when the build asks for an image.
const images = () => import("~/brand/images.server");
const iconPng = (size: number, rounded: boolean): SiteFile => ({ type: "image/png", body: async () => (await images()).logoPng(size, rounded) });

const siteFiles: Record<(typeof siteFilePaths)[number], SiteFile> = {
  [paths.sitemap]: { type: "application/xml", body: () => sitemapXml(settings.siteOrigin, canonicalRoutes) },
  [paths.robots]: { type: "text/plain", body: () => robotsTxt(settings.siteOrigin) },
  [paths.manifest]: { type: "application/manifest+json", body: webManifest },
  "/_headers": { type: "text/plain", body: () => headersFile(pageRoutes.map((route) => route.path)) },
  "/_redirects": { type: "text/plain", body: () => redirectsFile },
  [icons.svg]: { type: "image/svg+xml", body: () => logoMarkSvg() },
  [icons.png32]: iconPng(32, true),
  [icons.appleTouch]: iconPng(180, false),
  [icons.manifest[0].src]: iconPng(icons.manifest[0].size, false),
  [icons.manifest[1].src]: iconPng(icons.manifest[1].size, false),
  [heroArt.path]: { type: "image/svg+xml", body: heroArtSvg },
  [ICON_SPRITE]: { type: "image/svg+xml", body: async () => (await images()).iconSprite() },
  [socialImage.path]: { type: "image/png", body: async () => (await images()).socialCardPng() },
};

export async function loader({ request }: { request: Request }) {
  const file = siteFiles[requestedPath(request) as (typeof siteFilePaths)[number]];
  if (!file) throw new Response("Not Found", { status: 404 });
  const body = await file.body();
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { headers: { "Content-Type": file.type } });
}
