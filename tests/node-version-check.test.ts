/**
 * A build on another Node than .nvmrc's stops at once, before any .ts file is loaded (Node 20 cannot
 * load one), with a sentence naming the Node the site needs and where each host takes it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem, wantedNodeMajor } from "../scripts/build/node-version-check.mjs";

const root = join(import.meta.dirname, "..");
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const check = "scripts/build/node-version-check.mjs";

describe("the build's Node", () => {
  it("stops a build on another major with one sentence naming Node 24 and where Cloudflare Pages and Netlify take it", () => {
    expect(wantedNodeMajor()).toBe(readFileSync(join(root, ".nvmrc"), "utf8").trim());
    const problem = nodeVersionProblem("20.20.2", "24")!;
    expect(problem).toMatch(/^This build runs on Node 20\.20\.2, but the site is built with Node 24 \(\.nvmrc\): /);
    expect(problem).toContain(
      "on Cloudflare Pages, set the variable NODE_VERSION to 24 (Workers & Pages → the project → Settings → Variables and Secrets;",
    );
    expect(problem).toContain("on Netlify, set NODE_VERSION to 24 (Project configuration → Environment variables;");
    expect(problem.split(". ").length, "one sentence").toBe(1);
    expect(nodeVersionProblem("24.21.0", "24")).toBeUndefined();
    expect(nodeVersionProblem("25.0.0", "24")).toContain("runs on Node 25.0.0");
  });

  it("is the build's first step, a plain .js file, so a Node that loads no .ts runs it", () => {
    expect(packageJson.scripts.build).toMatch(new RegExp(`^node ${check} && `));
    // Run as on a host on Node 20: the version faked before the file runs.
    const fakeNode20 = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})';
    const run = spawnSync(process.execPath, ["--import", fakeNode20, check], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(nodeVersionProblem("20.20.2", wantedNodeMajor()));
    expect(spawnSync(process.execPath, [check], { cwd: root }).status).toBe(0);
  });
});
