/**
 * What the local server answers besides the site's files (`npm run cms`: the editor's page, its
 * actions, the owner's list of quote requests), by path: each a route of its own.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * An extra answer by path. It is asked for by this computer's own name and port only (a page of
 * another name pointed here is refused: DNS rebinding); its faults are answered 500 as the site's are.
 */
export type Route = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A route by its exact path, or by a prefix written "/path/*" (the owner's list: /api/owner/requests/<id>/…). */
export function routeOf(routes: Record<string, Route>, pathname: string): Route | undefined {
  if (Object.hasOwn(routes, pathname)) return routes[pathname];
  const prefix = Object.keys(routes).find((key) => key.endsWith("/*") && pathname.startsWith(key.slice(0, -1)));
  return prefix === undefined ? undefined : routes[prefix];
}
