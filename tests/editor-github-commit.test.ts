/**
 * The editor's own write on the live site (admin/editor/github-commit.ts, used when a delete or a new address
 * adds a moved page): against the repository the live-editor specs publish to
 * (tests/e2e/fake-github-repository.ts), which answers GitHub's API as Decap's saves meet it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeGitHubRepository } from "./e2e/fake-github-repository.ts";
import { commitFileChange, type GitHubApi } from "../admin/editor/github-commit.ts";

const api: GitHubApi = { root: "https://gateway.example/github", token: "owner-token", scheme: "Bearer" };
const FILE = "content/moved-pages.json";
const before = '{\n  "items": []\n}\n';
const after = '{\n  "items": [\n    {\n      "address": "/blog/old-tips"\n    }\n  ]\n}\n';

let folder: string;
let repository: FakeGitHubRepository;
/** Runs before the repository answers a call, as another device's save might. */
let meanwhile: (method: string) => Promise<void>;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "github-commit-"));
  mkdirSync(join(folder, "content", "blog"), { recursive: true });
  writeFileSync(join(folder, FILE), before);
  writeFileSync(join(folder, "content/blog/tips.md"), "---\ntitle: Tips\n---\n");
  repository = new FakeGitHubRepository(folder, "content");
  meanwhile = async () => {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    // The owner's token on every call, as the gateway requires.
    if (new Headers(init.headers).get("Authorization") !== "Bearer owner-token") return Response.json({}, { status: 401 });
    await meanwhile(init.method ?? "GET");
    const { pathname, searchParams } = new URL(url);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const { status, json } = repository.answer(init.method ?? "GET", decodeURI(pathname.slice("/github".length)), searchParams, body);
    return Response.json(json, { status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  rmSync(folder, { recursive: true, force: true });
});

describe("a file changed on the live site by the editor itself", () => {
  it("is one commit on the branch, changing that file only, from its text as the branch had it", async () => {
    const first = repository.head;
    let seen: string | null = "";
    await commitFileChange(api, "main", FILE, (text) => ((seen = text), after), "Moved pages: /blog/old-tips, deleted");
    expect(seen).toBe(before);
    expect(repository.head.parents).toEqual([first.sha]);
    expect(repository.head.message).toBe("Moved pages: /blog/old-tips, deleted");
    expect(repository.changedBy(repository.head)).toEqual([FILE]);
    expect(repository.fileAt(repository.head, FILE)).toBe(after);
    expect(repository.unanswered).toEqual([]);
  });

  it("keeps another save that landed meanwhile: the file is read again from the branch as it is now", async () => {
    let other = true;
    meanwhile = async (method) => {
      if (method !== "PATCH" || !other) return;
      other = false;
      await commitFileChange(api, "main", FILE, () => '{ "items": [{ "address": "/blog/other" }] }\n', "another device");
    };
    const texts: (string | null)[] = [];
    await commitFileChange(api, "main", FILE, (text) => (texts.push(text), `${text}more`), "this device");
    expect(texts).toEqual([before, '{ "items": [{ "address": "/blog/other" }] }\n']);
    expect(repository.fileAt(repository.head, FILE)).toBe('{ "items": [{ "address": "/blog/other" }] }\nmore');
  });

  it("commits nothing when the text stays the same, and says so when GitHub refuses", async () => {
    const first = repository.head;
    await commitFileChange(api, "main", FILE, (text) => text!, "nothing");
    expect(repository.head).toBe(first);
    await expect(commitFileChange(api, "gone", FILE, () => after, "no branch")).rejects.toThrow("GitHub answered 404 to the branch");
    expect(repository.head).toBe(first);
  });
});
