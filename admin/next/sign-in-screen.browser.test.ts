/**
 * The sign-in screen and the gate before the editor, in Chromium: the backend read from the page's
 * meta as the server writes it; "not connected" for a site built with none; Sign in sending the
 * owner to DecapBridge; back signed in to the editor with the gateway's API; and, when the
 * repository refuses the sign-in while the owner works, the sign-in again, saying their changes are
 * kept. (Sizes are measured where the styles are built: tests/e2e/editor-next-signin.spec.ts.)
 */
import { createElement, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { DECAPBRIDGE, type EditorBackend } from "./editor-backend.ts";
import type { GitHubApi } from "../editor/github-commit.ts";
import { chooseBackend, editorBackendMeta, type BackendChoice } from "./backend-choice.ts";
import type { ContentBackend } from "./content-backend.ts";
import { developerWordsIn } from "./developer-words.ts";
import { words } from "./editor-words.ts";
import { fakeBrowser, fakeSignIn } from "./fake-sign-in.ts";
import { memoryBackend } from "./memory-backend.ts";
import { startDecapBridgeSignIn } from "./sign-in.ts";
import { keptSignIn, SignInExpired, type SignInPlace } from "./kept-sign-in.ts";
import { BackendGate, pageBusinessName } from "./sign-in-screen.tsx";

const bridge = { name: "decapbridge", siteId: fakeSignIn.siteId, branch: "main" } as const;
const business = "Canopy Tree Care";

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.head.querySelectorAll("meta[name]").forEach((meta) => meta.remove());
});

/** The head the server writes: the backend's meta, the local backend's address, the business's name. */
function head(backend: EditorBackend, localBackend: string) {
  document.head.insertAdjacentHTML(
    "beforeend",
    `<meta name="editor-backend" ${editorBackendMeta(backend)} /><meta name="local-backend" content="${localBackend}" />` +
      `<meta name="business-name" content="Canopy &amp; Sons &quot;Tree&quot; Care" />`,
  );
}

function gate(
  choice: BackendChoice,
  place: SignInPlace,
  editor: (backend: ContentBackend, signOut?: () => void) => ReturnType<typeof createElement>,
) {
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(createElement(BackendGate, { choice, business, place, editor }));
}

const saidOnScreen = () => developerWordsIn(document.body.innerText);
const signInButton = () => page.getByRole("button", { name: words.signIn, exact: true });

describe("the backend the page names", () => {
  const made: string[] = [];
  const factories = {
    local: (url: string) => (made.push(`local ${url}`), memoryBackend().backend),
    github: (api: GitHubApi, branch: string) => (made.push(`github ${api.root} ${branch}`), memoryBackend().backend),
  };

  it("is read back as the server wrote it: DecapBridge's site and branch, GitHub's repository and helper", () => {
    head({ name: "decapbridge", siteId: fakeSignIn.siteId, branch: "live" }, "");
    expect(chooseBackend(factories)).toMatchObject({
      kind: "sign-in",
      backend: { name: "decapbridge", siteId: fakeSignIn.siteId, branch: "live" },
    });
    expect(pageBusinessName()).toBe('Canopy & Sons "Tree" Care');
    document.head.querySelectorAll("meta[name]").forEach((meta) => meta.remove());
    const github = { name: "github", repo: "owner/site", branch: "main", authUrl: "https://oauth.example.workers.dev/?a=1&b=2" } as const;
    head(github, "");
    const choice = chooseBackend(factories);
    expect(choice).toMatchObject({ kind: "sign-in", backend: github });
    if (choice.kind === "sign-in")
      choice.make({ api: { root: "https://api.github.com/repos/owner/site", token: "t", scheme: "token" }, branch: "main", until: 0 });
    expect(made).toEqual(["github https://api.github.com/repos/owner/site main"]);
  });

  it("is npm run cms's local backend, with no sign-in, when the page has its address; else the editor is not connected", () => {
    head({ name: "local" }, "http://localhost:8081");
    expect(chooseBackend(factories).kind).toBe("local");
    expect(made.at(-1)).toBe("local http://localhost:8081");
    document.head.querySelectorAll("meta[name]").forEach((meta) => meta.remove());
    head({ name: "local" }, "");
    expect(chooseBackend(factories)).toEqual({ kind: "not-connected" });
  });
});

