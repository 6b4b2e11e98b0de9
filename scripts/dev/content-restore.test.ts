import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { restorable, restore } from "./content-restore.ts";

let root: string;
const published = '{\n  "phone": "0491 570 156"\n}\n';
const file = (path: string) => join(root, path);

beforeEach(() => {
  // A project in a subfolder of its repository, as a monorepo would keep it.
  const repository = mkdtempSync(join(tmpdir(), "content-restore-"));
  root = join(repository, "site");
  mkdirSync(join(root, "content", "pages"), { recursive: true });
  writeFileSync(file("content/business.json"), published);
  writeFileSync(file("content/pages/about.json"), "{}\n");
  writeFileSync(file("package.json"), "{}\n");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repository, stdio: "ignore" });
  git("init", "-q");
  git("add", ".");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "published");
});
afterEach(() => rmSync(join(root, ".."), { recursive: true, force: true }));

describe("a content file put back as last published", () => {
  it("offers a changed file that cannot be read, by the editor's name for it, and not one that reads", () => {
    writeFileSync(file("content/business.json"), '{\n  "phone": "0499 111 222"\n  "name": "x"\n}\n');
    writeFileSync(file("content/pages/about.json"), '{"hero":{}}\n');
    expect(restorable(root, "The site could not be built")).toEqual([
      { file: "content/business.json", entry: "Business facts", unreadable: true },
    ]);
  });

  it("offers a readable changed file when the failure names it", () => {
    writeFileSync(file("content/pages/about.json"), '{"hero":{}}\n');
    expect(restorable(root, "About page → Story → Heading is empty")).toEqual([
      { file: "content/pages/about.json", entry: "About page", unreadable: false },
    ]);
  });

  it("restores from git only files under content/ that git has", () => {
    writeFileSync(file("content/business.json"), "{ broken");
    expect(restore(root, "content/business.json")).toBe(true);
    expect(readFileSync(file("content/business.json"), "utf8")).toBe(published);
    expect(restore(root, "package.json")).toBe(false);
    expect(restore(root, "content/../package.json")).toBe(false);
    expect(restore(root, "content/never-committed.json")).toBe(false);
  });
});
