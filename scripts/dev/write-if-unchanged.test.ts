/**
 * `npm run cms`'s backend writes a save only over the version of its file the editor checked: two
 * tabs that both checked the same version and save at once are taken one at a time, and the second
 * is refused, naming the file, instead of writing over the first.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { EXPECTED_VERSIONS, VERSION_REFUSED, versionOf } from "../../admin/editor/expected-version.ts";
import { writeIfUnchanged } from "./write-if-unchanged.ts";

const path = "content/business.json";
let close = () => {};
afterEach(() => close());

/** The middleware before a stand-in for decap-server, which writes a save's files a moment after it takes it, as decap-server does. */
async function backend(folder: string) {
  const seen: Record<string, unknown>[] = [];
  const app = express();
  app.post("/api/v1", express.json(), writeIfUnchanged(folder), (request, response) => {
    const { params } = request.body as { params: { dataFiles: { path: string; raw: string }[] } & Record<string, unknown> };
    seen.push(params);
    setTimeout(() => {
      for (const file of params.dataFiles) writeFileSync(join(folder, file.path), file.raw);
      response.json({ message: "entry persisted" });
    }, 50);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
  close = () => server.close();
  const save = (raw: string, expected?: string) =>
    fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        action: "persistEntry",
        params: { dataFiles: [{ path, raw }], ...(expected ? { [EXPECTED_VERSIONS]: { [path]: expected } } : {}) },
      }),
    });
  return { save, seen };
}

describe("a save written only over the version the editor checked", () => {
  it("two tabs saving one file at once: the first is written, the second refused naming the file; decap-server never sees the versions", async () => {
    const folder = mkdtempSync(join(tmpdir(), "write-if-unchanged-"));
    try {
      const file = join(folder, path);
      mkdirSync(join(folder, "content"));
      writeFileSync(file, '{ "phone": "0400 000 000" }\n');
      const checked = await versionOf(readFileSync(file, "utf8"));
      const { save, seen } = await backend(folder);

      const [first, second] = await Promise.all([
        save('{ "phone": "0400 000 001" }\n', checked),
        save('{ "phone": "0400 000 002" }\n', checked),
      ]);
      expect([first.status, second.status]).toEqual([200, VERSION_REFUSED]);
      expect(await second.json()).toEqual({
        error: `Not published: ${path} was changed since you opened it. Nothing was written.`,
        changed: [path],
      });
      expect(readFileSync(file, "utf8")).toBe('{ "phone": "0400 000 001" }\n');
      expect(seen.map((params) => EXPECTED_VERSIONS in params)).toEqual([false]);

      // A save that names no version (the editor could not ask for the file) is written as before.
      expect((await save('{ "phone": "0400 000 003" }\n')).status).toBe(200);
      expect(readFileSync(file, "utf8")).toBe('{ "phone": "0400 000 003" }\n');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