/** An editor's form as it opens: it reads its file. */
function Form({ backend }: { backend: ContentBackend }) {
  useEffect(() => void backend.read("content/business.json").catch(() => undefined), [backend]);
  return createElement("p", null, "the form");
}

describe("the sign-in screen", () => {
  it("says in plain words that the editor is not connected when the site was built with no backend, and offers no sign-in", async () => {
    gate({ kind: "not-connected" }, fakeBrowser().place, () => createElement("p", null, "the editor"));
    await expect.element(page.getByRole("heading", { level: 1, name: words.notConnected })).toBeVisible();
    await expect.element(page.getByText(business)).toBeVisible();
    expect(document.body.innerText).not.toContain("the editor\n");
    expect(document.querySelectorAll("button")).toHaveLength(0);
    expect(saidOnScreen()).toEqual([]);
  });

  it("shows the business and Sign in, which takes the owner to DecapBridge's sign-in for the site", async () => {
    const browser = fakeBrowser();
    gate({ kind: "sign-in", backend: bridge, make: () => memoryBackend().backend }, browser.place, () =>
      createElement("p", null, "the editor"),
    );
    await expect.element(signInButton()).toBeVisible();
    await expect.element(page.getByText(business)).toBeVisible();
    await expect.element(page.getByText(words.signInNext)).toBeVisible();
    expect(saidOnScreen()).toEqual([]);

    await signInButton().click();
    await expect.element(page.getByRole("button", { name: words.goingToSignIn })).toBeDisabled();
    await expect.poll(() => browser.visited.length).toBe(1);
    expect(browser.visited[0]).toMatch(`${DECAPBRIDGE.auth}/sites/${fakeSignIn.siteId}/pkce?`);
  });

  it("opens the editor, with the gateway's API and the token, when the owner comes back from DecapBridge", async () => {
    const browser = fakeBrowser();
    await startDecapBridgeSignIn(bridge, browser.place);
    browser.comeBack({ state: browser.sentState(), code: fakeSignIn.code });
    const apis: GitHubApi[] = [];
    const choice: BackendChoice = { kind: "sign-in", backend: bridge, make: ({ api }) => (apis.push(api), memoryBackend().backend) };
    gate(choice, browser.place, (_backend, signOut) => createElement("button", { type: "button", onClick: signOut }, words.signOut));
    await expect.element(page.getByRole("button", { name: words.signOut })).toBeVisible();
    expect(apis).toEqual([{ root: `${DECAPBRIDGE.gateway}/github`, token: fakeSignIn.token, scheme: "Bearer", gateway: true }]);
    expect(browser.address()).toBe(`${fakeSignIn.admin}#/entry/settings/content%2Fbusiness.json`);

    // Signing out forgets the token and says the owner's changes are kept.
    await page.getByRole("button", { name: words.signOut }).click();
    await expect.element(page.getByText(words.signedOut)).toBeVisible();
    await expect.element(signInButton()).toBeVisible();
    expect(keptSignIn(bridge, browser.place)).toBeUndefined();
  });

  it("comes back over the editor when the repository refuses the sign-in, saying the owner's changes are kept, and forgets the token", async () => {
    const browser = fakeBrowser();
    await startDecapBridgeSignIn(bridge, browser.place);
    browser.comeBack({ state: browser.sentState(), code: fakeSignIn.code });
    const refusing = { ...memoryBackend().backend, read: () => Promise.reject(new SignInExpired()) };
    gate({ kind: "sign-in", backend: bridge, make: () => refusing }, browser.place, (backend) => createElement(Form, { backend }));
    await expect.element(page.getByText(words.signInExpired)).toBeVisible();
    await expect.element(signInButton()).toBeVisible();
    expect(keptSignIn(bridge, browser.place)).toBeUndefined();
    expect(saidOnScreen()).toEqual([]);
  });

  it("says when the owner came back from DecapBridge not signed in, and lets them try again", async () => {
    const browser = fakeBrowser();
    await startDecapBridgeSignIn(bridge, browser.place);
    browser.comeBack({ state: browser.sentState(), error: "access_denied" });
    gate({ kind: "sign-in", backend: bridge, make: () => memoryBackend().backend }, browser.place, () =>
      createElement("p", null, "the editor"),
    );
    await expect.element(page.getByText(words.signInRefused)).toBeVisible();
    await expect.element(signInButton()).toBeEnabled();
  });
});
