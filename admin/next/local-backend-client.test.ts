/**
 * Publishing through `npm run cms`'s real local backend (decap-server with its overwrite rule,
 * scripts/dev/local-backend.ts) on a folder of its own: a publish is written only over the version
 * of the file the form was filled from.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/dev/free-port.ts";
import { localBackendUrl, startLocalBackend } from "../../scripts/dev/local-backend.ts";
import { localBackendClient } from "./local-backend-client.ts";

const folder = mkdtempSync(join(tmpdir(), "editor-next-backend-"));
const path = "content/business.json";
const file = join(folder, path);
let stop = () => {};
let backend: ReturnType<typeof localBackendClient>;

beforeAll(async () => {
  mkdirSync(join(folder, "content"));
  const port = await freePort();
  const server = startLocalBackend(folder, port, "ignore");
  stop = () => void server.kill();
  backend = localBackendClient(localBackendUrl(port));
  // decap-server answers once it listens.
  for (let tries = 0; (await backend.read("content/none.json").catch(() => "not yet")) !== null; tries++) {
    if (tries > 200) throw new Error("the local backend did not start");
    await new Promise((wait) => setTimeout(wait, 100));
  }
}, 30_000);

afterAll(() => {
  stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("publishing through the local backend", () => {
  it("writes the owner's text over the version the form was filled from", async () => {
    writeFileSync(file, '{ "phone": "0491 570 156" }\n');
    const opened = (await backend.read(path))!;
    expect(await backend.publish(path, '{ "phone": "0412 345 678" }\n', opened, "Change Business facts")).toEqual({ written: true });
    expect(readFileSync(file, "utf8")).toBe('{ "phone": "0412 345 678" }\n');
  });

  it("refuses a publish whose file changed since the form was opened, writes nothing and hands back the published text", async () => {
    writeFileSync(file, '{ "phone": "0491 570 156" }\n');
    const opened = (await backend.read(path))!;
    writeFileSync(file, '{ "phone": "07 5444 1234" }\n'); // another tab, another device, a hand edit
    const outcome = await backend.publish(path, '{ "phone": "0412 345 678" }\n', opened, "Change Business facts");
    expect(outcome).toEqual({ written: false, savedText: '{ "phone": "07 5444 1234" }\n' });
    expect(readFileSync(file, "utf8")).toBe('{ "phone": "07 5444 1234" }\n');
  });
});
