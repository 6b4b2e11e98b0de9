/**
 * The local server while the site is rebuilt: scripts/build/build.ts replaces the whole build folder in
 * two renames, and the server must answer every request throughout, from the old folder or the new
 * one, and never stop (a previous server held its file list from start-up and crashed on ENOENT).
 * And a stranger's requests (issue 55): none ends it, a fault is said in plain words.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { hostileRequests, mismatches, namesAPath, rawRequest, sendRaw, unendingBody } from "../scripts/fixtures/hostile-requests.ts";
import { SEND_FORM_PATH } from "./outbox.ts";
import { FAULT_ANSWER } from "./request-guard.ts";
import { createSiteServer } from "./site-server.ts";

let folder: string;
let close: (() => void) | undefined;

afterEach(() => {
  close?.();
  rmSync(folder, { recursive: true, force: true });
});

/** A route that fails as a fault would: an error thrown. */
const failing = (error: Error) => () => {
  throw error;
};

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

describe("a stranger's requests", () => {
  it("answers each malformed address, Host or Origin with a 4xx, and then serves the site as before", async () => {
    folder = mkdtempSync(join(tmpdir(), "site-server-"));
    const root = join(folder, "client");
    writeBuild(root, "1");
    const site = await start(root);
    const port = Number(new URL(site).port);
    const hanging = [unendingBody(port, COUNT_EVENT_PATH), unendingBody(port, SEND_FORM_PATH)];
    const hostile = [
      ...hostileRequests(port, "/"),
      ...hostileRequests(port, SEND_FORM_PATH, { origins: "refused" }),
      ...hostileRequests(port, COUNT_EVENT_PATH, { origins: "refused" }),
    ];
    expect(await mismatches(port, hostile)).toEqual([]);
    const home = await fetch(site);
    expect([home.status, await home.text()]).toEqual([200, "<h1>home 1</h1>"]);
    for (const request of hanging) request.end();
  }, 30_000);

  it("answers a fault in a handler 500 in plain words, with no path or stack, logs it once, and goes on", async () => {
    folder = mkdtempSync(join(tmpdir(), "site-server-"));
    const root = join(folder, "client");
    writeBuild(root, "1");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { server } = createSiteServer({
      root,
      outboxPath: join(folder, "outbox.jsonl"),
      routes: {
        "/throws": failing(new Error(`ENOENT: no such file, open '${root}/secret.json'`)),
        "/refuses": () => Promise.reject(new TypeError("Invalid URL")),
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const site = `http://localhost:${(server.address() as AddressInfo).port}`;
    for (const path of ["/throws", "/throws", "/refuses", "/refuses"]) {
      const answer = await fetch(site + path);
      const text = await answer.text();
      expect([answer.status, text]).toEqual([500, FAULT_ANSWER]);
      expect(namesAPath(text)).toBe(false);
    }
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    expect((await fetch(site)).status).toBe(200);
  });

  it("answers its extra routes (npm run cms's editor) to this computer's own names at its own port only", async () => {
    folder = mkdtempSync(join(tmpdir(), "site-server-"));
    const root = join(folder, "client");
    writeBuild(root, "1");
    const { server } = createSiteServer({
      root,
      outboxPath: join(folder, "outbox.jsonl"),
      routes: { "/admin": (_req, res) => void res.end("the editor") },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const port = (server.address() as AddressInfo).port;
    const asked = async (host: string) => (await sendRaw(port, rawRequest("GET /admin HTTP/1.1", { Host: host }))).status;
    expect(await asked(`localhost:${port}`)).toBe(200);
    expect(await asked(`127.0.0.1:${port}`)).toBe(200);
    expect(await asked(`[::1]:${port}`)).toBe(200);
    // A page of another name pointed at this computer (DNS rebinding), or the right name at another port (a proxy).
    expect(await asked(`rebound.example:${port}`)).toBe(403);
    expect(await asked(`localhost:${port + 1}`)).toBe(403);
    expect(await asked("localhost")).toBe(403);
    // The site itself is served whatever it is called (HOST=0.0.0.0: a phone on the Wi-Fi).
    expect((await sendRaw(port, rawRequest("GET / HTTP/1.1", { Host: `192.168.1.20:${port}` }))).status).toBe(200);
  });
});
