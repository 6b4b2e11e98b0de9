/**
 * Signing in to the own editor as the live site serves it at /admin (admin/next/README.md): the built
 * site with the editor's page written for a backend (./live-editor.ts: its meta, its policy's origins,
 * no local backend), the backend's services answered at their real origins by fakes.
 * DecapBridge (./fake-decapbridge.ts, read from its source): on a 390-px phone the owner opens a
 * bookmarked screen, presses Sign in, signs in at DecapBridge, and is back on that screen signed in,
 * the gateway called with their token; a reload keeps them signed in; Sign out asks again. GitHub: the
 * OAuth helper's window hands the token back by message. No backend: "not connected", no sign-in. No
 * control under 44 px and none of the developer's words on any screen; nothing blocked by the page's
 * policy; nothing leaves the machine.
 */
import { paths } from "#app/site/paths.ts";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { words } from "../../admin/next/editor-words.ts";
import { DECAPBRIDGE } from "../../admin/next/editor-backend.ts";
import { fakeDecapBridge } from "./fake-decapbridge.ts";
import { FakeGitHubRepository } from "./fake-github-repository.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { root, serveEditorFor, siteId, watch } from "./live-editor.ts";
import { smallControls } from "./thumb-width.ts";
import { onPhone } from "./served-cms.ts";

test("DecapBridge: the owner presses Sign in on a phone and is back on the screen they opened, signed in, the gateway called with their token", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const editor = await serveEditorFor({ name: "decapbridge", siteId, branch: "main" });
  const context = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const problems = await watch(page, context);
    const bridge = await fakeDecapBridge(context, { siteId, repository: new FakeGitHubRepository(root, "content") });
    const gatewayCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(DECAPBRIDGE.gateway)) gatewayCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const found: Record<string, string[]> = {};
    const look = async (screen: string) => {
      found[screen] = [...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())];
    };
    const adminPage = `${editor.site}${paths.admin}`;

    await page.goto(`${adminPage}#/list/settings`);
    const signIn = page.getByRole("button", { name: words.signIn, exact: true });
    await expect(signIn).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Canopy Tree Care")).toBeVisible();
    await expect(page.getByText(words.signInNext)).toBeVisible();
    await look("sign in");
    await page.screenshot({ path: test.info().outputPath("sign-in.png") });

    await signIn.tap();
    await expect.poll(() => bridge.signInRequests.length).toBe(1);
    expect(Object.fromEntries(bridge.signInRequests[0]!.searchParams)).toMatchObject({
      response_type: "code",
      redirect_uri: adminPage,
      code_challenge_method: "S256",
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    // Back from DecapBridge on the screen the owner opened, signed in.
    await expect(page.getByRole("heading", { name: "Business and storm notice" })).toBeVisible();
    expect(new URL(page.url()).hash).toBe("#/list/settings");
    expect(new URL(page.url()).search).toBe("");
    expect(Object.fromEntries(bridge.tokenRequests[0]!)).toMatchObject({
      grant_type: "authorization_code",
      redirect_uri: adminPage,
      code_verifier: expect.stringMatching(/^[\w.-]{128}$/),
    });
    expect(gatewayCalls).toEqual(["GET /settings"]);
    await look("signed in");

    // Another visit: still signed in, with no trip to DecapBridge.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Business and storm notice" })).toBeVisible();
    expect(bridge.signInRequests).toHaveLength(1);

    await page.getByRole("button", { name: words.signOut }).tap();
    await expect(page.getByText(onPhone(words.signedOut))).toBeVisible();
    await expect(signIn).toBeVisible();
    await look("signed out");
    await page.screenshot({ path: test.info().outputPath("signed-out.png") });

    expect(bridge.unauthorised, "every gateway call carried the owner's token").toEqual([]);
    expect(found).toEqual({ "sign in": [], "signed in": [], "signed out": [] });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    editor.close();
  }
});

test("no backend chosen at build: the editor says in plain words that it is not connected, and offers no sign-in", async ({ browser }) => {
  const editor = await serveEditorFor({ name: "local" });
  const context = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const problems = await watch(page, context);
    await page.goto(`${editor.site}${paths.admin}`);
    await expect(page.getByRole("heading", { level: 1, name: words.notConnected })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(words.notConnectedWhy)).toBeVisible();
    await expect(page.getByRole("button")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("not-connected.png") });
    expect([...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())]).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    editor.close();
  }
});

test("GitHub: Sign in opens the OAuth helper's window, which hands the token back by message, and the editor opens signed in", async ({
  browser,
}) => {
  const helper = "https://oauth.example.workers.dev";
  const editor = await serveEditorFor({ name: "github", repo: "owner/site", branch: "main", authUrl: helper });
  const context = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const problems = await watch(page, context);
    // The helper's page after GitHub said yes, as decap-proxy and Netlify's own answer: the handshake, then the token.
    await context.route(`${helper}/auth?**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<script>
          addEventListener("message", (event) => {
            if (event.data === "authorizing:github")
              opener.postMessage('authorization:github:success:{"token":"gho_owner","provider":"github"}', event.origin);
          });
          opener.postMessage("authorizing:github", "*");
        </script>`,
      }),
    );
    await page.goto(`${editor.site}${paths.admin}`);
    await expect(page.getByText(words.signInNextGitHub)).toBeVisible({ timeout: 20_000 });
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: words.signIn, exact: true }).tap()]);
    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${helper}/auth`);
    expect(Object.fromEntries(opened.searchParams)).toMatchObject({ provider: "github", scope: "repo" });
    await expect(page.getByRole("heading", { name: words.allSections })).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("editor-sign-in"))).toContain('"token":"gho_owner"');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    editor.close();
  }
});
