import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchContent, type ContentWatch } from "./content-watch.ts";

let folder: string;
let watcher: ContentWatch | undefined;
afterEach(() => {
  watcher?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A content folder with one file in a subfolder, and every change the watch reports. */
function start(intervalMs: number) {
  folder = mkdtempSync(join(tmpdir(), "content-watch-"));
  mkdirSync(join(folder, "pages"));
  writeFileSync(join(folder, "business.json"), '{"phone":"0491 570 156"}\n');
  writeFileSync(join(folder, "pages", "about.json"), "{}\n");
  const seen: string[][] = [];
  watcher = watchContent(folder, (files) => seen.push(files), intervalMs);
  return seen;
}

describe("the content watch of npm run cms", () => {
  it("sees a file replaced by rename (as sed -i and git checkout do), then every write in place after it", async () => {
    // A long timer: what is seen here, the folder's own watch saw.
    const seen = start(60_000);
    const file = join(folder, "business.json");
    writeFileSync(join(folder, ".business.json.tmp"), '{"phone":"0499 111 222"}\n');
    renameSync(join(folder, ".business.json.tmp"), file);
    await vi.waitFor(() => expect(seen.flat()).toContain("business.json"));
    for (const phone of ["0499 111 333", "0499 111 444"]) {
      seen.length = 0;
      writeFileSync(file, `{"phone":"${phone}"}\n`);
      await vi.waitFor(() => expect(seen.flat()).toEqual(["business.json"]));
    }
  });

  it("sees a file in a subfolder replaced, and a folder added after it started", async () => {
    const seen = start(60_000);
    writeFileSync(join(folder, "pages", "about.json.new"), '{"a":1}\n');
    renameSync(join(folder, "pages", "about.json.new"), join(folder, "pages", "about.json"));
    await vi.waitFor(() => expect(seen.flat()).toContain(join("pages", "about.json")));
    mkdirSync(join(folder, "services"));
    writeFileSync(join(folder, "services", "hedges.json"), "{}\n");
    await vi.waitFor(() => expect(seen.flat()).toContain(join("services", "hedges.json")));
    seen.length = 0;
    writeFileSync(join(folder, "services", "hedges.json"), '{"title":"Hedges"}\n');
    await vi.waitFor(() => expect(seen.flat()).toEqual([join("services", "hedges.json")]));
  });

  it("reports nothing while nothing changes, however often it looks", async () => {
    const seen = start(50);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toEqual([]);
    writeFileSync(join(folder, "business.json"), '{"phone":"0499 000 000"}\n');
    await vi.waitFor(() => expect(seen.flat()).toContain("business.json"));
  });
});
