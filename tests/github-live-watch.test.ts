/**
 * The live watch after a publish on the live site, against GitHub as it is: the fake repository behind
 * the fake gateway (tests/e2e/fake-github-repository.ts, tests/e2e/fake-decapbridge.ts) with its list
 * of commits lagging a write by a few seconds, as GitHub's does, and a stand-in host that builds the
 * new commit only later. The watch asks about the commit the publish made
 * (admin/next/github-watch.ts), so it says "Publishing on the host…" until the site is built from
 * it, never "Live" from the build before (issue 55: "Live after 1 s" before the host started).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { accessToken, gatewayAnswer } from "./e2e/fake-decapbridge.ts";
import { FakeGitHubRepository } from "./e2e/fake-github-repository.ts";
import { publishFile } from "../admin/next/content-backend.ts";
import { DECAPBRIDGE } from "../admin/next/editor-backend.ts";
import { githubBackend } from "../admin/next/github-backend.ts";
import { githubWatch } from "../admin/next/github-watch.ts";
import { liveOutcome } from "../admin/next/live-outcome.tsx";
import type { BuildInfo } from "#app/site/build-info.ts";

const api = { root: `${DECAPBRIDGE.gateway}/github`, token: accessToken, scheme: "Bearer", gateway: true };
const path = "content/business.json";
const business = '{\n  "name": "Sunshine Trees"\n}\n';

let folder: string;
let repository: FakeGitHubRepository;
/** The commit the stand-in host last built: the site's build information names it. */
let built: string;

const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 29, 15, 42), toFake: ["setTimeout", "Date"] });
  folder = mkdtempSync(join(tmpdir(), "github-live-watch-"));
  mkdirSync(join(folder, "content"), { recursive: true });
  writeFileSync(join(folder, path), business);
  repository = new FakeGitHubRepository(folder, "content");
  built = repository.head.sha;
  const bridge = { unauthorised: [], siteKeyExpired: false };
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    if (input === "/build-info.json")
      return Response.json({ commit: built, content: {}, photosNotCommitted: [] } satisfies Omit<BuildInfo, "host">);
    const [url, method, body] = [new URL(input), init.method ?? "GET", init.body ? JSON.parse(String(init.body)) : undefined];
    const authorization = new Headers(init.headers).get("Authorization") ?? undefined;
    const { status, json } = gatewayAnswer(bridge, repository, { method, url, authorization, body });
    return Response.json(json, { status });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  rmSync(folder, { recursive: true, force: true });
});

it("says publishing until the site is built from the publish's own commit, though GitHub's list of commits lags the write", async () => {
  repository.listLagMs = 5_000;
  // The file's last change lands a minute before: the newest the lagging list shows is the one the site is built from.
  await vi.advanceTimersByTimeAsync(60_000);
  const live = liveOutcome(githubWatch(api, "main"), storage());
  const pressed = Date.now();
  const outcome = await publishFile(githubBackend(api, "main"), path, '{\n  "name": "Sunshine Palms"\n}\n', business, "Change");
  expect(outcome).toEqual({ written: true, commit: repository.head.sha });
  // As GitHub's: the list of the file's commits still names the build before as its newest.
  const listed = () =>
    (repository.answer("GET", "/commits", new URLSearchParams({ path, sha: "main" }), undefined).json as { sha: string }[])[0]?.sha;
  expect(listed()).toBe(built);
  live.afterPublish([path], pressed, outcome.commit);

  // The host has not started: seconds pass, the list catches up, and the site still shows the build before.
  await vi.advanceTimersByTimeAsync(30_000);
  expect(listed()).toBe(repository.head.sha);
  expect(live.shown().outcome?.title).toBe("Publishing on the host…");

  built = repository.head.sha;
  await vi.advanceTimersByTimeAsync(3_000);
  expect(live.shown().outcome?.title).toMatch(/^Live after 3\d s: your change is on the site\.$/);
  live.stop();
});
