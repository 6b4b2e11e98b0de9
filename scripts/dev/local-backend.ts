/**
 * `npm run cms`'s local content server: the editor's reads, listings and publishes on this
 * computer's content/ folder, no account (the protocol: admin/next/local-backend-protocol.ts). Run as
 * its own process (this module is its entry) in the repository it serves, on 127.0.0.1 only. A
 * publish is all or nothing and only over the versions the editor opened (./write-if-unchanged.ts);
 * a delete of a photo or a service in use is refused in the owner's words (./content-in-use.ts).
 * Only the editor's page on this computer (http://localhost or 127.0.0.1, any port) may call it:
 * another site's page open in the same browser cannot write into content/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { LOCAL_ROUTES } from "../../admin/next/local-backend-protocol.ts";
import { readBody } from "../../server/request-body.ts";
import { deletesInUse } from "./content-in-use.ts";
import { inContent, publisher } from "./write-if-unchanged.ts";

/** Its address, as the editor's `local-backend` meta takes it. */
export const localBackendUrl = (port: number) => `http://localhost:${port}`;

/** Starts the server on `port` for the project in `repository`; it has no authentication, so it listens on this computer only. */
export function startLocalBackend(repository: string, port: number, output: "inherit" | "ignore" = "inherit"): ChildProcess {
  return spawn(process.execPath, [import.meta.filename, String(port)], {
    cwd: repository,
    stdio: ["ignore", output, output],
    // The content checks of a delete read the content of the repository served, whatever the caller's.
    env: { ...process.env, CONTENT_DIR: join(repository, "content") },
  });
}

/** A publish's body: a photo of a few tens of megabytes, in base64, with its entry. */
const BODY_LIMIT = 60 * 1024 * 1024;
/** The editor's page as `npm run cms` serves it (and specs and benches, on other ports). */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
/** Asked for by its own name on this computer: a page of another site cannot reach it by a name of its own pointed here. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** A file's text; null where there is none. */
const textOf = (repository: string, path: string) =>
  readFile(join(repository, path), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });

/** A folder's files whose names end in `.<extension>`, by path, in name order: names only, no sub-folders. */
async function filesOf(repository: string, folder: string, extension: string) {
  const entries = await readdir(join(repository, folder), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(`.${extension}`))
    .map((entry) => `${folder}/${entry.name}`)
    .toSorted();
}

function serve(repository: string, port: number) {
  const publish = publisher(repository, deletesInUse);

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    if (!LOCAL_HOST.test(req.headers.host ?? "") || (origin !== undefined && !LOCAL_ORIGIN.test(origin)))
      return send(res, 403, { error: "Only the editor on this computer may call this server." });
    if (origin !== undefined) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Vary", "Origin");
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = `${req.method} ${url.pathname}`;
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, POST");
      res.setHeader("Access-Control-Allow-Headers", "Content-Type");
      res.setHeader("Access-Control-Max-Age", "600");
      return send(res, 204);
    }
    const path = url.searchParams.get("path");
    if (route === `GET ${LOCAL_ROUTES.read}`) {
      if (!inContent(path)) return send(res, 400, { error: `${String(path)} is not a file in content/` });
      return send(res, 200, { text: await textOf(repository, path) });
    }
    if (route === `GET ${LOCAL_ROUTES.list}`) {
      const extension = url.searchParams.get("extension") ?? "";
      if (!(path === "content" || inContent(path)) || !/^\w+$/.test(extension))
        return send(res, 400, { error: `${String(path)} and .${extension}: not a folder in content/ and a kind of file` });
      return send(res, 200, { paths: await filesOf(repository, path, extension) });
    }
    if (route === `POST ${LOCAL_ROUTES.publish}`) {
      // JSON only: a page of another site cannot send it without asking first (CORS), and is refused then.
      if (!/^application\/json\b/.test(req.headers["content-type"] ?? "")) return send(res, 415, { error: "A publish is sent as JSON." });
      const body = await readBody(req, BODY_LIMIT);
      if (body === "too large") return send(res, 413, { error: "Not published: more than 60 MB at once." });
      let changes: unknown;
      try {
        changes = (JSON.parse(body) as { changes?: unknown } | null)?.changes;
      } catch {
        return send(res, 400, { error: "Not published: the publish is not JSON." });
      }
      const { status, body: said } = await publish(changes);
      return send(res, status, said);
    }
    send(res, 404, { error: `${route}: no such action` });
  }

  createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error("The local content server could not answer:", error);
      if (!res.headersSent) send(res, 500, { error: String(error) });
    });
  }).listen(port, "127.0.0.1");
}

if (import.meta.main) serve(process.cwd(), Number(process.argv[2] ?? 8081));
