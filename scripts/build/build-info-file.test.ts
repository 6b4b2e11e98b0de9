/**
 * `/build-info.json` says what a build was made from: the commit the host names, and each content
 * file's git blob id, the same id git gives the file (so the editor can match what it committed).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { derivedKey } from "#app/media/derived-photos.server.ts";
import { buildInfo, gitBlobId, writeBuildInfo } from "./build-info-file.ts";

const folder = mkdtempSync(join(tmpdir(), "build-info-"));
beforeAll(() => {
  mkdirSync(join(folder, "content", "jobs"), { recursive: true });
  mkdirSync(join(folder, "content", "media-derived"), { recursive: true });
  writeFileSync(join(folder, "content", "business.json"), '{ "name": "Canopy" }\n');
  writeFileSync(join(folder, "content", "jobs", "2026-10-gum.json"), "{}\n");
  writeFileSync(join(folder, "content", "media-derived", "made.json"), "{}\n");
  process.env.CONTENT_DIR = join(folder, "content");
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(folder, { recursive: true, force: true });
});

describe("build info", () => {
  it("gives each content file the id git gives it, by its path in the repository, the made photos left out", () => {
    const { content } = buildInfo(folder, {});
    expect(Object.keys(content)).toEqual(["content/business.json", "content/jobs/2026-10-gum.json"]);
    const id = execFileSync("git", ["hash-object", join(folder, "content", "business.json")], { encoding: "utf8" }).trim();
    expect(content["content/business.json"]).toBe(id);
    expect(gitBlobId(Buffer.from("x"))).toBe("c1b0730e0133447badcfd47fd144e254807b06e1");
  });

  it("names the commit Cloudflare (Workers Builds or Pages) or Netlify built, else none outside a git checkout", () => {
    expect(buildInfo(folder, { WORKERS_CI: "1", WORKERS_CI_COMMIT_SHA: "c".repeat(40) }).commit).toBe("c".repeat(40));
    expect(buildInfo(folder, { CF_PAGES_COMMIT_SHA: "a".repeat(40) }).commit).toBe("a".repeat(40));
    expect(buildInfo(folder, { COMMIT_REF: "b".repeat(40) }).commit).toBe("b".repeat(40));
    expect(buildInfo(folder, {}).commit).toBeNull();
  });

  it("names the host, and where the owner sees its builds, for the editor's words; none on a computer", () => {
    expect(buildInfo(folder, { CF_PAGES: "1" }).host).toEqual({
      name: "Cloudflare Pages",
      buildsAt: expect.stringContaining("→ Deployments"),
    });
    expect(buildInfo(folder, { WORKERS_CI: "1" }).host).toEqual({
      name: "Cloudflare Workers",
      buildsAt: expect.stringContaining("→ Deployments"),
    });
    expect(buildInfo(folder, { NETLIFY: "true" }).host).toEqual({ name: "Netlify", buildsAt: expect.stringContaining("→ Deploys") });
    expect(buildInfo(folder, {}).host).toBeNull();
  });

  it("names the photos whose made sizes the commit lacks (made again by every build), and cannot tell outside git", () => {
    expect(buildInfo(folder, {}).photosNotCommitted).toBeNull();
    const checkout = mkdtempSync(join(tmpdir(), "build-info-git-"));
    const content = join(checkout, "content");
    mkdirSync(join(content, "media"), { recursive: true });
    mkdirSync(join(content, "media-derived"));
    const stored = Buffer.from("stored photo");
    writeFileSync(join(content, "media", "stored.jpg"), stored);
    writeFileSync(join(content, "media", "new.jpg"), "new photo");
    writeFileSync(join(content, "media-derived", `${derivedKey(stored)}.json`), "{}");
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: checkout });
    git("init", "--quiet");
    git("add", ".");
    git("commit", "--quiet", "-m", "photos");
    // Made by a build, not committed.
    writeFileSync(join(content, "media-derived", `${derivedKey(Buffer.from("new photo"))}.json`), "{}");
    process.env.CONTENT_DIR = content;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(buildInfo(checkout, {}).photosNotCommitted).toEqual(["content/media/new.jpg"]);
      // The build's log says so too.
      writeBuildInfo(checkout, checkout, {});
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^Photos not committed: content\/media\/new\.jpg was made into the site's sizes by this build/),
      );
    } finally {
      warn.mockRestore();
      process.env.CONTENT_DIR = join(folder, "content");
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
