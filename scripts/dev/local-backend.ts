/**
 * `npm run cms`'s local content server: the editor's reads, listings and publishes on this
 * computer's content/ folder, no account (the protocol: admin/next/local-backend-protocol.ts). Run as
 * its own process (this module is its entry) in the repository it serves, on 127.0.0.1 only. A
 * publish is all or nothing and only over the versions the editor opened (./write-if-unchanged.ts);
 * a delete of a photo or a service in use is refused in the owner's words (./content-in-use.ts).
 * Only the editor's page `npm run cms` served may call it: asked for by this computer's own name
 * and port, from a page of this computer's, with the key written into that page (./editor-key.ts);
 * another site's page, or another page on this computer, cannot read or write content/. It reads and
 * writes by plain names only, and follows no symbolic link (./content-paths.ts). It ends when the
 * process that started it does, and `npm run cms` starts it again if it dies (./content-server-keeper.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { EDITOR_KEY_HEADER, LOCAL_ROUTES } from "../../admin/next/local-backend-protocol.ts";
import { readBody } from "../../server/request-body.ts";
import { guarded, namesThisComputer, originOf } from "../../server/request-guard.ts";
import { deletesInUse } from "./content-in-use.ts";
import { contentPathProblem, inContent, linkOnTheWay } from "./content-paths.ts";
import { EDITOR_KEY_ENV, holdsEditorKey, NO_KEY } from "./editor-key.ts";
import { finishOrUndo } from "./publish-journal.ts";
import { publisher } from "./write-if-unchanged.ts";

/** Its address, as the editor's `local-backend` meta takes it. */
export const localBackendUrl = (port: number) => `http://localhost:${port}`;

/**
 * Starts the server on `port` for the project in `repository`, taking requests that carry `key` only
 * (./editor-key.ts: the key `npm run cms` wrote into the editor's page); it listens on this computer only.
 */
export function startLocalBackend(
  repository: string,
  port: number,
  { key, output = "inherit" }: { key: string; output?: "inherit" | "ignore" },
): ChildProcess {
  return spawn(process.execPath, [import.meta.filename, String(port)], {
    cwd: repository,
    // A channel to this process: when it ends, even by kill -9, the server sees it close and ends too.
    stdio: ["ignore", output, output, "ipc"],
    // The content checks of a delete read the content of the repository served, whatever the caller's.
    env: { ...process.env, CONTENT_DIR: join(repository, "content"), [EDITOR_KEY_ENV]: key },
  });
}

/** A publish's body: a photo of a few tens of megabytes, in base64, with its entry. */
const BODY_LIMIT = 60 * 1024 * 1024;
/** The editor's page as `npm run cms` serves it (and specs and benches, on other ports): this computer's, by its own name. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** Why `path` may not be read or listed: not a name in content/, or a link on its way (./content-paths.ts); undefined: it may. */
function readProblem(repository: string, path: string | null, what: string): string | undefined {
  if (!inContent(path)) return `${JSON.stringify(path)} is not ${what} in content/ (${contentPathProblem(path)})`;
  const link = linkOnTheWay(repository, path);
  return link ? `${link} is a link, which the editor does not follow` : undefined;
}

/** A file's text; null where there is none. */
const textOf = (repository: string, path: string) =>
  readFile(join(repository, path), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });

/** A folder's files whose names end in `.<extension>`, by path, in name order: names only, no sub-folders, no links. */
async function filesOf(repository: string, folder: string, extension: string) {
  const entries = await readdir(join(repository, folder), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(`.${extension}`) && inContent(`${folder}/${entry.name}`))
    .map((entry) => `${folder}/${entry.name}`)
    .toSorted();
}

function serve(repository: string, port: number, key: string) {
  const publish = publisher(repository, deletesInUse);

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL) {
    const origin = originOf(req);
    // By this computer's own name and this port (not a name of another site pointed here), from a page of this computer's or none.
    if (!namesThisComputer(req) || origin === "unreadable" || (origin !== undefined && !LOCAL_ORIGIN.test(origin.origin)))
      return send(res, 403, { error: "Only the editor on this computer may call this server." });
    if (origin !== undefined) {
      res.setHeader("Access-Control-Allow-Origin", origin.origin);
      res.setHeader("Vary", "Origin");
    }
    const route = `${req.method} ${url.pathname}`;
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, POST");
      res.setHeader("Access-Control-Allow-Headers", `Content-Type, ${EDITOR_KEY_HEADER}`);
      res.setHeader("Access-Control-Max-Age", "600");
      return send(res, 204);
    }
    // Every other request carries the editor page's key: a page of another port, which can send them, has none.
    if (!holdsEditorKey(req, key)) return send(res, 403, { error: NO_KEY });
    const path = url.searchParams.get("path");
    if (route === `GET ${LOCAL_ROUTES.read}`) {
      const problem = readProblem(repository, path, "a file");
      if (problem) return send(res, 400, { error: problem });
      return send(res, 200, { text: await textOf(repository, path!) });
    }
    if (route === `GET ${LOCAL_ROUTES.list}`) {
      const extension = url.searchParams.get("extension") ?? "";
      const problem =
        path === "content" ? linkOnTheWay(repository, path) && "content is a link" : readProblem(repository, path, "a folder");
      if (problem || !/^\w+$/.test(extension))
        return send(res, 400, {
          error: `${JSON.stringify(path)} and .${extension}: not a folder in content/ and a kind of file${problem ? ` (${problem})` : ""}`,
        });
      return send(res, 200, { paths: await filesOf(repository, path!, extension) });
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

  // A fault is answered 500 in plain words, with no path, and logged once (server/request-guard.ts).
  createServer(guarded("The local content server", answer)).listen(port, "127.0.0.1");
}

if (import.meta.main) {
  const key = process.env[EDITOR_KEY_ENV] ?? "";
  if (!key) {
    console.error("The local content server needs the editor's key: it is started by npm run cms (scripts/dev/cms.ts).");
    process.exit(1);
  }
  // npm run cms gone (killed, its window closed): an orphan would keep the port, and the next start would meet EADDRINUSE.
  if (process.channel) process.on("disconnect", () => process.exit(0));
  // A publish a crash cut short is finished or undone before any other is taken (./publish-journal.ts).
  const done = await finishOrUndo(process.cwd()).catch((error: unknown) => {
    console.error(`The local content server could not finish or undo the publish a crash cut short (${String(error)}).`);
    process.exit(1);
  });
  if (done)
    console.log(`The local content server ${done === "finished" ? "finished" : "undid"} the publish cut short when it last stopped.`);
  serve(process.cwd(), Number(process.argv[2] ?? 8081), key);
}
