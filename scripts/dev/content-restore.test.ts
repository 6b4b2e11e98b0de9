import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeDisk } from "../fixtures/outbox-disk.ts";
import { restore } from "./content-put-back.ts";
import { PublishedContent, readContent, restorable } from "./content-restore.ts";

let root: string;
let published: PublishedContent;
const committed = '{\n  "phone": "0491 570 156"\n}\n';
const file = (path: string) => join(root, path);
const committedAt = "2026-11-20T09:00:00+10:00";
const phone = (number: string) => `{\n  "phone": "${number}"\n}\n`;

beforeEach(() => {
  // A project in a subfolder of its repository, as a monorepo would keep it.
  const repository = mkdtempSync(join(tmpdir(), "content-restore-"));
  root = join(repository, "site");
  mkdirSync(join(root, "content", "pages"), { recursive: true });
  writeFileSync(file("content/business.json"), committed);
  writeFileSync(file("content/pages/about.json"), "{}\n");
  writeFileSync(file("package.json"), "{}\n");
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repository, stdio: "ignore", env: { ...process.env, GIT_COMMITTER_DATE: committedAt } });
  git("init", "-q");
  git("add", ".");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "published");
  published = new PublishedContent(root);
});
afterEach(() => rmSync(join(root, ".."), { recursive: true, force: true }));

describe("a content file put back as last published", () => {
  it("offers a changed file that cannot be read, by the editor's name for it, and not one that reads", () => {
    writeFileSync(file("content/business.json"), '{\n  "phone": "0499 111 222"\n  "name": "x"\n}\n');
    writeFileSync(file("content/pages/about.json"), '{"hero":{}}\n');
    expect(restorable(root, published, "The site could not be built")).toEqual([
      { file: "content/business.json", entry: "Business facts", unreadable: true, publishedAt: "2026-11-20T09:00:00+10:00" },
    ]);
  });

  it("offers a readable changed file when the failure names it", () => {
    writeFileSync(file("content/pages/about.json"), '{"hero":{}}\n');
    expect(restorable(root, published, "About page → Story → Heading is empty")).toMatchObject([
      { file: "content/pages/about.json", entry: "About page", unreadable: false },
    ]);
  });

  it("before any build went live, restores from git only files under content/ that git has", async () => {
    writeFileSync(file("content/business.json"), "{ broken");
    expect(await restore(root, published, "content/business.json")).toEqual({ status: 200, said: "Restored" });
    expect(readFileSync(file("content/business.json"), "utf8")).toBe(committed);
    for (const other of ["package.json", "content/../package.json", "content/never-committed.json"])
      expect([other, (await restore(root, published, other)).status]).toEqual([other, 404]);
  });

  it("after a build went live, restores what that build was made from, not the last commit, with when it was published", async () => {
    const livePhone = '{\n  "phone": "0499 222 333"\n}\n';
    writeFileSync(file("content/business.json"), livePhone);
    published.publish(readContent(root), "2026-11-27T05:10:00.000Z");
    // Published again with the facts unchanged: they keep the time they went live.
    published.publish(readContent(root), "2026-11-27T05:20:00.000Z");
    writeFileSync(file("content/business.json"), "{ broken");
    expect(restorable(root, published, "The site could not be built")).toEqual([
      { file: "content/business.json", entry: "Business facts", unreadable: true, publishedAt: "2026-11-27T05:10:00.000Z" },
    ]);
    expect((await restore(root, published, "content/business.json")).status).toBe(200);
    expect(readFileSync(file("content/business.json"), "utf8")).toBe(livePhone);
    expect((await restore(root, published, "content/never-published.json")).status).toBe(404);
  });

  it("lists a file's published versions, newest first: this session's builds, then its commits, each text once", () => {
    published.publish(readContent(root), "2026-11-27T05:00:00.000Z"); // the committed text, first built: no Publish
    writeFileSync(file("content/business.json"), phone("0499 222 333"));
    published.publish(readContent(root), "2026-11-27T05:10:00.000Z");
    writeFileSync(file("content/business.json"), phone("0499 444 555"));
    published.publish(readContent(root), "2026-11-27T05:20:00.000Z");
    expect(published.versions("content/business.json")).toEqual([
      { text: phone("0499 444 555"), at: "2026-11-27T05:20:00.000Z" },
      { text: phone("0499 222 333"), at: "2026-11-27T05:10:00.000Z" },
      // When it was published by a commit, not when this session's first build read it.
      { text: committed, at: committedAt },
    ]);
    expect(published.versions("package.json")).toEqual([]);
  });

  it("dates a file published by an earlier session (changed since its commit) by when it was written, not by the session's start", () => {
    writeFileSync(file("content/business.json"), phone("0499 222 333"));
    utimesSync(file("content/business.json"), new Date("2026-11-26T01:00:00Z"), new Date("2026-11-26T01:00:00Z"));
    published.publish(readContent(root), "2026-11-27T05:00:00.000Z"); // npm run cms started
    expect(published.versions("content/business.json")).toEqual([
      { text: phone("0499 222 333"), at: "2026-11-26T01:00:00.000Z" },
      { text: committed, at: committedAt },
    ]);
    expect(published.versions("content/pages/about.json")).toEqual([{ text: "{}\n", at: committedAt }]);
  });

  it("after npm run cms starts again, offers and restores the last publish, not the last commit: the owner's uncommitted edits stay", async () => {
    writeFileSync(file("content/business.json"), phone("0499 222 333"));
    published.publish(readContent(root), "2026-11-27T05:10:00.000Z");
    writeFileSync(file("content/business.json"), "{ broken");
    const restarted = new PublishedContent(root);
    expect(restorable(root, restarted, "The site could not be built")).toEqual([
      { file: "content/business.json", entry: "Business facts", unreadable: true, publishedAt: "2026-11-27T05:10:00.000Z" },
    ]);
    expect(restarted.versions("content/business.json")[0]).toEqual({ text: phone("0499 222 333"), at: "2026-11-27T05:10:00.000Z" });
    expect((await restore(root, restarted, "content/business.json")).status).toBe(200);
    expect(readFileSync(file("content/business.json"), "utf8")).toBe(phone("0499 222 333"));
  });

  it("on a full disk, writes beside the file and leaves it whole, and says so in plain words", async () => {
    // The storm notice as issue 55 found it: 12,140 bytes to put back, 4,096 bytes of room.
    const storm = `{ "notice": "${"Storm damage: call us. ".repeat(600)}" }\n`.slice(0, 12_139) + "\n";
    writeFileSync(file("content/storm-notice.json"), storm);
    published.publish(readContent(root), "2026-11-27T05:10:00.000Z");
    writeFileSync(file("content/storm-notice.json"), "{ broken by hand");
    const { fs } = fakeDisk({ free: 4096 });
    const answer = await restore(root, published, "content/storm-notice.json", fs);
    expect(answer.status).toBe(507);
    expect(answer.said).toMatch(/^Not put back: this computer's disk is full\. The file is as it was/);
    expect(readFileSync(file("content/storm-notice.json"), "utf8")).toBe("{ broken by hand");
    expect(readdirSync(file("content"))).not.toContainEqual(expect.stringMatching(/\.tmp$/));
    expect((await restore(root, published, "content/storm-notice.json")).status).toBe(200);
    expect(readFileSync(file("content/storm-notice.json"), "utf8")).toHaveLength(12_140);
  });
});
