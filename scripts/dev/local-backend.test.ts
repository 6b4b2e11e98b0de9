/**
 * `npm run cms`'s local content server (./local-backend.ts), run as `npm run cms` runs it, on a copy of
 * the shipped content, tried as a stranger would (issue 55): no request ends it; only a request by this
 * computer's own name with the editor page's key is answered; it follows no link out of content/,
 * writes no name that Windows, git or a shell reads otherwise, and its error answers name no path.
 */
import type { ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_KEY_HEADER, LOCAL_ROUTES } from "../../admin/next/local-backend-protocol.ts";
import { SPEC_CONTENT } from "../fixtures/content-copy.ts";
import { hostileRequests, mismatches, namesAPath, rawRequest, sendRaw, unendingBody } from "../fixtures/hostile-requests.ts";
import { newEditorKey } from "./editor-key.ts";
import { freePort } from "./free-port.ts";
import { localBackendUrl, startLocalBackend } from "./local-backend.ts";

const repository = mkdtempSync(join(tmpdir(), "local-backend-"));
/** Outside the repository: what a link in content/ could reach. */
const outside = mkdtempSync(join(tmpdir(), "local-backend-outside-"));
const key = newEditorKey();
let server: ChildProcess;
let port = 0;
let url = "";

const withKey = { [EDITOR_KEY_HEADER]: key };
const read = (path: string, headers: Record<string, string> = withKey) =>
  fetch(`${url}${LOCAL_ROUTES.read}?${new URLSearchParams({ path })}`, { headers });
