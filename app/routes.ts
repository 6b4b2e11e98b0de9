import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { checkContent } from "#app/content/content-files.server.ts";
import { pageRoutes, resourceRoutes, utilityRoutes } from "#app/route-table.ts";

// The owner's files first: a broken one stops the build with its file and field, before any page.
checkContent();

export default [
  ...pageRoutes.map(({ path, module }) => (path === "/" ? index(module) : route(path.slice(1), module, { id: path.slice(1) }))),
  ...[...resourceRoutes, ...utilityRoutes].map(({ path, module }) => route(path.slice(1), module, { id: path.slice(1) })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
