/**
 * The local server while the site is rebuilt: scripts/build/build.ts replaces the whole build folder in
 * two renames, and the server must answer every request throughout, from the old folder or the new
 * one, and never stop (a previous server held its file list from start-up and crashed on ENOENT).
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteServer } from "./site-server.ts";

let folder: string;
let close: (() => void) | undefined;

afterEach(() => {
  close?.();
  rmSync(folder, { recursive: true, force: true });
});

/** A built site whose pages and asset say which build they are. */
function writeBuild(at: string, build: string) {
  mkdirSync(join(at, "assets"), { recursive: true });
  writeFileSync(join(at, "index.html"), `<h1>home ${build}</h1>`);
  writeFileSync(join(at, "services.html"), `<h1>services ${build}</h1>`);
  writeFileSync(join(at, "404.html"), `<h1>not found ${build}</h1>`);
  writeFileSync(join(at, "_headers"), `/*\n  X-Build: ${build}\n`);
  writeFileSync(join(at, "assets", `big-${build}.js`), "x".repeat(2_000_000));
}

async function start(root: string, options: { noSiteMessage?: () => string } = {}) {
  const { server } = createSiteServer({ root, outboxPath: join(folder, "outbox.jsonl"), ...options });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The way scripts/build/build.ts publishes a new build, with the moment between its two renames drawn out to be seen. */
async function swap(root: string, next: string) {
  renameSync(root, `${root}.previous`);
  await new Promise((resolve) => setTimeout(resolve, 30));
  renameSync(next, root);
  rmSync(`${root}.previous`, { recursive: true, force: true });
}

describe("the local server while the site is rebuilt", () => {
  it("answers every request during many swaps, each from a whole build, and then serves the new one", async () => {
    folder = mkdtempSync(join(tmpdir(), "site-server-"));
    const root = join(folder, "client");
    writeBuild(root, "0");
    const site = await start(root);
    const answers: string[] = [];
    const swapping = { on: true };
    const visitor = async () => {
      while (swapping.on) {
        for (const path of ["/", "/services", "/assets/big-0.js"]) {
          const response = await fetch(site + path).catch((error: Error) => ({ status: 0, error }) as const);
          answers.push(`${path} ${response.status}`);
          if ("text" in response) await response.text();
        }
      }
    };
    const visitors = Array.from({ length: 4 }, visitor);
    for (let build = 1; build <= 20; build += 1) {
      writeBuild(join(folder, "next"), String(build));
      await swap(root, join(folder, "next"));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    swapping.on = false;
    await Promise.all(visitors);

    const pages = answers.filter((answer) => !answer.startsWith("/assets"));
    expect(pages.length, "pages asked for while the folder was swapped").toBeGreaterThanOrEqual(8);
    expect(pages.filter((answer) => !answer.endsWith(" 200"))).toEqual([]);
    // The first build's asset is gone with it: a real 404 once, never a refused connection or a 5xx.
    expect(answers.filter((answer) => / (0|5\d\d)$/.test(answer))).toEqual([]);
    const home = await fetch(site);
    expect(await home.text()).toBe("<h1>home 20</h1>");
    expect(home.headers.get("X-Build")).toBe("20");
    const missing = await fetch(`${site}/nowhere`);
    expect([missing.status, await missing.text()]).toEqual([404, "<h1>not found 20</h1>"]);
  });

  it("with no build at all, says why with 503, and serves the site as soon as a build arrives", async () => {
    folder = mkdtempSync(join(tmpdir(), "site-server-"));
    const root = join(folder, "client");
    const site = await start(root, { noSiteMessage: () => "content/business.json does not fit" });
    const before = await fetch(`${site}/services`);
    expect([before.status, before.headers.get("Retry-After"), await before.text()]).toEqual([
      503,
      "10",
      "content/business.json does not fit",
    ]);
    writeBuild(root, "1");
    const after = await fetch(`${site}/services`);
    expect([after.status, await after.text()]).toEqual([200, "<h1>services 1</h1>"]);
  });
});
