/**
 * The own editor's content backend on the live site (admin/next/github-backend.ts) against a GitHub
 * repository in memory (the fake the end-to-end tests serve through DecapBridge's gateway), answered
 * through a fake `fetch`: the contract of admin/next/content-backend.ts over GitHub's git data API,
 * another publish landing at the same moment, and an expired sign-in told apart from a lost connection.
 * (Here, not beside the module: only tests/ imports from tests/.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeGitHubRepository } from "./e2e/fake-github-repository.ts";
import { publishFile } from "../admin/next/content-backend.ts";
import { githubBackend, isSameMomentPublish } from "../admin/next/github-backend.ts";
import { SignInExpired } from "../admin/next/kept-sign-in.ts";
import { words } from "../admin/next/editor-words.ts";
import { publishFailure } from "../admin/next/publish-failure.ts";

const api = { root: "https://gateway.example/repos/owner/site", token: "owner-token", scheme: "Bearer" };
const business = '{\n  "name": "Sunshine Trees"\n}\n';
const storm = '{\n  "on": false\n}\n';

let folder: string;
let repository: FakeGitHubRepository;
/** Every call the backend made, as "METHOD /route". */
let calls: string[];
/** Runs before each answer to the branch's move (PATCH): another publish landing meanwhile. */
let beforeMove: (() => void) | undefined;
let signedOut: boolean;

/** A commit made on the branch by someone else (another owner, another tab): `path` changed to `text`. */
function publishElsewhere(path: string, text: string) {
  const answer = (method: string, route: string, body?: unknown) =>
    repository.answer(method, route, new URLSearchParams(), body).json as { sha: string };
  const head = repository.head;
  const blob = answer("POST", "/git/blobs", { content: text, encoding: "utf-8" });
  const tree = answer("POST", "/git/trees", { base_tree: head.tree, tree: [{ path, mode: "100644", type: "blob", sha: blob.sha }] });
  const commit = answer("POST", "/git/commits", { message: "Elsewhere", tree: tree.sha, parents: [head.sha] });
  answer("PATCH", `/git/refs/heads/${repository.branch}`, { sha: commit.sha, force: false });
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "github-backend-"));
  mkdirSync(join(folder, "content", "pages"), { recursive: true });
  writeFileSync(join(folder, "content", "business.json"), business);
  writeFileSync(join(folder, "content", "storm-notice.json"), storm);
  writeFileSync(join(folder, "content", "pages", "about.json"), "{}\n");
  writeFileSync(join(folder, "content", "pages", "notes.txt"), "not a page\n");
  repository = new FakeGitHubRepository(folder, "content");
  [calls, beforeMove, signedOut, pauses] = [[], undefined, false, []];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    // Anything but the repository's API, with the owner's token, is a mistake the test must see.
    if (!url.href.startsWith(api.root) || new Headers(init.headers).get("Authorization") !== "Bearer owner-token")
      throw new Error(`asked ${url.href} without the owner's token`);
    const method = init.method ?? "GET";
    const route = decodeURIComponent(url.pathname.slice(new URL(api.root).pathname.length));
    calls.push(`${method} ${route}`);
    if (signedOut) return Response.json({ message: "Bad credentials" }, { status: 401 });
    if (method === "PATCH") beforeMove?.();
    const answer = repository.answer(method, route, url.searchParams, init.body ? JSON.parse(String(init.body)) : undefined);
    if (repository.unanswered.length > 0) throw new Error(`the fake does not answer ${repository.unanswered.join(", ")}`);
    return Response.json(answer.json, { status: answer.status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  rmSync(folder, { recursive: true, force: true });
});

/** The pauses the backend took between tries (ms), taken at once here. */
let pauses: number[];
const clock = { now: () => Date.now(), sleep: async (ms: number) => void pauses.push(ms) };
const backend = () => githubBackend(api, "main", undefined, clock);
const blobOf = (path: string) => {
  const sha = repository.blobIds(repository.head)[path]!;
  return Buffer.from(
    String((repository.answer("GET", `/git/blobs/${sha}`, new URLSearchParams(), undefined).json as { content: string }).content),
    "base64",
  );
};

