/**
 * `npm run cms`'s content server (./local-backend.ts) killed with SIGKILL in the middle of a publish,
 * as issue 55 found it: a post's new address is two renames (the post, then Moved pages), and a kill
 * between them left the post renamed, Moved pages unchanged (the old address answered 404) and a
 * temporary file. Run on a copy of the shipped content, as `npm run cms` runs it; the kill lands at a
 * real rename (scripts/fixtures/crash-at-rename.ts). Started again, the server finishes the publish.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lineOfRename, movedPagesText } from "#app/content/moved-pages-lines.ts";
import { postPath } from "#app/site/paths.ts";
import { versionOf } from "../../admin/editor/expected-version.ts";
import { EDITOR_KEY_HEADER, LOCAL_ROUTES } from "../../admin/next/local-backend-protocol.ts";
import { SPEC_CONTENT } from "../fixtures/content-copy.ts";
import { EDITOR_KEY_ENV, newEditorKey } from "./editor-key.ts";
import { freePort } from "./free-port.ts";
import { localBackendUrl, startLocalBackend } from "./local-backend.ts";
import { journalPath } from "./publish-journal.ts";

const post = "content/blog/arborists-vs-tree-loppers.md";
const moved = "content/moved-pages.json";
/** Published once under another address already: a new one adds a line to Moved pages (ADR 0040). */
const [before, after] = ["arborists-or-loppers", "qualified-arborists"];
const key = newEditorKey();
let repository = "";
let port = 0;
const servers: ChildProcess[] = [];
const text = (path: string) => readFileSync(join(repository, path), "utf8");
const slugOf = (path: string) => /^slug: (.+)$/m.exec(text(path))?.[1];
const temporaryFiles = () =>
  readdirSync(join(repository, "content"), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".tmp"));

/** The content server on `port`, killed at its `crashAt`-th rename into content/ where given; once it answers. */
async function start(crashAt?: number) {
  const server =
    crashAt === undefined
      ? startLocalBackend(repository, port, { key, output: "ignore" })
      : spawn(
          process.execPath,
          [
            "--import",
            join(import.meta.dirname, "../fixtures/crash-at-rename.ts"),
            join(import.meta.dirname, "local-backend.ts"),
            String(port),
          ],
          {
            cwd: repository,
            stdio: "ignore",
            env: { ...process.env, CONTENT_DIR: join(repository, "content"), [EDITOR_KEY_ENV]: key, CRASH_AT_RENAME: String(crashAt) },
          },
        );
  servers.push(server);
  for (let tries = 0; (await read(post).catch(() => undefined)) === undefined; tries++) {
    if (tries > 200) throw new Error("the local content server did not start");
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return server;
}

async function read(path: string) {
  const answer = await fetch(`${localBackendUrl(port)}${LOCAL_ROUTES.read}?${new URLSearchParams({ path })}`, {
    headers: { [EDITOR_KEY_HEADER]: key },
  });
  return answer.ok ? ((await answer.json()) as { text: string }).text : undefined;
}

/** The post given its new address as the editor publishes it (admin/next/post-publish.ts): the post, then Moved pages. */
async function publishNewAddress() {
  const changes = [
    { path: post, text: text(post).replace(`slug: ${before}`, `slug: ${after}`), expectedVersion: await versionOf(text(post)) },
    { path: moved, text: movedPagesText(text(moved), lineOfRename(post, before, after)), expectedVersion: await versionOf(text(moved)) },
  ];
  return fetch(`${localBackendUrl(port)}${LOCAL_ROUTES.publish}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [EDITOR_KEY_HEADER]: key },
    body: JSON.stringify({ changes }),
  });
}

const exited = (server: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) =>
    server.exitCode !== null || server.signalCode !== null
      ? resolve(server.signalCode)
      : server.on("exit", (_code, signal) => resolve(signal)),
  );

beforeEach(async () => {
  repository = mkdtempSync(join(tmpdir(), "publish-crash-"));
  cpSync(SPEC_CONTENT, join(repository, "content"), { recursive: true });
  const path = join(repository, post);
  writeFileSync(path, readFileSync(path, "utf8").replace(/^slug: .+$/m, `slug: ${before}`));
  port = await freePort();
});

afterEach(() => {
  for (const server of servers.splice(0)) server.kill("SIGKILL");
  rmSync(repository, { recursive: true, force: true });
});

describe("a publish cut short by kill -9 of the content server", () => {
  it("a post's new address killed between its two renames: started again, the old address sends on to the new, and no temporary file is left", async () => {
    const dying = await start(2);
    await expect(publishNewAddress()).rejects.toThrow("fetch failed");
    expect(await exited(dying)).toBe("SIGKILL");
    // As the issue found it: the post renamed, Moved pages not, a temporary file beside it.
    expect([slugOf(post), text(moved).includes(postPath(before)), temporaryFiles().length]).toEqual([after, false, 1]);
    expect(existsSync(journalPath(repository))).toBe(true);

    await start();
    expect(slugOf(post)).toBe(after);
    const { items } = JSON.parse(text(moved)) as { items: { address: string; link?: string }[] };
    expect(items).toContainEqual({ address: postPath(before), link: postPath(after) });
    expect(temporaryFiles()).toEqual([]);
    expect(existsSync(journalPath(repository))).toBe(false);
    // And it goes on publishing.
    writeFileSync(join(repository, post), text(post).replace(`slug: ${after}`, `slug: ${before}`));
    expect((await publishNewAddress()).status).toBe(200);
    expect(slugOf(post)).toBe(after);
  }, 30_000);

  it("killed at its first rename: started again, the whole publish is in place", async () => {
    const dying = await start(1);
    await expect(publishNewAddress()).rejects.toThrow("fetch failed");
    expect(await exited(dying)).toBe("SIGKILL");
    expect([slugOf(post), temporaryFiles().length]).toEqual([before, 2]);

    await start();
    expect(slugOf(post)).toBe(after);
    expect(text(moved)).toContain(postPath(before));
    expect(temporaryFiles()).toEqual([]);
  }, 30_000);
});
