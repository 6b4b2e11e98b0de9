import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { checkContent, CONTENT_CHECKED } from "#app/content/content-files.server.ts";
import { galleryRoutes, pageRoutes, resourceRoutes, utilityRoutes } from "#app/routing/route-table.ts";

// The owner's files first: a broken one stops the build with its file and field, before any page.
// Once per build: scripts/build/build.ts has checked them when it says so (for 1,000 posts each
// check is 2–3 s, and its steps read this module twice more); `npm run dev` and the tests check here.
if (!process.env[CONTENT_CHECKED]) checkContent();

/**
 * Each route once: a kind of page with many (posts, suburbs) is one parameterised route. The
 * gallery's routes are there with no job too, so its module is built and type-checked; no page is
 * rendered there until the route table has one.
 */
const patterns = [...pageRoutes, ...galleryRoutes].map(({ pattern, module }): [string, string] => [pattern, module]);
const pageRouteConfig = [...new Map(patterns)].map(([pattern, module]) =>
  pattern === "/" ? index(module) : route(pattern.slice(1), module, { id: pattern.slice(1) }),
);

export default [
  ...pageRouteConfig,
  ...[...resourceRoutes, ...utilityRoutes].map(({ path, module }) => route(path.slice(1), module, { id: path.slice(1) })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
