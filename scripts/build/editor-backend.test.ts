import { describe, expect, it } from "vitest";
import { editorPolicy } from "./admin-files.ts";
import { editorBackend, type EditorBackend } from "../../admin/next/editor-backend.ts";

const siteId = "0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40";

describe("the backend a build's environment chooses", () => {
  it("nothing set: not connected (the local backend only)", () => {
    expect(editorBackend({})).toEqual({ name: "local" });
    expect(editorBackend({ CMS_BACKEND: " ", CMS_BRANCH: "live" })).toEqual({ name: "local" });
  });

  it("DecapBridge with its site id, on main unless CMS_BRANCH says otherwise", () => {
    expect(editorBackend({ CMS_BACKEND: "decapbridge", CMS_DECAPBRIDGE_SITE_ID: siteId })).toEqual({
      name: "decapbridge",
      siteId,
      branch: "main",
    });
    expect(editorBackend({ CMS_BACKEND: "decapbridge", CMS_DECAPBRIDGE_SITE_ID: ` ${siteId.toUpperCase()} `, CMS_BRANCH: "live" })).toEqual(
      {
        name: "decapbridge",
        siteId,
        branch: "live",
      },
    );
  });

  it("GitHub when CMS_BACKEND says so, or when only CMS_GITHUB_REPO is set (as before CMS_BACKEND)", () => {
    const github = { name: "github", repo: "owner/site", branch: "main", authUrl: "https://auth.example" };
    expect(editorBackend({ CMS_BACKEND: "github", CMS_GITHUB_REPO: "owner/site", CMS_AUTH_URL: "https://auth.example" })).toEqual(github);
    expect(editorBackend({ CMS_GITHUB_REPO: "owner/site", CMS_AUTH_URL: "https://auth.example" })).toEqual(github);
    expect(editorBackend({ CMS_GITHUB_REPO: "owner/site" })).toEqual({ name: "github", repo: "owner/site", branch: "main" });
  });

  it("a setting that cannot work stops the build, naming the variable", () => {
    expect(() => editorBackend({ CMS_BACKEND: "decapbridge" })).toThrow(/CMS_DECAPBRIDGE_SITE_ID/);
    // The whole line of DecapBridge's configuration pasted instead of the id.
    expect(() => editorBackend({ CMS_BACKEND: "decapbridge", CMS_DECAPBRIDGE_SITE_ID: `/sites/${siteId}/pkce` })).toThrow(
      /CMS_DECAPBRIDGE_SITE_ID.*got "\/sites\//,
    );
    expect(() => editorBackend({ CMS_BACKEND: "github" })).toThrow(/CMS_GITHUB_REPO as owner\/name/);
    expect(() => editorBackend({ CMS_BACKEND: "github", CMS_GITHUB_REPO: "https://github.com/owner/site" })).toThrow(/CMS_GITHUB_REPO/);
    expect(() => editorBackend({ CMS_BACKEND: "netlify" })).toThrow(
      'CMS_BACKEND must be one of decapbridge, github, local (or empty); got "netlify"',
    );
  });
});

/** A directive of the admin page's policy, as its list of sources. */
const directive = (backend: EditorBackend, name: string) =>
  editorPolicy(backend)
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the admin page's policy allows the chosen backend's origins and no other's", () => {
  it("DecapBridge: its sign-in API and gateway, and pictures from its API", () => {
    const backend: EditorBackend = { name: "decapbridge", siteId, branch: "main" };
    expect(directive(backend, "connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://auth.decapbridge.com",
      "https://gateway.decapbridge.com",
    ]);
    expect(directive(backend, "img-src")).toEqual(["'self'", "data:", "blob:", "https://auth.decapbridge.com"]);
  });

  it("GitHub: its API and status page, and GitHub avatars", () => {
    const backend: EditorBackend = { name: "github", repo: "owner/site", branch: "main" };
    expect(directive(backend, "connect-src")).toEqual(["'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com"]);
    expect(directive(backend, "img-src")).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]);
  });

  it("not connected: nothing beyond the site; on this computer, `npm run cms`'s local backend only", () => {
    expect(directive({ name: "local" }, "connect-src")).toEqual(["'self'", "blob:"]);
    expect(
      editorPolicy({ name: "local" }, "http://localhost:8081/publish")
        .split("; ")
        .find((part) => part.startsWith("connect-src ")),
    ).toBe("connect-src 'self' blob: http://localhost:8081");
    expect(directive({ name: "local" }, "img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("no backend opens frames or loads scripts from elsewhere", () => {
    for (const backend of [
      { name: "local" },
      { name: "decapbridge", siteId, branch: "main" },
      { name: "github", repo: "o/s", branch: "main" },
    ] as const) {
      // No eval and no inline script or style: only WebAssembly, which the HEIC converter needs.
      expect(directive(backend, "script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(directive(backend, "style-src")).toEqual(["'self'"]);
      expect(directive(backend, "frame-src")).toBeUndefined();
      expect(directive(backend, "default-src")).toEqual(["'self'"]);
    }
  });
});
