/**
 * The photos workflow (.github/workflows/photos.yml) as GitHub reads it: run after a push that
 * changes content/media on the editor's branch, on the Node of .nvmrc, with the hosts' own install,
 * `npm run photos`, and a commit of content/media-derived/ that Cloudflare Pages and Netlify skip.
 * No actionlint here (it would need a binary or a download): the file's shape, checked with `yaml`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DERIVED_FOLDER } from "#app/media/derived-photos.server.ts";
import { HOST_INSTALL } from "../scripts/dev/host-build.ts";

const root = join(import.meta.dirname, "..");
const workflow = parse(readFileSync(join(root, ".github", "workflows", "photos.yml"), "utf8"));
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
type Step = { uses?: string; run?: string; with?: Record<string, string> };
const [job, ...others] = Object.values(workflow.jobs) as { "runs-on": string; steps: Step[]; "timeout-minutes": number }[];
const runs = job!.steps.flatMap((step) => (step.run ? [step.run] : []));

describe("the photos workflow", () => {
  it("runs on a push to the editor's branch that changes an original photo, or by hand, one run at a time", () => {
    expect(workflow.on.push).toEqual({ branches: ["main"], paths: ["content/media/**"] });
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.permissions).toEqual({ contents: "write" });
    expect(workflow.concurrency).toMatchObject({ group: "photos", "cancel-in-progress": false });
  });

  it("is one job of steps GitHub can run, on the Node of .nvmrc, installing as the hosts do", () => {
    expect(others).toEqual([]);
    expect(job!["runs-on"]).toBe("ubuntu-latest");
    for (const step of job!.steps) expect(Object.hasOwn(step, "run") !== Object.hasOwn(step, "uses"), JSON.stringify(step)).toBe(true);
    expect(job!.steps.find((step) => step.uses?.startsWith("actions/setup-node@"))?.with).toEqual({ "node-version-file": ".nvmrc" });
    expect(runs.some((run) => run.startsWith(HOST_INSTALL))).toBe(true);
  });

  it("makes the photos with the script package.json names, and commits only the made files, in a commit the hosts skip", () => {
    expect(packageJson.scripts.photos).toBe("node scripts/build/make-photos.ts");
    expect(runs).toContain("npm run photos");
    const commit = runs.find((run) => run.includes("git commit"))!;
    expect(commit).toContain(`git add content/${DERIVED_FOLDER}\n`);
    const message = /git commit --quiet -m "([^"]+)"/.exec(commit)?.[1] ?? "";
    // Cloudflare Pages skips a commit whose message begins with [CF-Pages-Skip]; Netlify one that holds [skip netlify].
    expect(message).toMatch(/^\[CF-Pages-Skip\] /);
    expect(message).toContain("[skip netlify]");
    expect(commit).toMatch(/git diff --cached --quiet[\s\S]*exit 0[\s\S]*git commit/);
  });
});
