/**
 * The photos workflow's push (scripts/dev/push-photos.sh), against a repository in a temporary
 * folder: when the owner publishes again while the photos are made, the rejected push is retried on
 * the branch's new head, with the photos of that head made too; when the push cannot land, it fails,
 * loudly, never ending well without its commit.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "push-photos.sh");
/** Stands in for `npm run photos`: one made file for each original, none for a removed one. */
const makePhotos =
  'mkdir -p content/media-derived && rm -f content/media-derived/* && for photo in content/media/*; do echo made > "content/media-derived/$(basename "$photo").json"; done';

let folder: string;
const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync("git", ["-c", "user.name=Owner", "-c", "user.email=owner@example.com", "-c", "init.defaultBranch=main", ...args], {
    cwd,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  return run.stdout.trim();
};
const shell = (cwd: string, command: string) => spawnSync("sh", ["-c", command], { cwd });
/** The owner's publish: a photo committed and pushed from another clone. */
function ownerPublishes(photo: string) {
  const owner = join(folder, `owner-${photo}`);
  git(folder, "clone", "--quiet", "origin.git", owner);
  writeFileSync(join(owner, "content", "media", photo), photo);
  git(owner, "add", ".");
  git(owner, "commit", "--quiet", "-m", `Upload ${photo}`);
  git(owner, "push", "--quiet", "origin", "HEAD:main");
  return git(owner, "rev-parse", "HEAD");
}
const pushPhotos = (env: Record<string, string> = {}) =>
  spawnSync("bash", [script, "main"], {
    cwd: join(folder, "workflow"),
    encoding: "utf8",
    env: { ...process.env, MAKE_PHOTOS: makePhotos, ...env },
  });

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "push-photos-"));
  git(folder, "init", "--quiet", "--bare", "origin.git");
  const first = join(folder, "first");
  mkdirSync(join(first, "content", "media"), { recursive: true });
  writeFileSync(join(first, "content", "media", "gum.jpg"), "gum");
  git(first, "init", "--quiet");
  git(first, "add", ".");
  git(first, "commit", "--quiet", "-m", "Upload gum.jpg");
  git(first, "push", "--quiet", join(folder, "origin.git"), "HEAD:main");
  // The workflow's checkout (actions/checkout's: one commit deep), its photos made.
  git(folder, "clone", "--quiet", "--depth=1", `file://${join(folder, "origin.git")}`, "workflow");
  shell(join(folder, "workflow"), makePhotos);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the photos workflow's push", () => {
  it("commits the made photos on the branch, in a commit the hosts skip", () => {
    const run = pushPhotos();
    expect(run.status, run.stderr).toBe(0);
    expect(git(join(folder, "origin.git"), "log", "-1", "--format=%s", "main")).toMatch(/^\[CF-Pages-Skip\] .*\[skip netlify\]/);
    expect(git(join(folder, "origin.git"), "ls-tree", "-r", "--name-only", "main", "content/media-derived")).toBe(
      "content/media-derived/gum.jpg.json",
    );
  });

  it("when the owner published meanwhile: retries on the new head, with that head's photos made too", () => {
    const published = ownerPublishes("oak.jpg");
    const run = pushPhotos();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("::warning::main moved on while the photos were made (try 1 of 5)");
    const origin = join(folder, "origin.git");
    expect(git(origin, "rev-parse", "main^"), "on top of the owner's publish, which is kept").toBe(published);
    expect(git(origin, "ls-tree", "-r", "--name-only", "main", "content").split("\n")).toEqual([
      "content/media-derived/gum.jpg.json",
      "content/media-derived/oak.jpg.json",
      "content/media/gum.jpg",
      "content/media/oak.jpg",
    ]);
    expect(git(origin, "rev-list", "--count", "main"), "one commit of photos").toBe("3");
  });

  it("fails loudly when the push cannot land (a branch rule), after its tries, with nothing pushed", () => {
    const origin = join(folder, "origin.git");
    writeFileSync(join(origin, "hooks", "pre-receive"), "#!/bin/sh\necho 'protected branch' >&2\nexit 1\n", { mode: 0o755 });
    const run = pushPhotos({ PUSH_TRIES: "2" });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("::error::The photos were made but not committed: the push to main was refused 2 times");
    expect(git(origin, "rev-list", "--count", "main")).toBe("1");
  });
});
