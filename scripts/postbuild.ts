/**
 * After `react-router build`: publish the not-found render as build/client/404.html (and drop
 * its directory, so /404 itself is not a page), then write the files a static host needs.
 */
import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { notFoundRenderPath } from "../app/route-table.ts";

const client = join(import.meta.dirname, "..", "build", "client");
const rendered = join(client, notFoundRenderPath, "index.html");
if (!existsSync(rendered)) throw new Error(`Expected the not-found render at ${rendered}`);
renameSync(rendered, join(client, "404.html"));
rmSync(join(client, notFoundRenderPath), { recursive: true, force: true });
rmSync(join(client, `${notFoundRenderPath}.data`), { force: true });
// Every path is prerendered and unknown ones get 404.html, so the SPA fallback is never served.
rmSync(join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote build/client/404.html");