const publish = (changes: unknown[], headers: Record<string, string> = withKey) =>
  fetch(`${url}${LOCAL_ROUTES.publish}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ changes }),
  });

beforeAll(async () => {
  cpSync(SPEC_CONTENT, join(repository, "content"), { recursive: true });
  writeFileSync(join(outside, "secret.json"), '{ "secret": true }\n');
  port = await freePort();
  server = startLocalBackend(repository, port, { key, output: "ignore" });
  url = localBackendUrl(port);
  for (
    let tries = 0;
    (await read("content/business.json").then(
      (answer) => answer.status,
      () => 0,
    )) !== 200;
    tries++
  ) {
    if (tries > 200) throw new Error("the local content server did not start");
    await new Promise((wait) => setTimeout(wait, 100));
  }
}, 30_000);

afterAll(() => {
  server.kill();
  rmSync(repository, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe("the local content server tried as a stranger", () => {
  it("answers every malformed address, Host or Origin with a 4xx, and goes on answering the editor", async () => {
    const hanging = unendingBody(port, LOCAL_ROUTES.publish, withKey);
    const hostile = [
      ...hostileRequests(port, `${LOCAL_ROUTES.read}?path=content/business.json`, { headers: withKey, origins: 403 }),
      ...hostileRequests(port, LOCAL_ROUTES.publish, { headers: { ...withKey, "Content-Type": "application/json" }, origins: 403 }),
    ];
    expect(await mismatches(port, hostile)).toEqual([]);
    hanging.end();
    expect((await read("content/business.json")).status).toBe(200);
    expect(server.exitCode).toBeNull();
  }, 30_000);

  it("is called by this computer's own name at its port only: a name pointed here by another site is refused", async () => {
    const asked = async (host: string) =>
      (await sendRaw(port, rawRequest(`GET ${LOCAL_ROUTES.read}?path=content/business.json HTTP/1.1`, { Host: host, ...withKey }))).status;
    expect(await asked(`localhost:${port}`)).toBe(200);
    expect(await asked(`127.0.0.1:${port}`)).toBe(200);
    expect(await asked(`rebound.example:${port}`)).toBe(403);
    expect(await asked(`localhost:${port + 1}`)).toBe(403);
    expect(await asked("localhost")).toBe(403);
  });

  it("answers nothing without the editor page's key: a page on another port reads and writes nothing", async () => {
    const business = readFileSync(join(repository, "content/business.json"), "utf8");
    const defaced = JSON.stringify({ ...JSON.parse(business), name: "DEFACED", phone: "0400 000 000" });
    const sentKeys: Record<string, string>[] = [
      {},
      { [EDITOR_KEY_HEADER]: "" },
      { [EDITOR_KEY_HEADER]: key.toUpperCase() },
      { [EDITOR_KEY_HEADER]: key.slice(1) },
    ];
    for (const headers of sentKeys) {
      const origin = { Origin: "http://localhost:8000", ...headers };
      expect((await read("content/business.json", origin)).status).toBe(403);
      expect((await publish([{ path: "content/business.json", text: defaced }], origin)).status).toBe(403);
    }
    expect(readFileSync(join(repository, "content/business.json"), "utf8")).toBe(business);
  });

  it("follows no link out of content/: a linked file or folder is neither read, listed nor written through", async () => {
    symlinkSync(join(outside, "secret.json"), join(repository, "content/pages/secret.json"));
    symlinkSync(outside, join(repository, "content/elsewhere"));
    symlinkSync("/etc/passwd", join(repository, "content/passwd.md"));
    for (const path of ["content/pages/secret.json", "content/elsewhere/secret.json", "content/passwd.md"]) {
      const answer = await read(path);
      const text = await answer.text();
      expect([path, answer.status]).toEqual([path, 400]);
      expect(text).not.toMatch(/"secret": true|root:x/);
    }
    const listed = await fetch(`${url}${LOCAL_ROUTES.list}?path=content/elsewhere&extension=json`, { headers: withKey });
    expect(listed.status).toBe(400);
    const pages = (await (await fetch(`${url}${LOCAL_ROUTES.list}?path=content/pages&extension=json`, { headers: withKey })).json()) as {
      paths: string[];
    };
    expect(pages.paths).not.toContain("content/pages/secret.json");
    for (const path of ["content/elsewhere/planted.json", "content/pages/secret.json", "content/elsewhere/secret.json"]) {
      const answer = await publish([{ path, text: '{ "planted": true }\n' }]);
      expect([path, answer.status]).toEqual([path, 400]);
    }
    expect(readdirSync(outside)).toEqual(["secret.json"]);
    expect(readFileSync(join(outside, "secret.json"), "utf8")).toBe('{ "secret": true }\n');
  });

  it("writes no name that Windows, git or a shell would read otherwise, and writes none of a publish that names one", async () => {
    const names = [
      "content/.git/hooks/pre-commit",
      "content/con.json",
      "content/pages/NUL.md",
      "content/com1.json",
      "content/a.json:x",
      "content/a\r\nb.json",
      "content/storm.json.",
      "content/storm.json ",
      "content/-rf.json",
    ];
    for (const path of names) {
      const answer = await publish([
        { path: "content/fine.json", text: "{}\n" },
        { path, text: "#!/bin/sh\necho planted\n" },
      ]);
      const said = (await answer.json()) as { error: string };
      expect([JSON.stringify(path), answer.status]).toEqual([JSON.stringify(path), 400]);
      expect(said.error).toMatch(/^Not published: change 2: .* is not a file in content\/ \(/);
    }
    expect(existsSync(join(repository, "content/fine.json"))).toBe(false);
    expect(existsSync(join(repository, "content/.git"))).toBe(false);
    expect(readdirSync(join(repository, "content")).filter((name) => /^(con|com1)\b|[:\r\n]|[. ]$|^-/i.test(name))).toEqual([]);
  });

  it("says a fault in plain words, with no path of this computer, and goes on", async () => {
    // A folder where a file is asked for, and a file where a folder must be made: faults of the file system.
    mkdirSync(join(repository, "content/pages/folder.json"));
    writeFileSync(join(repository, "content/posts"), "a file in the folder's place\n");
    const folderRead = await read("content/pages/folder.json");
    const blocked = await publish([{ path: "content/posts/new.md", text: "new\n" }]);
    for (const answer of [folderRead, blocked]) {
      const text = await answer.text();
      expect(answer.status).toBe(500);
      expect(namesAPath(text)).toBe(false);
      expect(text).not.toContain(repository);
    }
    expect((await read("content/business.json")).status).toBe(200);
    expect(server.exitCode).toBeNull();
  });
});
