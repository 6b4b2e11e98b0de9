/**
 * `npm run cms`'s local content server writes a publish only over the versions the editor opened,
 * all or nothing: two tabs that opened the same version and publish at once are taken one at a
 * time, and the second is refused, naming the file, instead of writing over the first.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VERSION_REFUSED, versionOf } from "../../admin/editor/expected-version.ts";
import { inContent } from "./content-paths.ts";
import { publisher } from "./write-if-unchanged.ts";

const path = "content/business.json";
let folder = "";
const file = () => join(folder, path);
const nothingInUse = async () => [];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "write-if-unchanged-"));
  mkdirSync(join(folder, "content"));
  writeFileSync(file(), '{ "phone": "0400 000 000" }\n');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("a publish written only over the versions the editor opened", () => {
  it("two tabs publishing one file at once: the first is written, the second refused naming the file", async () => {
    const publish = publisher(folder, nothingInUse);
    const opened = await versionOf(readFileSync(file(), "utf8"));
    const [first, second] = await Promise.all([
      publish([{ path, text: '{ "phone": "0400 000 001" }\n', expectedVersion: opened }]),
      publish([{ path, text: '{ "phone": "0400 000 002" }\n', expectedVersion: opened }]),
    ]);
    expect([first.status, second.status]).toEqual([200, VERSION_REFUSED]);
    expect(second.body).toEqual({ error: `Not published: ${path} was changed since you opened it. Nothing was written.`, changed: [path] });
    expect(readFileSync(file(), "utf8")).toBe('{ "phone": "0400 000 001" }\n');

    // A change that names no version (a photo put in the place of one of its name) is written whatever the file is.
    expect((await publish([{ path, text: '{ "phone": "0400 000 003" }\n' }])).status).toBe(200);
    expect(readFileSync(file(), "utf8")).toBe('{ "phone": "0400 000 003" }\n');
    // Each file was written beside itself and renamed: no temporary file is left.
    expect(readdirSync(join(folder, "content"))).toEqual(["business.json"]);
  });

  it("a delete refused as in use leaves every change of its publish unwritten, in the owner's words", async () => {
    writeFileSync(join(folder, "content/hedge.webp"), "photo");
    const publish = publisher(folder, async (deleted) => deleted.map((each) => `${each} is shown on the home page.`));
    const answer = await publish([
      { path, text: "{}\n" },
      { path: "content/hedge.webp", deleted: true },
    ]);
    expect(answer).toEqual({ status: 422, body: { error: "content/hedge.webp is shown on the home page." } });
    expect(readFileSync(file(), "utf8")).toBe('{ "phone": "0400 000 000" }\n');
    expect(readFileSync(join(folder, "content/hedge.webp"), "utf8")).toBe("photo");
  });

  it("a publish whose later file cannot be put in place (a folder in the way) puts back the ones before it", async () => {
    mkdirSync(join(folder, "content/pages/contact.json"), { recursive: true });
    writeFileSync(join(folder, "content/old.json"), "old\n");
    const publish = publisher(folder, nothingInUse);
    await expect(
      publish([
        { path, text: "{}\n" },
        { path: "content/new.json", text: "new\n" },
        { path: "content/old.json", deleted: true },
        { path: "content/pages/contact.json", text: "{}\n" },
      ]),
    ).rejects.toThrow(/EISDIR/);
    expect(readFileSync(file(), "utf8")).toBe('{ "phone": "0400 000 000" }\n');
    expect(readFileSync(join(folder, "content/old.json"), "utf8")).toBe("old\n");
    expect(readdirSync(join(folder, "content")).toSorted()).toEqual(["business.json", "old.json", "pages"]);
    expect(readdirSync(join(folder, "content/pages"))).toEqual(["contact.json"]);
  });

  it("refuses a publish that is not a list of well-formed changes in content/, and writes none of it", async () => {
    const publish = publisher(folder, nothingInUse);
    for (const changes of [
      undefined,
      [
        { path, text: "{}\n" },
        { path: "content/../package.json", text: "{}" },
      ],
      [{ path, text: "{}\n", deleted: true }],
      [{ path, base64: "not base64!" }],
      [
        { path, text: "{}\n" },
        { path, deleted: true },
      ],
    ])
      expect((await publish(changes)).status).toBe(400);
    expect(readFileSync(file(), "utf8")).toBe('{ "phone": "0400 000 000" }\n');
  });

  it("takes a path in content/ only", () => {
    expect([path, "content/media/gum.jpg"].every(inContent)).toBe(true);
    const outside = [
      "/etc/passwd",
      "content",
      "content/",
      "content/../x",
      "content/./x",
      "content//x",
      "public/x.jpg",
      "content\\..\\x",
      7,
    ];
    expect(outside.filter(inContent)).toEqual([]);
  });
});
