/**
 * The daily rebuild's workflow (.github/workflows/daily-rebuild.yml) as GitHub reads it: a schedule
 * just after midnight in Queensland, the one secret the docs name, and a step that calls it. No
 * actionlint here (it would need a binary or a download): the file's shape, checked with `yaml`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = join(import.meta.dirname, "..");
const workflow = parse(readFileSync(join(root, ".github", "workflows", "daily-rebuild.yml"), "utf8"));
const SECRET = "CLOUDFLARE_DEPLOY_HOOK";

describe("the daily rebuild workflow", () => {
  it("runs at 14:07 UTC, 00:07 in Queensland, and can be started by hand", () => {
    expect(workflow.on.schedule).toEqual([{ cron: "7 14 * * *" }]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    const [minute, hour] = workflow.on.schedule[0].cron.split(" ").map(Number);
    // Queensland keeps UTC+10 all year: just after its midnight.
    expect(((hour + 10) % 24) * 60 + minute).toBeLessThan(15);
  });

  it("has one job of steps GitHub can run: each a run or a uses, the hook's secret passed in, the hook called", () => {
    const jobs = Object.values(workflow.jobs) as { "runs-on": string; steps: Record<string, unknown>[] }[];
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job!["runs-on"]).toBe("ubuntu-latest");
    for (const step of job!.steps) expect(Object.hasOwn(step, "run") !== Object.hasOwn(step, "uses"), JSON.stringify(step)).toBe(true);
    const call = job!.steps.find((step) => String(step.run).includes("curl"))!;
    expect(call.env).toEqual({ HOOK: `\${{ secrets.${SECRET} }}` });
    expect(call.run).toMatch(/curl --fail [^\n]*-X POST "\$HOOK"/);
  });

  it("names the one secret it needs where the developer and the owner read", () => {
    for (const doc of ["docs/connect-the-editor.md", "docs/owner-guide.md"])
      expect(readFileSync(join(root, doc), "utf8"), doc).toContain(SECRET);
  });
});
