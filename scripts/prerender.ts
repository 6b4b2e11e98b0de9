/**
 * Renders every path of the route table to its published file, with React Router's own request
 * handler over the server bundle `react-router build` made: pages as `services.html` (ADR 0012),
 * the not-found render as 404.html, the files beside the pages (sitemap, feed, _headers, …) at
 * their paths. In-process and one path after another: React Router's built-in prerender issued
 * two HTTP requests per page to a Vite preview server and grew worse than linearly with the
 * number of pages (docs/decisions/0021-a-build-that-stays-fast.md); the HTML is byte for byte the same.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { notFoundRenderPath, pageRoutes, resourceRoutes, utilityRoutes } from "#app/route-table.ts";
import { htmlFileFor } from "./page-files.ts";

/** Renders the site in `buildFolder` (its server/index.js) into its client/ folder; returns how many files it wrote. */
export async function prerender(buildFolder: string): Promise<number> {
  const serverBuild = (await import(pathToFileURL(join(buildFolder, "server", "index.js")).href)) as ServerBuild;
  const render = createRequestHandler(serverBuild, "production");
  const client = join(buildFolder, "client");
  const targets: [path: string, file: string, status: number][] = [
    ...[...pageRoutes, ...utilityRoutes].map(({ path }): [string, string, number] => [path, htmlFileFor(path), 200]),
    ...resourceRoutes.map(({ path }): [string, string, number] => [path, path.slice(1), 200]),
    [notFoundRenderPath, "404.html", 200],
  ];
  for (const [path, file, expected] of targets) {
    const response = await render(new Request(`http://localhost${path}`));
    if (response.status !== expected) throw new Error(`prerender: ${path} answered ${response.status}, not ${expected}`);
    const output = join(client, file);
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, Buffer.from(await response.arrayBuffer()));
  }
  return targets.length;
}
