/**
 * After `react-router build`, which has prerendered every page and file: publishes the not-found
 * render as 404.html, removes what no visitor fetches (the SPA shell, route data), gives every page
 * a Content-Security-Policy with the hashes of its own inline scripts, and precompresses text.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { readSettings } from "#app/config.ts";
import { notFoundRenderPath, pageRoutes, utilityRoutes } from "#app/route-table.ts";
import { htmlFileFor } from "./bundle-size.ts";
import { injectContentSecurityPolicy } from "./csp.ts";
import { filesUnder } from "./files.ts";
import { precompress } from "./precompress.ts";

const root = join(import.meta.dirname, "..");
const client = join(root, process.env.BUILD_DIR ?? "build", "client");
const { delivery } = readSettings(loadEnv(process.env.NODE_ENV === "development" ? "development" : "production", root, "VITE_"));

// The not-found page: published as 404.html; /404 itself is not a page.
renameSync(join(client, htmlFileFor(notFoundRenderPath)), join(client, "404.html"));
rmSync(join(client, notFoundRenderPath.slice(1)), { recursive: true, force: true });
// Every path is prerendered and unknown ones get 404.html, so the SPA fallback is never served;
// and every link is a document navigation, so no page ever asks for client navigation data.
rmSync(join(client, "__spa-fallback.html"), { force: true });
for (const data of filesUnder(client, "**/*.data")) rmSync(data);

const pages = [...pageRoutes, ...utilityRoutes].map((route) => join(client, htmlFileFor(route.path)));
const connectOrigins = delivery.origin ? [delivery.origin] : [];
for (const page of [...pages, join(client, "404.html")]) {
  writeFileSync(page, injectContentSecurityPolicy(readFileSync(page, "utf8"), connectOrigins));
}

const compressed = precompress(client);
console.log(`postbuild: ${pages.length + 1} pages with their CSP, 404.html, ${compressed} files precompressed`);
if (delivery.mode === "local-outbox") {
  console.warn(
    "\n*** WARNING: no EmailJS keys configured. Quote requests from this build only reach the local\n" +
      "*** outbox of `npm start`; on a static host they will FAIL. Set VITE_EMAILJS_SERVICE_ID,\n" +
      "*** VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY before deploying.\n",
  );
}
