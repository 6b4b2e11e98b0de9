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
import { notFoundRenderPath, pageRoutes, resourceRoutes, utilityRoutes } from "#app/routing/route-table.ts";
import { htmlFileFor } from "#app/hosting/html-files.ts";

/**
 * Renders the site in `buildFolder` (its server/index.js) into its client/ folder; returns the files it wrote, pages apart.
 * `finishPage` makes each page's HTML what is published (its policy, postbuild.ts), so each is written once.
 */
export async function prerender(buildFolder: string, finishPage: (html: string) => string): Promise<{ pages: string[]; files: string[] }> {
  const serverBuild = (await import(pathToFileURL(join(buildFolder, "server", "index.js")).href)) as ServerBuild;
  const render = createRequestHandler(serverBuild, "production");
  const client = join(buildFolder, "client");
  const pages: [path: string, file: string][] = [
    ...[...pageRoutes, ...utilityRoutes].map(({ path }): [string, string] => [path, htmlFileFor(path)]),
    [notFoundRenderPath, "404.html"],
  ];
  const files = resourceRoutes.map(({ path }): [string, string] => [path, path.slice(1)]);
  const write = async ([path, file]: [string, string], body: (response: Response) => Promise<string | Buffer>) => {
    const response = await render(new Request(`http://localhost${path}`));
    if (response.status !== 200) throw new Error(`prerender: ${path} answered ${response.status}, not 200`);
    const output = join(client, file);
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, await body(response));
  };
  for (const page of pages) await write(page, async (response) => finishPage(await response.text()));
  for (const file of files) await write(file, async (response) => Buffer.from(await response.arrayBuffer()));
  const inClient = (written: [string, string][]) => written.map(([, file]) => join(client, file));
  return { pages: inClient(pages), files: inClient(files) };
}
