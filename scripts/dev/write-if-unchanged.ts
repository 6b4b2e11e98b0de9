/**
 * A save written only over the version of its file the editor checked (admin/editor/expected-version.ts),
 * before decap-server writes it: the editor's overwrite check reads the file, then Decap asks for the
 * write, and a change that landed in between was overwritten. A persistEntry whose file is no longer
 * the version it names is refused (409, nothing written). Saves are taken one at a time, each until
 * it is answered, so two tabs saving one file cannot both pass this check before either writes.
 * What is left: a program other than the editor (a text editor, git) writing the file in the
 * moment between this check and decap-server's write, a few milliseconds.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { EXPECTED_VERSIONS, refusal, VERSION_REFUSED, versionOf } from "../../admin/editor/expected-version.ts";

/** Ends when the save before this one has been answered. */
let previous: Promise<void> = Promise.resolve();
function waitForTurn(response: Response): Promise<void> {
  const before = previous;
  previous = new Promise((done) => response.on("close", done));
  return before;
}

/** The file's version now; null where there is none. */
const versionNow = (repository: string, path: string) => readFile(join(repository, path), "utf8").then(versionOf, () => null);

/** Express middleware for decap-server's API in `repository`: answers as decap-server answers an error. */
export function writeIfUnchanged(repository: string) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const { action, params } = (request.body ?? {}) as {
      action?: string;
      params?: { [EXPECTED_VERSIONS]?: Record<string, string> };
    };
    if (action !== "persistEntry") return next();
    const expected = params?.[EXPECTED_VERSIONS] ?? {};
    // decap-server takes no parameter it does not know.
    delete params?.[EXPECTED_VERSIONS];
    await waitForTurn(response);
    const changed: string[] = [];
    // "" expects no file: a new entry of a name already taken is refused.
    for (const [path, version] of Object.entries(expected))
      if (((await versionNow(repository, path)) ?? "") !== version) changed.push(path);
    if (changed.length === 0) return next();
    // decap-server's CORS comes after this: the editor is on another port of this computer.
    response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
    response.status(VERSION_REFUSED).json(refusal(changed));
  };
}
