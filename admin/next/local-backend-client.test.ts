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
import { publishFile } from "./content-backend.ts";
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
        { path: "public/photos/split-gum.jpg", bytes: photo },
      ],
      "Add Job Split gum",
    );
    expect(outcome).toEqual({ written: true });
    expect(new Uint8Array(readFileSync(join(folder, "public/photos/split-gum.jpg")))).toEqual(photo);
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
});
