/** The backend's meta as the server writes it, and a backend watched for a refused sign-in (./backend-choice.ts). */
import { describe, expect, it } from "vitest";
import { editorBackendMeta, watchSignIn } from "./backend-choice.ts";
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
