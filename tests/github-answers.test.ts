/**
 * GitHub's answers said as they are (admin/next/github-answers.ts), through DecapBridge's gateway as its
 * source has it (the fake gateway, tests/e2e/fake-decapbridge.ts, in front of the fake repository) and
 * directly: the site's own key expired behind the gateway said as such, with no sign-in asked again;
 * the gateway's own refusals told apart; a rule on the branch or a missing branch said plainly, not
 * tried again; rate limits waited out as GitHub's docs ask, or said when the wait is long.
 * (Here, not beside the module: only tests/ imports from tests/.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accessToken as ownerToken, gatewayAnswer } from "./e2e/fake-decapbridge.ts";
import { FakeGitHubRepository } from "./e2e/fake-github-repository.ts";
import { isUnexpectedAnswer, publishFile, type UnexpectedAnswer } from "../admin/next/content-backend.ts";
import { githubWords } from "../admin/next/editor-words.ts";
import { githubCalls, refusedMove } from "../admin/next/github-answers.ts";
import { githubBackend } from "../admin/next/github-backend.ts";
import { githubWatch } from "../admin/next/github-watch.ts";
import { watchSignIn } from "../admin/next/backend-choice.ts";
import { isSignInExpired } from "../admin/next/kept-sign-in.ts";
import { publishFailure } from "../admin/next/publish-failure.ts";
import { DECAPBRIDGE } from "../admin/next/editor-backend.ts";

const gateway = { root: `${DECAPBRIDGE.gateway}/github`, token: "", scheme: "Bearer", gateway: true };
const business = '{\n  "name": "Sunshine Trees"\n}\n';
const changed = '{\n  "name": "Sunshine Palms"\n}\n';

let folder: string;
let repository: FakeGitHubRepository;
let bridge: { unauthorised: string[]; siteKeyExpired: boolean };
/** Every call that reached the fake, as "METHOD /path", and each answer's status. */
let asked: string[];
/** Answers given before the gateway's, one per call, while there are any (a rate limit). */
let before: Response[];
let pauses: number[];
const clock = { now: () => Date.parse("2026-11-29T05:42:00Z"), sleep: async (ms: number) => void pauses.push(ms) };

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "github-answers-"));
  mkdirSync(join(folder, "content"), { recursive: true });
  writeFileSync(join(folder, "content", "business.json"), business);
  repository = new FakeGitHubRepository(folder, "content");
  [bridge, asked, before, pauses] = [{ unauthorised: [], siteKeyExpired: false }, [], [], []];
  // The owner's token as DecapBridge hands it (a JWT the gateway checks).
  gateway.token = ownerToken;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const method = init.method ?? "GET";
    const early = before.shift();
    if (early) return (asked.push(`${method} ${url.pathname} ${early.status}`), early);
    const authorization = new Headers(init.headers).get("Authorization") ?? undefined;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const { status, json } = gatewayAnswer(bridge, repository, { method, url, authorization, body });
    asked.push(`${method} ${url.pathname} ${status}`);
    return Response.json(json, { status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  rmSync(folder, { recursive: true, force: true });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
const publish = () => publishFile(githubBackend(gateway, "main", undefined, clock), "content/business.json", changed, business, "Change");

describe("GitHub's answers through DecapBridge's gateway", () => {
  it("takes every call the editor makes inside the gateway's allow-list: a publish, a read, a list, versions, the live watch", async () => {
    const backend = githubBackend(gateway, "main", undefined, clock);
    const outcome = await publishFile(backend, "content/business.json", changed, business, "Change");
    expect(await backend.read("content/business.json")).toBe(changed);
    expect(await backend.list("content", "json")).toEqual(["content/business.json"]);
    expect(await backend.versions("content/business.json")).toHaveLength(2);
    const watch = githubWatch(gateway, "main", clock);
    expect(await watch.head()).toBe(outcome.commit);
    expect(await watch.holds(outcome.commit!, repository.head.parents[0]!)).toBe(true);
    expect(asked.filter((call) => !call.endsWith(" 200") && !call.endsWith(" 201"))).toEqual([]);
    expect([bridge.unauthorised, repository.unanswered]).toEqual([[], []]);
  });

  it("says the site's own key expired (GitHub's 401 passed through) as such, and asks no sign-in again", async () => {
    bridge.siteKeyExpired = true;
    let signInAsked = 0;
    const watched = watchSignIn(githubBackend(gateway, "main", undefined, clock), () => (signInAsked += 1));
    const error = await failure(publishFile(watched, "content/business.json", changed, business, "Change"));
    expect(isSignInExpired(error)).toBe(false);
    expect((error as UnexpectedAnswer).said).toBe(githubWords.siteKeyExpired);
    expect(await failure(watched.read("content/business.json"))).toMatchObject({ said: githubWords.siteKeyExpired });
    expect(signInAsked).toBe(0);
    expect(publishFailure(error)).toEqual({ tone: "problem", text: githubWords.notPublished, list: [githubWords.siteKeyExpired] });
    expect(githubWords.siteKeyExpired).toMatch(
      /^The site's key to GitHub has expired: the person who set up the site renews it in DecapBridge \(/,
    );
  });

  it("takes the gateway's own 401 for the owner's token as signed out", async () => {
    gateway.token = "expired-or-not-decapbridges";
    expect(isSignInExpired(await failure(publish()))).toBe(true);
    before = [Response.json({ code: 401, msg: "Invalid token: token is expired" }, { status: 401 })];
    gateway.token = ownerToken;
    expect(isSignInExpired(await failure(publish()))).toBe(true);
  });

  it("does not take the gateway's 401 for a path outside its allow-list (or a role it refuses) as signed out", async () => {
    const call = githubCalls(gateway, clock);
    const outside = await failure(call("GET", "/actions/runs"));
    expect(asked).toEqual([`GET /github/actions/runs 401`]);
    expect([isSignInExpired(outside), isUnexpectedAnswer(outside)]).toEqual([false, true]);
    before = [Response.json({ code: 401, msg: "Access to endpoint not allowed: your role doesn't allow access" }, { status: 401 })];
    expect(isUnexpectedAnswer(await failure(call("GET", "/branches/main")))).toBe(true);
  });
});

describe("a refused move of the branch", () => {
  it("says a ruleset or classic protection plainly, tried once, nothing written", async () => {
    for (const rule of ["ruleset", "protection"] as const) {
      [repository.rule, asked, pauses] = [rule, [], []];
      const head = repository.head.sha;
      const error = await failure(publish());
      expect((error as UnexpectedAnswer).said).toBe(githubWords.branchProtected("main"));
      expect(asked.filter((call) => call.startsWith("PATCH"))).toEqual(["PATCH /github/git/refs/heads/main 422"]);
      expect([pauses, repository.head.sha]).toEqual([[], head]);
    }
  });

  it("says a missing branch plainly, whether reading it or moving it finds it gone", async () => {
    const error = await failure(publishFile(githubBackend(gateway, "gone", undefined, clock), "content/x.json", "{}\n", null, "Add"));
    expect((error as UnexpectedAnswer).said).toBe(githubWords.branchMissing("gone"));
    expect(refusedGone).toThrow(expect.objectContaining({ said: githubWords.branchMissing("main") }));
    expect(refusedMove({ status: 422, json: { message: "Update is not a fast forward" } }, "main")).toBe("again");
    expect(() => refusedMove({ status: 422, json: { message: "Object does not exist" } }, "main")).toThrow(/422/);
  });
});

/** A rate-limited answer as GitHub gives it (its REST docs, "Rate limits for the REST API"). */
const limited = (status: number, headers: Record<string, string>, message = "API rate limit exceeded") =>
  Response.json({ message, documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api" }, { status, headers });
const secondary = () => limited(403, {}, "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.");
const refusedGone = () => refusedMove({ status: 422, json: { message: "Reference does not exist" } }, "main");

describe("GitHub's rate limits", () => {
  it("waits as long as retry-after says, or until x-ratelimit-reset when none remain, then asks again", async () => {
    before = [
      limited(403, { "retry-after": "3" }),
      limited(429, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(clock.now() / 1000 + 30) }),
    ];
    expect((await publish()).written).toBe(true);
    expect(pauses).toEqual([3_000, 30_000]);
  });

  it("waits a minute for a secondary limit that says no wait (as the gateway lets none be read), then says to come back", async () => {
    before = [secondary(), secondary()];
    const error = await failure(publish());
    expect(pauses).toEqual([60_000]);
    expect((error as UnexpectedAnswer).said).toBe(githubWords.waitForGitHub(2));
    expect(repository.head.parents).toEqual([]); // nothing published
  });

  it("does not wait past a minute: a long wait is said at once; a 403 that names no limit is not waited for", async () => {
    before = [limited(429, { "retry-after": "600" })];
    expect(await failure(publish())).toMatchObject({ said: githubWords.waitForGitHub(10) });
    before = [limited(403, {}, "Resource not accessible by personal access token")];
    const refused = await failure(publish());
    expect([isUnexpectedAnswer(refused), (refused as UnexpectedAnswer).said]).toEqual([true, undefined]);
    expect(pauses).toEqual([]);
  });
});
