/**
 * After `react-router build`: turn build/client into a complete static site. Publishes the
 * not-found render as 404.html, writes sitemap, robots, manifest, host headers and images, and
 * gives every page a Content-Security-Policy with the hashes of its own inline scripts.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { resolveSiteOrigin } from "../app/config.ts";
import { resolveQuoteDelivery } from "../app/quote/config.ts";
import { ICON_SPRITE } from "../app/content/icon-names.ts";
import { canonicalPaths, canonicalRoutes, notFoundRenderPath, pageRoutes } from "../app/route-table.ts";
import { headersFile, redirectsFile, robotsTxt, sitemapXml, webManifest } from "../app/seo/site-files.ts";
import { injectContentSecurityPolicy } from "./csp.ts";
import { iconSprite } from "./icon-sprite.ts";
import { precompress } from "./precompress.ts";
import { htmlFileFor } from "./bundle-size.ts";
import { writeSiteImages } from "./site-images.ts";

const root = join(import.meta.dirname, "..");
const client = join(root, process.env.BUILD_DIR ?? "build", "client");
const env = loadEnv(process.env.NODE_ENV === "development" ? "development" : "production", root, "VITE_");
const origin = resolveSiteOrigin(env);
const delivery = resolveQuoteDelivery(env);

// The not-found page: published as 404.html; /404 itself is not a page.
const rendered = join(client, notFoundRenderPath, "index.html");
if (!existsSync(rendered)) throw new Error(`Expected the not-found render at ${rendered}`);
renameSync(rendered, join(client, "404.html"));
rmSync(join(client, notFoundRenderPath), { recursive: true, force: true });
// Every path is prerendered and unknown ones get 404.html, so the SPA fallback is never served;
// and every link is a document navigation, so no page ever asks for client navigation data.
rmSync(join(client, "__spa-fallback.html"), { force: true });
for (const data of files(client, ".data")) rmSync(data);

writeFileSync(join(client, "sitemap.xml"), sitemapXml(origin, canonicalRoutes));
writeFileSync(join(client, "robots.txt"), robotsTxt(origin));
writeFileSync(join(client, "site.webmanifest"), webManifest());
writeFileSync(join(client, "_headers"), headersFile(pageRoutes.map((route) => route.path)));
writeFileSync(join(client, "_redirects"), redirectsFile);
await writeSiteImages(client);
writeFileSync(join(client, ICON_SPRITE), await iconSprite());

const pages = [...pageRoutes.map((route) => join(client, htmlFileFor(route.path))), join(client, "404.html")];
const connectOrigins = delivery.origin ? [delivery.origin] : [];
for (const page of pages) {
  writeFileSync(page, injectContentSecurityPolicy(readFileSync(page, "utf8"), connectOrigins));
}

const compressed = precompress(client);

console.log(`postbuild: ${compressed} files precompressed, ${pages.length} pages with CSP, 404.html, sitemap (${canonicalPaths.length} URLs), robots, manifest, _headers, images`);
if (delivery.mode === "local-outbox") {
  console.warn(
    "\n*** WARNING: no EmailJS keys configured. Quote requests from this build only reach the local\n" +
      "*** outbox of `npm start`; on a static host they will FAIL. Set VITE_EMAILJS_SERVICE_ID,\n" +
      "*** VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY before deploying.\n",
  );
}

function files(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path, extension);
    return entry.endsWith(extension) ? [path] : [];
  });
}
