/**
 * What the content server's next start makes of a publish a crash cut short (./publish-journal.ts):
 * the crash is a file system that dies at a chosen rename, everything after it failing, as a killed
 * process does nothing more; the start is `finishOrUndo`. The kill of the real server is in
 * ./publish-crash.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import * as nodeFs from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { realFs, type OutboxFs } from "../../server/durable-files.ts";
import { finishOrUndo, journalPath, writeJournaled } from "./publish-journal.ts";

let repository = "";
const text = (path: string) => readFileSync(join(repository, path), "utf8");
const leftOver = () =>
  readdirSync(join(repository, "content"), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".tmp"));
const writes = [
  { path: "content/business.json", bytes: Buffer.from("new business\n") },
  { path: "content/old.json", bytes: null },
  { path: "content/pages/new.json", bytes: Buffer.from("new page\n") },
];

/** The real file system until its `at`-th rename (the journal's is the first), which it never makes: then every call fails. */
function dyingAt(at: number): OutboxFs {
  let renames = 0;
  let dead = false;
  const dies =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      if (dead) throw new Error("dead");
      return call(...args);
    };
  return {
    ...realFs,
    open: dies(nodeFs.open) as OutboxFs["open"],
    rm: dies(nodeFs.rm),
    mkdir: dies(nodeFs.mkdir) as OutboxFs["mkdir"],
    rename: async (from, to) => {
      if (dead || ++renames === at) {
        dead = true;
        throw new Error("killed");
      }
      return nodeFs.rename(from, to);
    },
  };
}

beforeEach(() => {
  repository = mkdtempSync(join(tmpdir(), "publish-journal-"));
  mkdirSync(join(repository, "content", "pages"), { recursive: true });
  writeFileSync(join(repository, "content/business.json"), "old business\n");
  writeFileSync(join(repository, "content/old.json"), "old\n");
});
afterEach(() => rmSync(repository, { recursive: true, force: true }));

describe("a publish cut short, at the next start", () => {
  it("is finished when every new file is there: renamed into place, the deletes made, nothing left beside", async () => {
    await expect(writeJournaled(repository, writes, dyingAt(3))).rejects.toThrow(/killed|dead/);
    expect([text("content/business.json"), existsSync(join(repository, "content/old.json")), leftOver().length]).toEqual([
      "new business\n",
      false,
      1,
    ]);
    expect(await finishOrUndo(repository)).toBe("finished");
    expect([text("content/business.json"), text("content/pages/new.json")]).toEqual(["new business\n", "new page\n"]);
    expect(existsSync(join(repository, "content/old.json"))).toBe(false);
    expect([leftOver(), existsSync(journalPath(repository))]).toEqual([[], false]);
    expect(await finishOrUndo(repository)).toBeUndefined();
  });

  it("is undone when a new file is gone: every old file put back, a new one removed", async () => {
    await expect(writeJournaled(repository, writes, dyingAt(3))).rejects.toThrow(/killed|dead/);
    rmSync(
      join(
        repository,
        "content/pages",
        leftOver()
          .find((name) => name.includes("new.json"))!
          .split("/")
          .pop()!,
      ),
    );
    expect(await finishOrUndo(repository)).toBe("undone");
    expect([text("content/business.json"), text("content/old.json")]).toEqual(["old business\n", "old\n"]);
    expect(existsSync(join(repository, "content/pages/new.json"))).toBe(false);
    expect([leftOver(), existsSync(journalPath(repository))]).toEqual([[], false]);
  });

  it("killed before the journal was in place: nothing was renamed, and the files written beside are removed", async () => {
    await expect(writeJournaled(repository, writes, dyingAt(1))).rejects.toThrow(/killed|dead/);
    expect(leftOver()).toHaveLength(2);
    expect(await finishOrUndo(repository)).toBeUndefined();
    expect([text("content/business.json"), text("content/old.json"), leftOver()]).toEqual(["old business\n", "old\n", []]);
    expect(readdirSync(join(repository, "data/cms"))).toEqual([]);
  });

  it("leaves the owner's own files whose names only look temporary", async () => {
    writeFileSync(join(repository, "content/pages/.notes.tmp"), "mine\n");
    await finishOrUndo(repository);
    expect(text("content/pages/.notes.tmp")).toBe("mine\n");
  });
});
