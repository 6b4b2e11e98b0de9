/** The backend's meta as the server writes it, and a backend watched for a refused sign-in (./backend-choice.ts). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorBackendMeta, requestsAccess, watchSignIn } from "./backend-choice.ts";
import { memoryBackend } from "./memory-backend.ts";
import { SignInExpired } from "./kept-sign-in.ts";

describe("the editor-backend meta", () => {
  it("names the backend as /admin's meta does, with what its sign-in needs, escaped for an attribute", () => {
    expect(editorBackendMeta({ name: "local" })).toBe('content="local"');
    expect(editorBackendMeta({ name: "decapbridge", siteId: "0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40", branch: "main" })).toBe(
      'content="decapbridge" data-site-id="0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40" data-branch="main"',
    );
    expect(editorBackendMeta({ name: "github", repo: "owner/site", branch: "live", authUrl: 'https://a.example/?x="1"&y=<2>' })).toBe(
      'content="github" data-repo="owner/site" data-branch="live" data-auth-url="https://a.example/?x=&quot;1&quot;&amp;y=&lt;2>"',
    );
  });
});

describe("a backend watched for a refused sign-in", () => {
  it("calls for the sign-in when the repository refuses the token, and passes the refusal on to the screen that asked", async () => {
    const { backend } = memoryBackend();
    let asked = 0;
    const watched = watchSignIn({ ...backend, read: () => Promise.reject(new SignInExpired()) }, () => (asked += 1));
    await expect(watched.read("content/business.json")).rejects.toThrow(SignInExpired);
    expect(asked).toBe(1);
  });

  it("leaves other failures (a lost connection) and every answer as they are", async () => {
    const { backend, files } = memoryBackend({ "content/business.json": "{}\n" });
    let asked = 0;
    const watched = watchSignIn({ ...backend, list: () => Promise.reject(new TypeError("Failed to fetch")) }, () => (asked += 1));
    await expect(watched.list("content", "json")).rejects.toThrow(TypeError);
    expect(await watched.read("content/business.json")).toBe("{}\n");
    expect(await watched.publishFiles([{ path: "content/business.json", text: "{ }\n", opened: "{}\n" }], "Change")).toEqual({
      written: true,
    });
    expect(files.get("content/business.json")).toBe("{ }\n");
    expect(asked).toBe(0);
  });
});

describe("the owner's list of quote requests, reached as the backend is", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the sign-in's own header on the live site, and none under npm run cms", async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get("Authorization"));
      return Response.json({ requests: [], newCount: 0, notEmailed: 0, next: null });
    });
    const signedIn = { api: { root: "https://gateway.example/github", token: "abc", scheme: "Bearer" }, branch: "main", until: 0 };
    const live = requestsAccess(signedIn, () => undefined);
    expect(live.authorization).toBe("Bearer abc");
    await (await live.open()).page(null);
    await (await requestsAccess(undefined, () => undefined).open()).page(null);
    expect(sent).toEqual(["Bearer abc", null]);
  });
});
