import { pageRoutes } from "#app/route-table.ts";

/**
 * The first page of each kind (its route module), and a path that is no page: where a check of what
 * the template decides (layout at another size, an engine's behaviour) need not be repeated per page.
 */
export const pageKindPaths = [
  ...Array.from(Map.groupBy(pageRoutes, (route) => route.module).values(), ([first]) => first!.path),
  "/no-such-page",
];
