/**
 * The owner's sign-in, played with a fake browser (address, history, storage) and a fake DecapBridge
 * answering as tests/e2e/fake-decapbridge.ts does (read from DecapBridge's source): the challenge per
 * RFC 7636, the round trip keeping the screen the owner was on, the state checked, the token kept
 * until it ends, signing out; and GitHub's window protocol as Decap's netlify-auth speaks it.
 */
import { describe, expect, it } from "vitest";
import { DECAPBRIDGE } from "./editor-backend.ts";
import { signInWithGitHub } from "./github-sign-in.ts";
import { codeChallenge, codeVerifier, finishDecapBridgeSignIn, signedInApi, startDecapBridgeSignIn } from "./sign-in.ts";
import { keptSignIn, signOut, type SignInPlace } from "./kept-sign-in.ts";
import { fakeBrowser, fakeSignIn } from "./fake-sign-in.ts";

const { siteId, admin, now, token } = fakeSignIn;
const bridge = { name: "decapbridge", siteId, branch: "main" } as const;

describe("the PKCE code verifier and challenge", () => {
  it("make RFC 7636's example challenge (appendix B) from its example verifier", async () => {
    expect(await codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", crypto)).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("are 128 unreserved characters, new each time", () => {
    const [one, two] = [codeVerifier(crypto), codeVerifier(crypto)];
    expect(one).toMatch(/^[A-Za-z0-9.-]{128}$/);
    expect(one).not.toBe(two);
  });
});

describe("signing in through DecapBridge", () => {
  it("sends the owner to the site's sign-in with a challenge, and back on the screen they left, signed in to the gateway with the token", async () => {
    const browser = fakeBrowser();
    await startDecapBridgeSignIn(bridge, browser.place);
    const signIn = new URL(browser.visited[0]!);
    expect(`${signIn.origin}${signIn.pathname}`).toBe(`${DECAPBRIDGE.auth}/sites/${siteId}/pkce`);
    const asked = Object.fromEntries(signIn.searchParams);
    expect(asked).toMatchObject({ response_type: "code", redirect_uri: admin, code_challenge_method: "S256", scope: "openid email" });
    const { nonce } = JSON.parse(asked.state!) as { nonce: string };
    expect(JSON.parse(asked.state!)).toEqual({ auth_type: "pkce", nonce: expect.any(String) });

    browser.comeBack({ state: asked.state!, code: "one-time-code" });
    const signedIn = await signedInApi(bridge, browser.place);
    expect(signedIn).toEqual({
      api: { root: `${DECAPBRIDGE.gateway}/github`, token, scheme: "Bearer", gateway: true },
      branch: "main",
      owner: { name: "Sam Green", email: "sam@canopytreecare.example" },
      until: now + 24 * 3600 * 1000,
    });
    // The code exchanged with the verifier whose challenge was sent, as Decap posts it.
    const exchange = new URLSearchParams(String(browser.requests[0]!.init?.body));
    expect(Object.fromEntries(exchange)).toMatchObject({ grant_type: "authorization_code", code: "one-time-code", redirect_uri: admin });
    expect(await codeChallenge(exchange.get("code_verifier")!, crypto)).toBe(asked.code_challenge);
    expect(browser.requests[1]).toMatchObject({
      url: `${DECAPBRIDGE.gateway}/settings`,
      init: { headers: { Authorization: `Bearer ${token}` } },
    });
    // The code off the address; the screen the owner was on back.
    expect(browser.address()).toBe(`${admin}#/entry/settings/content%2Fbusiness.json`);
    expect(nonce).toBeTruthy();
  });

  it("keeps the token on the device until it ends, then asks again; signing out forgets it", async () => {
    const browser = fakeBrowser();
    await startDecapBridgeSignIn(bridge, browser.place);
    browser.comeBack({ state: new URL(browser.visited[0]!).searchParams.get("state")!, code: "one-time-code" });
    await signedInApi(bridge, browser.place);

    // Another visit the same day: signed in, with no trip to DecapBridge.
    const later = { ...browser.place, now: () => now + 23 * 3600 * 1000 };
    expect(await signedInApi(bridge, later)).toMatchObject({ api: { token } });
    expect(keptSignIn({ ...bridge, siteId: "11111111-2222-3333-4444-555555555555" }, later)).toBeUndefined();
    // A day on, the token has ended: the owner is told to sign in again.
    const nextDay = { ...browser.place, now: () => now + 24 * 3600 * 1000 };
    expect(await signedInApi(bridge, nextDay)).toBe("expired");
    expect(await signedInApi(bridge, nextDay)).toBeUndefined();

    await startDecapBridgeSignIn(bridge, browser.place);
    browser.comeBack({ state: new URL(browser.visited[1]!).searchParams.get("state")!, code: "one-time-code" });
    expect(await signedInApi(bridge, browser.place)).toMatchObject({ api: { token } });
    signOut(browser.place);
    expect(await signedInApi(bridge, browser.place)).toBeUndefined();
  });

  it("takes the state back with its quotes escaped, as Decap does", async () => {
    const browser = fakeBrowser();
    await startDecapBridgeSignIn(bridge, browser.place);
    browser.comeBack({ state: browser.sentState().replaceAll('"', '\\"'), code: "one-time-code" });
    expect(await signedInApi(bridge, browser.place)).toMatchObject({ api: { token } });
  });

  it("refuses a return whose state is not the one this tab sent, and exchanges no code", async () => {
    const browser = fakeBrowser();
    await startDecapBridgeSignIn(bridge, browser.place);
    browser.comeBack({ state: JSON.stringify({ auth_type: "pkce", nonce: "someone-else's" }), code: "one-time-code" });
    expect(await signedInApi(bridge, browser.place)).toBe("refused");
    expect(browser.requests).toEqual([]);
    expect(browser.address()).toBe(`${admin}#/entry/settings/content%2Fbusiness.json`);
    expect(keptSignIn(bridge, browser.place)).toBeUndefined();
  });

  it("refuses a return with no sign-in started in this tab, a cancelled sign-in and a code DecapBridge does not take", async () => {
    const stranger = fakeBrowser(admin);
    stranger.comeBack({ state: JSON.stringify({ auth_type: "pkce", nonce: "n" }), code: "one-time-code" });
    expect(await finishDecapBridgeSignIn(bridge, stranger.place)).toBe("refused");

    const cancelled = fakeBrowser();
    await startDecapBridgeSignIn(bridge, cancelled.place);
    const state = new URL(cancelled.visited[0]!).searchParams.get("state")!;
    cancelled.comeBack({ state, error: "access_denied" });
    expect(await finishDecapBridgeSignIn(bridge, cancelled.place)).toBe("refused");

    const wrongCode = fakeBrowser();
    await startDecapBridgeSignIn(bridge, wrongCode.place);
    wrongCode.comeBack({ state: new URL(wrongCode.visited[0]!).searchParams.get("state")!, code: "used-already" });
    expect(await finishDecapBridgeSignIn(bridge, wrongCode.place)).toBe("refused");
    expect(keptSignIn(bridge, wrongCode.place)).toBeUndefined();
  });

  it("says the sign-in could not be reached without a connection, and a gateway with no GitHub repository behind it", async () => {
    const offline = fakeBrowser(admin, { offline: true });
    await startDecapBridgeSignIn(bridge, offline.place);
    offline.comeBack({ state: new URL(offline.visited[0]!).searchParams.get("state")!, code: "one-time-code" });
    expect(await signedInApi(bridge, offline.place)).toBe("unreachable");

    const gitlab = fakeBrowser(admin, { settings: { github_enabled: false, gitlab_enabled: true } });
    await startDecapBridgeSignIn(bridge, gitlab.place);
    gitlab.comeBack({ state: new URL(gitlab.visited[0]!).searchParams.get("state")!, code: "one-time-code" });
    expect(await signedInApi(bridge, gitlab.place)).toBe("no-repository");
    expect(keptSignIn(bridge, gitlab.place)).toBeUndefined();
  });
});

describe("signing in with GitHub through an OAuth helper", () => {
  const github = { name: "github", repo: "owner/site", branch: "main", authUrl: "https://oauth.example.workers.dev" } as const;

  it("opens the helper's window, answers its handshake, and takes the token it sends for GitHub's API", async () => {
    const browser = fakeBrowser(admin);
    const opened: string[] = [];
    const answered: string[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const hear = (event: MessageEvent) => listeners.forEach((listener) => listener(event));
    const place: SignInPlace = {
      ...browser.place,
      open: (url) => {
        opened.push(url);
        return { close: () => answered.push("closed"), postMessage: (message, origin) => answered.push(`${message} ${origin}`) };
      },
      listen: (listener) => {
        listeners.push(listener);
        return () => void listeners.splice(listeners.indexOf(listener), 1);
      },
    };
    const signingIn = signInWithGitHub(github, place);
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${github.authUrl}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ provider: "github", scope: "repo" });

    hear(new MessageEvent("message", { origin: "https://elsewhere.example", data: 'authorization:github:success:{"token":"stolen"}' }));
    hear(new MessageEvent("message", { origin: github.authUrl, data: "authorizing:github" }));
    hear(
      new MessageEvent("message", {
        origin: github.authUrl,
        data: 'authorization:github:success:{"token":"gho_owner","provider":"github"}',
      }),
    );
    expect(await signingIn).toMatchObject({
      api: { root: "https://api.github.com/repos/owner/site", token: "gho_owner", scheme: "token" },
    });
    expect(answered).toEqual([`authorizing:github ${github.authUrl}`, "closed"]);
    expect(keptSignIn(github, place)).toMatchObject({ api: { token: "gho_owner" }, branch: "main" });
  });
});
