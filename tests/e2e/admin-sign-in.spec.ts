/**
 * Signing in to the editor on the live site (ADR 0030). The admin page as a build publishes it for
 * each backend the README names, opened in Chromium with that backend's services answered at their
 * real origins by fakes, so the page's own security policy is what is tested: the editor starts
 * with nothing blocked, shows the sign-in the owner is told to press, and sends them where that
 * backend signs people in. For DecapBridge the whole way is played: the sign-in's return, the token,
 * the gateway, the collections, and a published change arriving as a commit on the branch the host
 * builds. Nothing leaves this machine: any other address is refused and reported.
 */
import { paths } from "#app/site/paths.ts";
import { DECAPBRIDGE, GATEWAY_STATUS } from "../../admin/next/editor-backend.ts";
import { fakeDecapBridge, owner } from "./fake-decapbridge.ts";
import { FakeGitHubRepository } from "./fake-github-repository.ts";
import { expect, test } from "./fixtures.ts";
import { root, serveEditorFor, siteId, watch } from "./live-editor.ts";

test("with no backend chosen, the live /admin says in plain words that the editor is not connected, and starts no sign-in", async ({
  page,
  context,
}) => {
  const problems = await watch(page, context);
  const configRequests: string[] = [];
  page.on("request", (request) => request.url().endsWith("/admin/config.yml") && configRequests.push(request.url()));
  await page.goto(paths.admin);
  await expect(page.getByRole("heading", { level: 1, name: "The editor is not connected to the live site yet" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("you will get an email inviting you to sign in");
  await page.waitForLoadState("networkidle");
  expect(configRequests, "Decap never started").toEqual([]);
  await expect(page.getByRole("button", { name: /Login/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("DecapBridge: the owner presses Login, signs in at DecapBridge, comes back to the collections, and a published change is a commit by them on main", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const editor = await serveEditorFor({ name: "decapbridge", siteId, branch: "main" });
  try {
    const problems = await watch(page, context);
    await page.clock.install();
    const repository = new FakeGitHubRepository(root, "content");
    const bridge = await fakeDecapBridge(context, { siteId, repository });
    const adminPage = `${editor.site}${paths.admin}`;

    await page.goto(adminPage);
    const login = page.getByRole("button", { name: "Login", exact: true });
    await expect(login).toBeVisible();
    expect(problems, "the login screen").toEqual([]);

    await login.click();
    // The Login button opened DecapBridge's sign-in for this site, a PKCE request to come back here.
    await expect.poll(() => bridge.signInRequests.length).toBe(1);
    const signIn = bridge.signInRequests[0]!;
    expect(`${signIn.origin}${signIn.pathname}`).toBe(`${DECAPBRIDGE.auth}/sites/${siteId}/pkce`);
    expect(Object.fromEntries(signIn.searchParams)).toMatchObject({
      response_type: "code",
      redirect_uri: adminPage,
      code_challenge_method: "S256",
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(JSON.parse(signIn.searchParams.get("state")!)).toMatchObject({ auth_type: "pkce", nonce: expect.any(String) });

    // Back on /admin: the code is exchanged for a token, the gateway's checks pass, the collections show.
    const collections = page.getByRole("link", { name: "Business and storm notice" });
    // Decap lists every collection's files from the repository first: seconds on a busy machine.
    await expect(collections).toBeVisible({ timeout: 30_000 });
    expect(Object.fromEntries(bridge.tokenRequests[0]!)).toMatchObject({
      grant_type: "authorization_code",
      redirect_uri: adminPage,
      code_verifier: expect.stringMatching(/^[\w.-]{128}$/),
    });
    const picture = page.locator(`img[src^="${DECAPBRIDGE.auth}/assets/${owner.avatarId}"]`).first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    // A change, published as the owner does it.
    const before = JSON.parse(repository.fileAt(repository.head, "content/storm-notice.json")!);
    await page.getByRole("link", { name: "Storm notice", exact: true }).click();
    await page.getByRole("switch", { name: "Show the storm notice" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect.poll(() => repository.changedBy(repository.head)).toEqual(["content/storm-notice.json"]);
    expect(repository.head.author).toMatchObject({ name: `${owner.first_name} ${owner.last_name}`, email: owner.email });
    expect(JSON.parse(repository.fileAt(repository.head, "content/storm-notice.json")!)).toEqual({ ...before, show: !before.show });

    // Five minutes on, the collections' page checks the gateway's status: it reads the file published beside it.
    await page.getByRole("link", { name: /Back to Business and storm notice/ }).click();
    const statusAnswers: number[] = [];
    page.on("response", (response) => response.url().endsWith(GATEWAY_STATUS.path) && statusAnswers.push(response.status()));
    await page.clock.fastForward("05:01");
    await expect.poll(() => statusAnswers.length + problems.length, "the status check, or what stopped it").toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(statusAnswers).toEqual([200]);

    expect(bridge.unauthorised, "every gateway call carried the owner's token").toEqual([]);
    expect(repository.unanswered, "calls the fake repository does not know").toEqual([]);
  } finally {
    editor.close();
  }
});

test("GitHub: the editor offers Login with GitHub, which opens the OAuth helper named at build", async ({ page, context }) => {
  const helper = "https://oauth.example.workers.dev";
  const editor = await serveEditorFor({ name: "github", repo: "owner/site", branch: "main", authUrl: helper });
  try {
    const problems = await watch(page, context);
    await context.route(`${helper}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<p>GitHub sign-in</p>" }));
    await page.goto(`${editor.site}${paths.admin}`);
    const login = page.getByRole("button", { name: "Login with GitHub" });
    await expect(login).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent("popup"), login.click()]);
    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${helper}/auth`);
    expect(Object.fromEntries(opened.searchParams)).toMatchObject({ provider: "github", scope: "repo" });
    expect(problems).toEqual([]);
  } finally {
    editor.close();
  }
});
