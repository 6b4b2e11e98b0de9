/**
 * After `react-router build`, which has prerendered every page and file: publishes each page as
 * `services.html` (the shape every host serves at /services without a redirect) and the not-found
 * render as 404.html, removes what no visitor fetches (the SPA shell, route data), and gives every
 * page a Content-Security-Policy with the hashes of its own inline scripts.
 */
import { readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadEnv } from "vite";
import { readSettings } from "#app/config.ts";
import { paths } from "#app/paths.ts";
import { notFoundRenderPath, pageRoutes, utilityRoutes } from "#app/route-table.ts";
import { publishAdmin } from "./admin-files.ts";
import { injectContentSecurityPolicy } from "./csp.ts";
import { filesUnder } from "./files.ts";
import { htmlFileFor, prerenderedFileFor } from "./page-files.ts";

const root = join(import.meta.dirname, "..");
const client = join(root, process.env.BUILD_DIR ?? "build", "client");
const { delivery, siteOrigin } = readSettings(
  loadEnv(process.env.NODE_ENV === "development" ? "development" : "production", root, "VITE_"),
);

// Every path is prerendered and unknown ones get 404.html, so the SPA fallback is never served;
// and every link is a document navigation, so no page ever asks for client navigation data.
rmSync(join(client, "__spa-fallback.html"), { force: true });
for (const data of filesUnder(client, "**/*.data")) rmSync(data);

/** Moves a prerendered page to its published file, and drops its folder once nothing else is in it. */
function publish(prerendered: string, published: string) {
  if (prerendered === published) return;
  renameSync(join(client, prerendered), join(client, published));
}
const pagePaths = [...pageRoutes, ...utilityRoutes].map((route) => route.path);
for (const path of pagePaths) publish(prerenderedFileFor(path), htmlFileFor(path));
publish(prerenderedFileFor(notFoundRenderPath), "404.html");
// Deepest first, so /blog's folder goes only after its posts' folders have.
const folders = [...pagePaths, notFoundRenderPath].filter((path) => path !== "/").map((path) => dirname(prerenderedFileFor(path)));
for (const folder of folders.toSorted((a, b) => b.split("/").length - a.split("/").length)) {
  try {
    rmdirSync(join(client, folder));
  } catch {
    // Not empty: it still holds other pages' files (/blog holds the posts).
  }
}

const pages = [...pagePaths.map(htmlFileFor), "404.html"].map((file) => join(client, file));
const connectOrigins = delivery.origin ? [delivery.origin] : [];
for (const page of pages) writeFileSync(page, injectContentSecurityPolicy(readFileSync(page, "utf8"), connectOrigins));

publishAdmin(client, siteOrigin);

console.log(`postbuild: ${pages.length} pages published as .html files with their CSP, and the editor at ${paths.admin}`);
if (delivery.mode === "local-outbox") {
  console.warn(
    "\n*** WARNING: no EmailJS keys configured. Quote requests from this build only reach the local\n" +
      "*** outbox of `npm start`; on a static host they will FAIL. Set VITE_EMAILJS_SERVICE_ID,\n" +
      "*** VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY before deploying.\n",
  );
}
