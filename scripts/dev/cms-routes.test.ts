/**
 * `npm run cms`'s answers to the editor (./cms-routes.ts) on the site server, as `npm run cms` serves
 * them, on a project of its own in git, tried as a stranger would (issue 55): no request ends the
 * server (Origin: null on /admin/restore did), only this computer's own names at its port are
 * answered, "put back" only with the editor page's key, and a fault is said in plain words.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_STATUS_PATH, RESTORE_PATH, VERSIONS_PATH } from "../../admin/editor/build-status.ts";
import { EDITOR_KEY_HEADER } from "../../admin/next/local-backend-protocol.ts";
import { FAULT_ANSWER } from "../../server/request-guard.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { hostileRequests, mismatches, namesAPath, rawRequest, sendRaw, unendingBody } from "../fixtures/hostile-requests.ts";
import { cmsRoutes } from "./cms-routes.ts";
import { PublishedContent } from "./content-restore.ts";
import { newEditorKey } from "./editor-key.ts";

const root = mkdtempSync(join(tmpdir(), "cms-routes-"));
const outside = mkdtempSync(join(tmpdir(), "cms-routes-outside-"));
const key = newEditorKey();
const committed = '{ "phone": "0491 570 156" }\n';
let port = 0;
let site = "";
let close = () => {};

beforeAll(async () => {
  mkdirSync(join(root, "content", "pages"), { recursive: true });
  mkdirSync(join(root, "client"));
  writeFileSync(join(root, "client", "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "client", "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "content", "business.json"), committed);
  writeFileSync(join(root, "content", "pages", "about.json"), "{}\n");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q");
  git("add", "content");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "published");
  const routes = cmsRoutes(root, new PublishedContent(root), key, () => ({ state: "built", startedAt: "", finishedAt: "" }));
  const { server } = createSiteServer({ root: join(root, "client"), outboxPath: join(root, "outbox.jsonl"), routes });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  site = `http://localhost:${port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** A "put back" as the editor's page sends it: its origin, its key. */
const restore = (file: string, headers: Record<string, string> = {}) =>
  fetch(site + RESTORE_PATH, {
    method: "POST",
    headers: { Origin: site, "Content-Type": "application/json", [EDITOR_KEY_HEADER]: key, ...headers },
    body: JSON.stringify({ file }),
  });

describe("npm run cms's answers to the editor, tried as a stranger", () => {
  it("answer every malformed address, Host or Origin with a 4xx, and the site is served after", async () => {
    const hanging = unendingBody(port, RESTORE_PATH, { Origin: site, [EDITOR_KEY_HEADER]: key });
    const editor = { Origin: site, [EDITOR_KEY_HEADER]: key, "Content-Type": "application/json" };
    const hostile = [
      ...hostileRequests(port, RESTORE_PATH, { headers: editor, origins: "refused" }),
      ...hostileRequests(port, VERSIONS_PATH, { headers: editor }),
      ...hostileRequests(port, BUILD_STATUS_PATH, { headers: editor }),
    ];
    expect(await mismatches(port, hostile)).toEqual([]);
    hanging.end();
    expect((await fetch(site)).status).toBe(200);
  }, 30_000);

  it("answer this computer's own names at this port only: a name pointed here by another site reads and restores nothing", async () => {
    for (const path of [BUILD_STATUS_PATH, `${VERSIONS_PATH}?file=content/business.json`]) {
      const asked = async (host: string) => (await sendRaw(port, rawRequest(`GET ${path} HTTP/1.1`, { Host: host }))).status;
      expect([path, await asked(`127.0.0.1:${port}`)]).toEqual([path, 200]);
      expect([path, await asked(`rebound.example:${port}`)]).toEqual([path, 403]);
      expect([path, await asked(`localhost:${port + 1}`)]).toEqual([path, 403]);
    }
    writeFileSync(join(root, "content", "business.json"), "changed\n");
    const rebound = `http://rebound.example:${port}`;
    const body = '{"file":"content/business.json"}';
    const answer = await sendRaw(
      port,
      rawRequest(
        `POST ${RESTORE_PATH} HTTP/1.1`,
        { Host: `rebound.example:${port}`, Origin: rebound, [EDITOR_KEY_HEADER]: key, "Content-Length": String(body.length) },
        body,
      ),
    );
    expect(answer.status).toBe(403);
    expect(readFileSync(join(root, "content", "business.json"), "utf8")).toBe("changed\n");
  });

  it("put a file back for the editor's page only: with its key, from its own origin", async () => {
    writeFileSync(join(root, "content", "business.json"), "changed\n");
    const strangers: Record<string, string>[] = [
      { Origin: "null" },
      { Origin: "http://localhost:8000" },
      { [EDITOR_KEY_HEADER]: "" },
      { [EDITOR_KEY_HEADER]: `${key}x` },
    ];
    for (const headers of strangers) {
      const answer = await restore("content/business.json", headers);
      expect([JSON.stringify(headers), answer.status]).toEqual([JSON.stringify(headers), 403]);
    }
    expect(readFileSync(join(root, "content", "business.json"), "utf8")).toBe("changed\n");
    const answer = await restore("content/business.json");
    expect([answer.status, await answer.text()]).toEqual([200, "Restored"]);
    expect(readFileSync(join(root, "content", "business.json"), "utf8")).toBe(committed);
  });

  it("put nothing back through a link, nor by a name outside content/", async () => {
    rmSync(join(root, "content", "pages"), { recursive: true });
    symlinkSync(outside, join(root, "content", "pages"));
    writeFileSync(join(outside, "about.json"), "outside\n");
    for (const file of ["content/pages/about.json", "content/../package.json", "content/con.json", "content/business.json:x"])
      expect([file, (await restore(file)).status]).toEqual([file, 404]);
    expect(readFileSync(join(outside, "about.json"), "utf8")).toBe("outside\n");
    rmSync(join(root, "content", "pages"));
    mkdirSync(join(root, "content", "pages"));
  });

  it("say a fault in plain words, with no path, log it once, and go on", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // A folder in the file's place: the write fails as a full disk's would.
    rmSync(join(root, "content", "business.json"));
    mkdirSync(join(root, "content", "business.json"));
    for (let twice = 0; twice < 2; twice++) {
      const answer = await restore("content/business.json");
      const text = await answer.text();
      expect([answer.status, text]).toEqual([500, FAULT_ANSWER]);
      expect(namesAPath(text)).toBe(false);
    }
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect((await fetch(site + BUILD_STATUS_PATH)).status).toBe(200);
  });
});
