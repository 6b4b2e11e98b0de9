import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageRoutes, resourceRoutes, utilityRoutes } from "#app/route-table.ts";

export default [
  ...pageRoutes.map(({ path, module }) => (path === "/" ? index(module) : route(path.slice(1), module, { id: path.slice(1) }))),
  ...[...resourceRoutes, ...utilityRoutes].map(({ path, module }) => route(path.slice(1), module, { id: path.slice(1) })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
