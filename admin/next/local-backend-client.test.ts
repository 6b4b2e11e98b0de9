/**
 * Publishing through `npm run cms`'s real local content server (scripts/dev/local-backend.ts) on a
 * folder of its own: a publish is written only over the version of each file the form was filled
 * from, all of it or none, and only into content/.
 */
import { githubWords } from "./editor-words.ts";
import { developerWordsIn } from "./developer-words.ts";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newEditorKey } from "../../scripts/dev/editor-key.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { localBackendUrl, startLocalBackend } from "../../scripts/dev/local-backend.ts";
import { BUILD_STATUS_PATH } from "../editor/build-status.ts";
import { isUnexpectedAnswer, publishFile } from "./content-backend.ts";
import { localBackendClient, notReached } from "./local-backend-client.ts";
import { EDITOR_KEY_HEADER } from "./local-backend-protocol.ts";
import { publishFailure } from "./publish-failure.ts";

const folder = mkdtempSync(join(tmpdir(), "editor-next-backend-"));
const path = "content/business.json";
const file = join(folder, path);
let stop = () => {};
let backend: ReturnType<typeof localBackendClient>;
let url = "";
const key = newEditorKey();

beforeAll(async () => {
  mkdirSync(join(folder, "content"));
  const port = await freePort();
  const server = startLocalBackend(folder, port, { key, output: "ignore" });
  stop = () => void server.kill();
  url = localBackendUrl(port);
  backend = localBackendClient(url, key);
  // It answers once it listens.
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
    expect(await publishFile(backend, path, '{ "phone": "0412 345 678" }\n', opened, "Change Business facts")).toEqual({ written: true });
    expect(readFileSync(file, "utf8")).toBe('{ "phone": "0412 345 678" }\n');
  });

  it("refuses a publish whose file changed since the form was opened, writes nothing and hands back the published text", async () => {
    writeFileSync(file, '{ "phone": "0491 570 156" }\n');
    const opened = (await backend.read(path))!;
    writeFileSync(file, '{ "phone": "07 5444 1234" }\n'); // another tab, another device, a hand edit
    const outcome = await publishFile(backend, path, '{ "phone": "0412 345 678" }\n', opened, "Change Business facts");
    expect(outcome).toEqual({ written: false, path, savedText: '{ "phone": "07 5444 1234" }\n' });
    expect(readFileSync(file, "utf8")).toBe('{ "phone": "07 5444 1234" }\n');
  });

  it("publishes an entry with its photo as one change, and lists the folder after", async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const outcome = await backend.publishFiles(
      [
        { path: "content/jobs/split-gum.json", text: '{ "title": "Split gum" }\n', opened: null },
        { path: "content/media/split-gum.jpeg", bytes: photo },
      ],
      "Add Job Split gum",
    );
    expect(outcome).toEqual({ written: true });
    expect(new Uint8Array(readFileSync(join(folder, "content/media/split-gum.jpeg")))).toEqual(photo);
    expect(await backend.list("content/jobs", "json")).toEqual(["content/jobs/split-gum.json"]);
  });

  it("lists the photos folder by name, each photo of the kind asked for", async () => {
    await backend.publishFiles(
      [
        { path: "content/media/hedge.webp", bytes: new Uint8Array([1, 2, 3]) },
        { path: "content/media/gum.jpg", bytes: new Uint8Array([4, 5, 6]) },
      ],
      "Add photos",
    );
    expect(await backend.list("content/media", "webp")).toEqual(["content/media/hedge.webp"]);
    expect(await backend.list("content/media", "jpg")).toEqual(["content/media/gum.jpg"]);
    expect(await backend.list("content/media", "png")).toEqual([]);
  });

  it("refuses a new entry whose name is taken since, and writes none of the publish", async () => {
    mkdirSync(join(folder, "content/posts"), { recursive: true });
    writeFileSync(join(folder, "content/posts/storm.md"), "another tab's post\n");
    const outcome = await backend.publishFiles(
      [
        { path: "content/posts/storm.md", text: "the owner's post\n", opened: null },
        { path: "content/moved.json", text: "[]\n", opened: null },
      ],
      "Add Blog post storm",
    );
    expect(outcome).toEqual({ written: false, path: "content/posts/storm.md", savedText: "another tab's post\n" });
    expect(readFileSync(join(folder, "content/posts/storm.md"), "utf8")).toBe("another tab's post\n");
    expect(await backend.read("content/moved.json")).toBeNull();
  });

  it("deletes a file", async () => {
    writeFileSync(join(folder, "content/posts/old.md"), "old\n");
    expect(await backend.publishFiles([{ path: "content/posts/old.md", deleted: true }], "Delete Blog post old")).toEqual({
      written: true,
    });
    expect(await backend.read("content/posts/old.md")).toBeNull();
  });

  it("refuses a new file when one of its name exists, and leaves that one as it is", async () => {
    writeFileSync(join(folder, "content/posts/taken.md"), "the post there\n");
    const outcome = await publishFile(backend, "content/posts/taken.md", "a new post\n", null, "Add Blog post taken");
    expect(outcome).toEqual({ written: false, path: "content/posts/taken.md", savedText: "the post there\n" });
    expect(readFileSync(join(folder, "content/posts/taken.md"), "utf8")).toBe("the post there\n");
  });

  it("a delete and the text of one publish are all or nothing: either refused, neither is written", async () => {
    const [post, moved] = ["content/posts/gone.md", "content/moved-pages.json"];
    writeFileSync(join(folder, post), "gone\n");
    writeFileSync(join(folder, moved), "[]\n");
    const deleteWithLine = () =>
      backend.publishFiles(
        [
          { path: post, deleted: true, opened: "gone\n" },
          { path: moved, text: '["/blog/gone"]\n', opened: "[]\n" },
        ],
        "Delete Blog post gone",
      );
    writeFileSync(join(folder, moved), '["/blog/other"]\n'); // another tab's line, published since
    expect(await deleteWithLine()).toEqual({ written: false, path: moved, savedText: '["/blog/other"]\n' });
    expect(readFileSync(join(folder, post), "utf8")).toBe("gone\n");
    writeFileSync(join(folder, moved), "[]\n");
    writeFileSync(join(folder, post), "gone, rewritten\n"); // the post changed since: its delete refused
    expect(await deleteWithLine()).toEqual({ written: false, path: post, savedText: "gone, rewritten\n" });
    expect(readFileSync(join(folder, moved), "utf8")).toBe("[]\n");
    writeFileSync(join(folder, post), "gone\n");
    expect(await deleteWithLine()).toEqual({ written: true });
    expect([await backend.read(post), await backend.read(moved)]).toEqual([null, '["/blog/gone"]\n']);
  });

  it("refuses a path outside content/, and writes none of its publish", async () => {
    for (const outside of ["../outside.json", "content/../outside.json", join(folder, "outside.json"), "public/photo.jpg"]) {
      const publishing = backend.publishFiles(
        [
          { path: "content/inside.json", text: "{}\n" },
          { path: outside, text: "{}\n" },
        ],
        "Change",
      );
      await expect(publishing.catch((error: unknown) => isUnexpectedAnswer(error))).resolves.toBe(true);
    }
    expect(await backend.read("content/inside.json")).toBeNull();
    // Beside content/, only the publish journal's folder, empty between publishes (scripts/dev/publish-journal.ts).
    expect(readdirSync(folder).toSorted()).toEqual(["content", "data"]);
    expect(readdirSync(join(folder, "data", "cms"))).toEqual([]);
    expect(readdirSync(join(folder, ".."))).not.toContain("outside.json");
    await expect(backend.read("package.json").catch((error: unknown) => isUnexpectedAnswer(error))).resolves.toBe(true);
    await expect(backend.list("content/..", "json").catch((error: unknown) => isUnexpectedAnswer(error))).resolves.toBe(true);
  });

  it("answers the editor's page on this computer, on any port, with the key that page holds; no other site's, and no page without it", async () => {
    const preflight = await fetch(`${url}/publish`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": `content-type, ${EDITOR_KEY_HEADER.toLowerCase()}`,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(preflight.headers.get("access-control-allow-headers")).toBe(`Content-Type, ${EDITOR_KEY_HEADER}`);
    const read = await fetch(`${url}/file?path=content/business.json`, {
      headers: { Origin: "http://127.0.0.1:3000", [EDITOR_KEY_HEADER]: key },
    });
    expect([read.status, read.headers.get("access-control-allow-origin")]).toEqual([200, "http://127.0.0.1:3000"]);
    const elsewhere = await fetch(`${url}/publish`, {
      method: "POST",
      headers: { Origin: "https://example.com", "Content-Type": "application/json", [EDITOR_KEY_HEADER]: key },
      body: JSON.stringify({ changes: [{ path: "content/elsewhere.json", text: "{}\n" }] }),
    });
    expect([elsewhere.status, elsewhere.headers.get("access-control-allow-origin")]).toEqual([403, null]);
    // A page on another port of this computer can send a publish, but has no key to send with it.
    const sentKeys: Record<string, string>[] = [{}, { [EDITOR_KEY_HEADER]: "" }, { [EDITOR_KEY_HEADER]: `${key.slice(0, -1)}x` }];
    for (const sent of sentKeys) {
      const otherPort = await fetch(`${url}/publish`, {
        method: "POST",
        headers: { Origin: "http://localhost:8000", "Content-Type": "application/json", ...sent },
        body: JSON.stringify({ changes: [{ path: "content/elsewhere.json", text: "{}\n" }] }),
      });
      expect(otherPort.status).toBe(403);
      const keyless = await fetch(`${url}/file?path=content/business.json`, { headers: { Origin: "http://localhost:8000", ...sent } });
      expect(keyless.status).toBe(403);
    }
    expect(await backend.read("content/elsewhere.json")).toBeNull();
  });

  it("its content server not answering, says whether npm run cms is starting it again or has stopped, as its own site answers", async () => {
    const gone = localBackendClient(localBackendUrl(await freePort()), key);
    const realFetch = globalThis.fetch;
    for (const [cmsAnswers, said] of [
      [true, notReached.restarting],
      [false, notReached.stopped],
    ] as const) {
      // The editor's page asks its own site (npm run cms's) for the build status, by path.
      vi.stubGlobal("fetch", (asked: string, init?: RequestInit) =>
        asked === BUILD_STATUS_PATH
          ? cmsAnswers
            ? Promise.resolve(Response.json({}))
            : Promise.reject(new TypeError("Failed to fetch"))
          : realFetch(asked, init),
      );
      const failure = await publishFile(gone, path, "{}\n", null, "Change Business facts").catch((error: unknown) => error);
      expect(publishFailure(failure)).toEqual({ tone: "problem", text: githubWords.notPublished, list: [said] });
      expect(developerWordsIn(said)).toEqual([]);
    }
    vi.unstubAllGlobals();
  });
});
