/**
 * `npm run cms`'s content server kept running (./content-server-keeper.ts), and gone with `npm run
 * cms` (./local-backend.ts): issue 55 found it never started again after a kill, the editor saying
 * "could not open" while `npm run cms` ran on, and an orphan keeping its port once `npm run cms` was
 * killed. The real server, on a copy of the shipped content.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_KEY_HEADER, LOCAL_ROUTES } from "../../admin/next/local-backend-protocol.ts";
import { SPEC_CONTENT } from "../fixtures/content-copy.ts";
import { keepLocalBackend } from "./content-server-keeper.ts";
import { newEditorKey } from "./editor-key.ts";
import { freePort } from "./free-port.ts";
import { localBackendUrl } from "./local-backend.ts";

const repository = mkdtempSync(join(tmpdir(), "content-server-keeper-"));
const key = newEditorKey();
const stops: (() => void)[] = [];

const answers = (port: number) =>
  fetch(`${localBackendUrl(port)}${LOCAL_ROUTES.read}?path=content/business.json`, { headers: { [EDITOR_KEY_HEADER]: key } }).then(
    (answer) => answer.status,
    () => 0,
  );
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => cpSync(SPEC_CONTENT, join(repository, "content"), { recursive: true }));
afterAll(() => {
  for (const stop of stops) stop();
  rmSync(repository, { recursive: true, force: true });
});

describe("npm run cms's content server", () => {
  it("killed with kill -9, is started again on its port, and answers the editor again", async () => {
    const port = await freePort();
    const said: string[] = [];
    const kept = keepLocalBackend(repository, port, {
      key,
      output: "ignore",
      onGiveUp: (why) => said.push(why),
      onRestart: (why) => said.push(why),
    });
    stops.push(() => kept.stop());
    await expect.poll(() => answers(port), { timeout: 15_000 }).toBe(200);
    const first = kept.process.pid!;
    process.kill(first, "SIGKILL");
    await expect.poll(() => said, { timeout: 5_000 }).toEqual([expect.stringMatching(/was stopped \(SIGKILL\): starting it again\.$/)]);
    await expect.poll(() => answers(port), { timeout: 15_000 }).toBe(200);
    expect(kept.process.pid).not.toBe(first);
  }, 30_000);

  it("dying again and again, is given up on: npm run cms is told why, in plain words, once", async () => {
    const port = await freePort();
    const givenUp: string[] = [];
    // No key: the server refuses to start, every time.
    const kept = keepLocalBackend(repository, port, {
      key: "",
      output: "ignore",
      onGiveUp: (why) => givenUp.push(why),
      onRestart: () => {},
    });
    stops.push(() => kept.stop());
    await expect.poll(() => givenUp, { timeout: 15_000 }).toHaveLength(1);
    expect(givenUp[0]).toMatch(
      /^The content server, which writes what the editor publishes, ended \(exit code 1\), its 4th stop within a minute: npm run cms stops/,
    );
    await new Promise((wait) => setTimeout(wait, 500));
    expect(givenUp).toHaveLength(1);
  }, 30_000);

  it("ends when npm run cms is killed with kill -9: no orphan keeps its port", async () => {
    const port = await freePort();
    const cms = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { startLocalBackend } = await import(${JSON.stringify(join(import.meta.dirname, "local-backend.ts"))});
         const server = startLocalBackend(process.argv[1], Number(process.argv[2]), { key: process.argv[3], output: "ignore" });
         console.log(server.pid);`,
        repository,
        String(port),
        key,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const server = Number(await new Promise<string>((resolve) => cms.stdout.once("data", (data: Buffer) => resolve(String(data)))));
    stops.push(() => alive(server) && process.kill(server, "SIGKILL"));
    await expect.poll(() => answers(port), { timeout: 15_000 }).toBe(200);
    cms.kill("SIGKILL");
    await expect.poll(() => alive(server), { timeout: 10_000 }).toBe(false);
    expect(await answers(port)).toBe(0);
  }, 30_000);
});