describe("the GitHub content backend", () => {
  it("reads a file at the branch's head, and null for one that does not exist", async () => {
    expect(await backend().read("content/business.json")).toBe(business);
    expect(await backend().read("content/none.json")).toBeNull();
    expect(await backend().read("content/nowhere/none.json")).toBeNull();
  });

  it("publishes a text, a photo's bytes and a delete as one commit, each over the text it was opened from", async () => {
    const before = repository.head.sha;
    const changed = '{\n  "name": "Sunshine Trees & Palms"\n}\n';
    const photo = new Uint8Array([0, 1, 2, 254, 255, 137, 80, 78, 71]);
    const outcome = await backend().publishFiles(
      [
        { path: "content/business.json", text: changed, opened: business },
        { path: "content/media/job.jpg", bytes: photo },
        { path: "content/storm-notice.json", deleted: true, opened: storm },
      ],
      "Change Business facts",
    );
    expect(outcome).toEqual({ written: true, commit: repository.head.sha });
    expect(repository.head.parents).toEqual([before]);
    expect(repository.head.message).toBe("Change Business facts");
    expect(repository.changedBy(repository.head)).toEqual(["content/business.json", "content/media/job.jpg", "content/storm-notice.json"]);
    expect(repository.fileAt(repository.head, "content/business.json")).toBe(changed);
    expect([...blobOf("content/media/job.jpg")]).toEqual([...photo]);
    expect(repository.fileAt(repository.head, "content/storm-notice.json")).toBeUndefined();
    expect(calls.filter((call) => call.startsWith("PATCH"))).toEqual(["PATCH /git/refs/heads/main"]);
  });

  it("commits in the name of the owner signed in, when the sign-in names them", async () => {
    const owner = { name: "Sam Green", email: "sam@canopytreecare.example" };
    await publishFile(githubBackend(api, "main", owner), "content/business.json", business.replace("Trees", "Palms"), business, "Change");
    expect(repository.head.author).toMatchObject(owner);
  });

  it("writes nothing outside content/: not the site's code, nor a path that climbs out of it", async () => {
    for (const path of ["package.json", ".github/workflows/photos.yml", "content/../package.json", "content/.git/config"])
      await expect(publishFile(backend(), path, "{}\n", null, "Change"), path).rejects.toThrow(/not one of the site's content files/);
    expect(calls).toEqual([]);
  });

  it("writes a new file, and refuses one whose name is taken since, writing nothing", async () => {
    expect(await publishFile(backend(), "content/pages/new.json", "{}\n", null, "Add")).toEqual({
      written: true,
      commit: repository.head.sha,
    });
    const head = repository.head.sha;
    calls = [];
    expect(await publishFile(backend(), "content/pages/new.json", '{"x":1}\n', null, "Add again")).toEqual({
      written: false,
      commit: head,
      path: "content/pages/new.json",
      savedText: "{}\n",
    });
    expect(repository.head.sha).toBe(head);
    expect(calls.filter((call) => !call.startsWith("GET"))).toEqual([]);
  });

  it("refuses a publish whole, writing nothing, when one of its files changed since it was opened", async () => {
    publishElsewhere("content/storm-notice.json", '{\n  "on": true\n}\n');
    const head = repository.head.sha;
    calls = [];
    const outcome = await backend().publishFiles(
      [
        { path: "content/business.json", text: "{}\n", opened: business },
        { path: "content/storm-notice.json", text: storm, opened: storm },
      ],
      "Change both",
    );
    expect(outcome).toEqual({ written: false, path: "content/storm-notice.json", savedText: '{\n  "on": true\n}\n', commit: head });
    expect(repository.head.sha).toBe(head);
    expect(repository.fileAt(repository.head, "content/business.json")).toBe(business);
    expect(calls.filter((call) => !call.startsWith("GET"))).toEqual([]);
  });

  it("tries again on the new head when another publish moved the branch meanwhile, keeping that publish", async () => {
    let landed = 0;
    beforeMove = () => void (landed++ === 0 && publishElsewhere("content/pages/about.json", '{"by":"another"}\n'));
    const outcome = await publishFile(backend(), "content/business.json", "{}\n", business, "Change Business facts");
    expect(outcome).toEqual({ written: true, commit: repository.head.sha });
    expect(calls.filter((call) => call.startsWith("PATCH"))).toHaveLength(2);
    expect(pauses).toHaveLength(1); // a pause before trying again
    expect(repository.fileAt(repository.head, "content/business.json")).toBe("{}\n");
    expect(repository.fileAt(repository.head, "content/pages/about.json")).toBe('{"by":"another"}\n');
  });

  it("is refused on the new head when the publish that landed meanwhile changed the same file", async () => {
    beforeMove = () => void ((beforeMove = undefined), publishElsewhere("content/business.json", '{"by":"another"}\n'));
    const outcome = await publishFile(backend(), "content/business.json", "{}\n", business, "Change Business facts");
    expect(outcome).toEqual({
      written: false,
      path: "content/business.json",
      savedText: '{"by":"another"}\n',
      commit: repository.head.sha,
    });
    expect(repository.fileAt(repository.head, "content/business.json")).toBe('{"by":"another"}\n');
  });

  it("gives up after three tries when the branch keeps moving: the same-moment error, nothing of it written", async () => {
    let other = 0;
    beforeMove = () => publishElsewhere("content/pages/about.json", `{"n":${++other}}\n`);
    const error = await publishFile(backend(), "content/business.json", "{}\n", business, "Change").catch((thrown: unknown) => thrown);
    expect(isSameMomentPublish(error)).toBe(true);
    expect(calls.filter((call) => call.startsWith("PATCH"))).toHaveLength(3);
    // A growing pause between tries (1 s, then 2 s, each up to half again), none after the last.
    expect(pauses).toHaveLength(2);
    expect(pauses[0]).toBeGreaterThanOrEqual(1_000);
    expect(pauses[1]).toBeGreaterThanOrEqual(2_000);
    expect(repository.fileAt(repository.head, "content/business.json")).toBe(business);
  });

  it("lists a folder's files of one kind at the head, none for a folder that does not exist", async () => {
    await publishFile(backend(), "content/pages/deep/inner.json", "{}\n", null, "Add");
    expect(await backend().list("content/pages", "json")).toEqual(["content/pages/about.json"]);
    expect(await backend().list("content/none", "json")).toEqual([]);
  });

  it("lists a file's versions newest first, each with its text at that commit and the commit's date, the last 10", async () => {
    let text = business;
    for (let round = 1; round <= 12; round += 1) {
      const next = `{"round":${round}}\n`;
      await publishFile(backend(), "content/business.json", next, text, `Round ${round}`);
      text = next;
    }
    await publishFile(backend(), "content/pages/about.json", '{"x":1}\n', "{}\n", "Another file");
    const versions = await backend().versions("content/business.json");
    expect(versions.map((version) => version.text)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((round) => `{"round":${round}}\n`));
    for (const version of versions) expect(Number.isNaN(Date.parse(version.at))).toBe(false);
  });

  it("says an expired sign-in (401) as such, not as a lost connection", async () => {
    signedOut = true;
    await expect(backend().read("content/business.json")).rejects.toBeInstanceOf(SignInExpired);
    await expect(publishFile(backend(), "content/business.json", "{}\n", business, "Change")).rejects.toBeInstanceOf(SignInExpired);
    await expect(backend().list("content/pages", "json")).rejects.toBeInstanceOf(SignInExpired);
    await expect(backend().versions("content/business.json")).rejects.toBeInstanceOf(SignInExpired);
    signedOut = false;
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const lost = await backend()
      .read("content/business.json")
      .catch((thrown: unknown) => thrown);
    expect(lost).not.toBeInstanceOf(SignInExpired);
  });

  it("says an error answer (the gateway's 502) as such, and only a backend it cannot reach as a lost connection", async () => {
    const publishing = () => publishFile(backend(), "content/business.json", "{}\n", business, "Change").catch((thrown: unknown) => thrown);
    vi.stubGlobal("fetch", async () => new Response("Bad gateway", { status: 502 }));
    expect(publishFailure(await publishing())).toEqual({ tone: "problem", text: words.unexpectedAnswer });
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(publishFailure(await publishing())).toEqual({ tone: "problem", text: words.noConnection, untilOnline: true });
    expect(blobOf("content/business.json").toString()).toBe(business);
  });
});
