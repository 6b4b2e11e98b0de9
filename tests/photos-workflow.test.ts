/**
 * The photos workflow (.github/workflows/photos.yml) as GitHub reads it: run after a push that
 * changes content/media on the editor's branch, on the Node of .nvmrc, with the hosts' own install,
 * `npm run photos`, and the push of scripts/dev/push-photos.sh (tested on its own), the token held by it alone.
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
type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = { "runs-on": string; steps: Step[]; "timeout-minutes": number; if: string; permissions: unknown };
const [job, ...others] = Object.values(workflow.jobs) as Job[];
const runs = job!.steps.flatMap((step) => (step.run ? [step.run] : []));

describe("the photos workflow", () => {
  it("runs on a push that changes an original photo, on the editor's branch only (CMS_BRANCH, main unless set), or by hand, one run at a time", () => {
    // A branch filter cannot read a variable: the job's condition does.
    expect(workflow.on.push).toEqual({ branches: ["**"], paths: ["content/media/**"] });
    expect(job!.if).toBe("github.ref_name == (vars.CMS_BRANCH || 'main')");
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.concurrency).toMatchObject({ "cancel-in-progress": false });
    expect(workflow.concurrency.group).toMatch(/^photos/);
  });

  it("holds the token only for the push: no permission for the workflow, write for its job, nothing left in .git/config, the token passed to the push step alone", () => {
    expect(workflow.permissions).toEqual({});
    expect(job!.permissions).toEqual({ contents: "write" });
    expect(job!.steps.find((step) => step.uses?.startsWith("actions/checkout@"))?.with).toEqual({ "persist-credentials": false });
    const withToken = job!.steps.filter(
      (step) => JSON.stringify(step).includes("github.token") || JSON.stringify(step).includes("secrets."),
    );
    expect(withToken).toEqual([
      { name: expect.any(String), env: { PUSH_TOKEN: "${{ github.token }}" }, run: 'scripts/dev/push-photos.sh "$GITHUB_REF_NAME"' },
    ]);
  });

  it("pins every action to a full commit id, which no one can move as a tag can be", () => {
    const actions = job!.steps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
  });

  it("is one job of steps GitHub can run, on the Node of .nvmrc, installing as the hosts do", () => {
    expect(others).toEqual([]);
    expect(job!["runs-on"]).toBe("ubuntu-latest");
    for (const step of job!.steps) expect(Object.hasOwn(step, "run") !== Object.hasOwn(step, "uses"), JSON.stringify(step)).toBe(true);
    expect(job!.steps.find((step) => step.uses?.startsWith("actions/setup-node@"))?.with).toEqual({ "node-version-file": ".nvmrc" });
    expect(runs.some((run) => run.startsWith(HOST_INSTALL))).toBe(true);
  });

  it("makes the photos with the script package.json names, then commits them with the push that retries (scripts/dev/push-photos.sh)", () => {
    expect(packageJson.scripts.photos).toBe("node scripts/build/make-photos.ts");
    expect(runs.indexOf("npm run photos")).toBeGreaterThan(-1);
    expect(runs.indexOf("npm run photos")).toBeLessThan(runs.findIndex((run) => run.includes("push-photos.sh")));
    expect(readFileSync(join(root, "scripts", "dev", "push-photos.sh"), "utf8")).toContain(`derived="content/${DERIVED_FOLDER}"`);
  });
});
