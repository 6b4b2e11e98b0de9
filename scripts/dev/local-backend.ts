/**
 * Decap's local backend (decap-server): the editor's saves written into a folder's files, no account.
 * Run as its own process (this module is its entry), with two rules of the content check before
 * decap-server's: a photo a file shows is not deleted, nor a service a file names, and the editor
 * says which file it is; and a save is written only over the version of its file the editor checked
 * (./write-if-unchanged.ts). On the live site the host's backend has no rule on deletes; there the build
 * refuses the next publish naming the entry that lost its photo or service, and the last good site
 * stays up (docs/owner-guide.md).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import type { Express, NextFunction, Request, Response } from "express";
import { writeIfUnchanged } from "./write-if-unchanged.ts";

/** Its API's address, as the editor's `?local-backend=` takes it. */
export const localBackendUrl = (port: number) => `http://localhost:${port}/api/v1`;

/** Starts decap-server on `port` for the project in `repository`; it has no authentication, so it listens on this computer only. */
export function startLocalBackend(repository: string, port: number, output: "inherit" | "ignore" = "inherit"): ChildProcess {
  return spawn(process.execPath, [import.meta.filename], {
    cwd: repository,
    stdio: ["ignore", output, output],
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repository, LOG_LEVEL: "warn" },
  });
}

/** The photos a delete names that a content file shows, each with the entries that show it; none: it may go. */
async function photosInUse(paths: string[]): Promise<string[]> {
  const { entriesShowing } = await import("#app/content/content-files.server.ts");
  return paths.flatMap((path) => {
    const users = path.startsWith("content/media/") ? entriesShowing(`/media/${basename(path)}`) : [];
    return users.length > 0
      ? [`The photo ${basename(path)} is shown by ${users.join(", ")}: remove it there and publish first, then delete it.`]
      : [];
  });
}

/** The services a delete retires that a suburb page, a job or a page names, each with those that name it. */
async function servicesInUse(paths: string[]): Promise<string[]> {
  const retired = paths.filter((path) => /^content\/services\/[^/]+\.json$/.test(path));
  if (retired.length === 0) return [];
  const { contentIndex } = await import("#app/content/content-index.server.ts");
  const { urlSegment } = await import("#app/content/entry-check.ts");
  const { retireRefusals } = await import("#app/content/service-ties.ts");
  const { catalogue, serviceUsers } = contentIndex();
  // A service's id is its file's name as an address has it (the editor may write Hedge-Trimming.json).
  return retired.flatMap((path) => retireRefusals(urlSegment(basename(path, ".json")), catalogue.services, serviceUsers));
}

/** Refuses a delete of a photo or a service in use, before decap-server deletes anything; answers as decap-server answers an error. */
async function refuseInUse(request: Request, response: Response, next: NextFunction) {
  const { action, params } = (request.body ?? {}) as { action?: string; params?: { path?: string; paths?: string[] } };
  if (action !== "deleteFile" && action !== "deleteFiles") return next();
  const paths = action === "deleteFile" ? [params?.path ?? ""] : (params?.paths ?? []);
  const refusals = [...(await photosInUse(paths)), ...(await servicesInUse(paths))];
  if (refusals.length === 0) return next();
  // decap-server's CORS comes after this: the editor is on another port of this computer.
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.status(422).json({ error: refusals.join(" ") });
}

/**
 * The photos folder listed by name only: decap-server's listing sends each file's bytes as text,
 * megabytes a photo, and the own editor's photo library (admin/next/photo-files.ts) needs the names.
 */
async function listPhotosByName(request: Request, response: Response, next: NextFunction) {
  const { action, params } = (request.body ?? {}) as { action?: string; params?: { folder?: string; extension?: string; depth?: number } };
  if (action !== "entriesByFolder" || params?.folder !== "content/media") return next();
  const { readdir } = await import("node:fs/promises");
  const extension = `.${params.extension ?? ""}`;
  const names = await readdir(join(process.cwd(), "content", "media"), { withFileTypes: true }).catch(() => []);
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.json(
    names
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map((entry) => ({ data: null, file: { path: `content/media/${entry.name}` } })),
  );
}

async function serve() {
  const require = createRequire(import.meta.url);
  const express = require("express") as typeof import("express");
  const { registerLocalFs } = require("decap-server/dist/middlewares.js") as {
    registerLocalFs: (app: Express, options: { logLevel?: string }) => Promise<void>;
  };
  const app = express();
  const overUnchanged = writeIfUnchanged(process.cwd());
  app.post(
    "/api/v1",
    express.json({ limit: "50mb" }),
    (request, response, next) => void refuseInUse(request, response, next).catch(next),
    (request, response, next) => void listPhotosByName(request, response, next).catch(next),
    (request, response, next) => void overUnchanged(request, response, next).catch(next),
  );
  await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL });
  app.listen(Number(process.env.PORT ?? 8081), process.env.BIND_HOST ?? "127.0.0.1");
}

if (import.meta.main) await serve();
