/**
 * The editor's page as `npm run cms` serves it at /admin: the page the last good build wrote
 * (scripts/build/admin-files.ts), with this computer's local backend named in it, so the editor
 * publishes into content/ with no sign-in (admin/next/backend-choice.ts).
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { paths } from "#app/site/paths.ts";

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** The placeholder the built page keeps where `npm run cms` writes its local backend's address. */
export const LOCAL_BACKEND = "LOCAL_BACKEND";

/** Adds /admin to `routes`: the page in `client` (the served build), talking to the local backend at `backendUrl`. */
export function serveEditorPage(routes: Record<string, Route>, client: string, backendUrl: string) {
  const send: Route = (_req, res) =>
    void readFile(join(client, `${paths.admin.slice(1)}.html`), "utf8").then(
      (page) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
        res.end(page.replace(LOCAL_BACKEND, backendUrl));
      },
      () => {
        res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
        res.end("The site is being built: reload this page in a few seconds.");
      },
    );
  routes[paths.admin] = send;
  routes[`${paths.admin}/`] = send;
}
