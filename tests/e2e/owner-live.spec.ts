/**
 * The owner's editor on the live site, on a 390-px phone: the built site with its editor's page
 * written for DecapBridge (./live-editor.ts), DecapBridge's sign-in and Git Gateway answered at their
 * real origins by fakes (./fake-decapbridge.ts) in front of a GitHub repository in memory
 * (./fake-github-repository.ts), so the page's own security policy is what is tested. A stand-in host
 * builds each new commit a few seconds after it lands and serves its build information
 * (/build-info.json), except the build it is told to fail.
 *
 * The owner signs in at DecapBridge and publishes: one commit in their name on the branch the host
 * builds, then "Publishing on the host…", "Live after N s" with a link to the page, and, when the
 * host's build fails, "Not live yet" past the bound the build states, naming the host. A publish over
 * a change made on GitHub since the page was opened (another owner, another device) writes nothing
 * over it: the owner chooses which to keep. A post deleted is one commit that also adds its address
 * to Moved pages, the owner told where its visitors go; a delete the gateway refuses writes nothing.
 * On each of those screens, no control under 44 px and none of the developer's words; nothing blocked
 * by the page's policy; nothing leaves the machine. What the watch says in each case is shown in
 * detail at a lower level (admin/next/live-outcome.browser.test.ts, admin/editor/publish-watch.test.ts),
 * and the backend's refusals in tests/editor-next-github-backend.test.ts: here, the whole way through
 * the served page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import { paths, postPath } from "#app/site/paths.ts";
import type { BuildInfo } from "#app/site/build-info.ts";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { DECAPBRIDGE } from "../../admin/next/editor-backend.ts";
import { MODEL_PATH, type EditorModel } from "../../admin/next/editor-model.ts";
import { words } from "../../admin/next/editor-words.ts";
import { fakeDecapBridge, owner } from "./fake-decapbridge.ts";
import { FakeGitHubRepository } from "./fake-github-repository.ts";
import { expect, phoneViewport, test, type Browser, type Page } from "./fixtures.ts";
import { root, serveEditorFor, siteId, watch } from "./live-editor.ts";
import { smallControls } from "./thumb-width.ts";

/** How long the stand-in host takes to build and publish a commit. */
const HOST_BUILD_MS = 2_000;
/** The bound the build states, shortened for the test (the owner's guide says 10 minutes). */
const BOUND_SECONDS = 10;
/** The host the stand-in plays, as its build information names it. */
const standInHostName = { name: "Netlify", buildsAt: "your site → Deploys, in Netlify" };
const STORM_NOTICE = "content/storm-notice.json";
const MOVED_PAGES = "content/moved-pages.json";
/** Posts nothing links to, in the repository and in the index the build published (the site's own posts are linked to by its code). */
const UNLINKED_POSTS = ["old-tips", "older-tips"];
const postFile = (slug: string) => `content/blog/${slug}.md`;

/**
 * The stand-in host: serves what the last commit it built was made from (`host.built`); builds each
 * new commit after HOST_BUILD_MS, one after another as pushed, unless told to fail it.
 */
async function standInHost(context: BrowserContext, site: string, repository: FakeGitHubRepository) {
  let built = repository.head;
  let seen = repository.head.sha;
  const host = {
    failNext: false,
    builds: 0,
    get built() {
      return built.sha;
    },
  };
  const timer = setInterval(() => {
    const head = repository.head;
    if (head.sha === seen) return;
    seen = head.sha;
    if (host.failNext) return void (host.failNext = false); // the host's build failed: the last good site stays
    setTimeout(() => {
      built = head;
      host.builds += 1;
    }, HOST_BUILD_MS);
  }, 100);
  await context.route(`${site}/build-info.json`, (route) =>
    route.fulfill({
      json: { commit: built.sha, content: repository.blobIds(built), host: standInHostName, photosNotCommitted: [] } satisfies BuildInfo,
    }),
  );
  await context.route(`${site}${paths.admin}/build-status.json`, (route) =>
    route.fulfill({ json: { state: "hosted", liveWithinSeconds: BOUND_SECONDS } }),
  );
  return { host, stop: () => clearInterval(timer) };
}

/** A phone's browser, watched (./live-editor.ts), with DecapBridge and the host answered by fakes over `repository`. */
async function ownerOnPhone(browser: Browser, site: string, repository: FakeGitHubRepository) {
  const context = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems = await watch(page, context);
  const bridge = await fakeDecapBridge(context, { siteId, repository });
  const { host, stop } = await standInHost(context, site, repository);
  return {
    context,
    page,
    problems,
    bridge,
    host,
    close: async () => {
      stop();
      await context.close();
    },
  };
}

/** Signs in from /admin and opens the storm notice's form, as the owner taps through. */
async function signInToStormNotice(page: Page, site: string) {
  await page.goto(`${site}${paths.admin}`);
  await page.getByRole("button", { name: words.signIn, exact: true }).tap();
  await expect(page.getByRole("heading", { name: words.allSections })).toBeVisible();
  await page.getByRole("link", { name: /^Business and storm notice/ }).tap();
  await page.getByRole("link", { name: "Storm notice", exact: true }).tap();
  await expect(page.getByRole("switch", { name: "Show the storm notice" })).toBeVisible();
}

/** Another owner's publish (another device) landing on GitHub's branch: `path` changed by `change`. */
function anotherOwnerPublishes(repository: FakeGitHubRepository, path: string, change: (text: string) => string) {
  const api = (method: string, route: string, body: unknown) =>
    repository.answer(method, route, new URLSearchParams(), body).json as { sha: string };
  const blob = api("POST", "/git/blobs", { content: change(repository.fileAt(repository.head, path)!), encoding: "utf-8" });
  const tree = api("POST", "/git/trees", { base_tree: repository.head.tree, tree: [{ path, sha: blob.sha }] });
  const commit = api("POST", "/git/commits", { tree: tree.sha, parents: [repository.head.sha], message: `Update ${path}` });
  api("PATCH", `/git/refs/heads/${repository.branch}`, { sha: commit.sha });
}

/** The storm notice's file with another message. */
const theirMessage = (message: string) => (text: string) => `${JSON.stringify({ ...JSON.parse(text), message }, null, 2)}\n`;

test.describe.configure({ mode: "serial" });

/** One served site for the file's tests: each test has its own phone (context) and repository. */
let editor: Awaited<ReturnType<typeof serveEditorFor>>;
test.beforeAll(async () => {
  editor = await serveEditorFor({ name: "decapbridge", siteId, branch: "main" });
  // As a build made from a repository holding the unlinked posts lists them.
  const modelFile = join(editor.folder, MODEL_PATH.slice(1));
  const model = JSON.parse(readFileSync(modelFile, "utf8")) as EditorModel;
  model.index.entries.posts.push(...UNLINKED_POSTS.map((slug) => ({ path: postFile(slug), slug, name: slug })));
  writeFileSync(modelFile, JSON.stringify(model));
});
test.afterAll(() => editor?.close());

test("signed in through DecapBridge, the owner publishes: a commit in their name on main through the gateway; publishing on the host, then live after N s with the page's link; a failed host build: not live yet, the host named", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const repository = new FakeGitHubRepository(root, "content");
  const phone = await ownerOnPhone(browser, editor.site, repository);
  const { page, host } = phone;
  try {
    const before = repository.fileAt(repository.head, STORM_NOTICE)!;
    await signInToStormNotice(page, editor.site);
    expect(phone.bridge.signInRequests).toHaveLength(1);

    const showSwitch = page.getByRole("switch", { name: "Show the storm notice" });
    const publish = async () => {
      const head = repository.head.sha;
      await showSwitch.tap();
      await page.getByRole("button", { name: words.publish, exact: true }).tap();
      const pressed = Date.now();
      await expect.poll(() => repository.head.sha, { timeout: 15_000 }).not.toBe(head);
      return { pressed, commit: repository.head.sha };
    };

    const first = await publish();
    // One notice for the publish, the host's (below): the form says nothing of its own.
    await expect(page.getByText(words.published)).not.toBeVisible();
    // One commit on the branch the host builds, in the owner's name, changing one line of one file.
    expect(repository.changedBy(repository.head)).toEqual([STORM_NOTICE]);
    expect(repository.head.author).toMatchObject({ name: `${owner.first_name} ${owner.last_name}`, email: owner.email });
    expect(repository.fileAt(repository.head, STORM_NOTICE)).toBe(before.replace('"show": false', '"show": true'));

    await expect(page.getByText("Publishing on the host…")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("Your change is saved. The host is rebuilding the site with it")).toBeVisible();
    const live = page.getByText(/^Live after (\d+) s: your change is on the site\.$/);
    await expect(live).toBeVisible({ timeout: 15_000 });
    expect(host.built, "live once the site is built from the publish").toBe(first.commit);
    const seconds = Number(/(\d+) s/.exec((await live.textContent()) ?? "")![1]);
    // Not before the host had built it, and as soon as it had (it is asked every 3 s).
    expect(seconds).toBeGreaterThanOrEqual(HOST_BUILD_MS / 1000);
    expect(seconds).toBeLessThanOrEqual(Math.ceil((Date.now() - first.pressed) / 1000));
    await expect(page.getByRole("link", { name: "View the page" })).toHaveAttribute("href", paths.home);
    expect([...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())]).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("live-after-390.png") });

    // The host's next build fails: past the bound the build states, not live yet, the host and where its builds are listed named.
    host.failNext = true;
    await publish();
    const notYet = page.getByText(`Not live yet: your change is saved, but the site does not show it after ${BOUND_SECONDS} seconds.`);
    await expect(notYet).toBeVisible({ timeout: BOUND_SECONDS * 1000 + 10_000 });
    const said = await page.locator("body").innerText();
    expect(said).toContain("Netlify has not rebuilt the site with it yet: it may be waiting its turn in the queue");
    expect(said).toContain("Which one: see your site → Deploys, in Netlify.");
    expect(said).toContain("Or call your web developer");
    expect([...(await smallControls(page)), ...developerWordsIn(said)]).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("not-live-yet-390.png") });
    expect(host.builds).toBe(1);

    expect(phone.bridge.unauthorised, "every gateway call carried the owner's token").toEqual([]);
    expect(repository.unanswered, "calls the fake repository does not know").toEqual([]);
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.close();
  }
});

test("a publish over a change made on GitHub since the page was opened (another owner, another device) writes nothing over it: the owner chooses which to keep; another publish landing as the commit is made is kept too", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const repository = new FakeGitHubRepository(root, "content");
  const phone = await ownerOnPhone(browser, editor.site, repository);
  const { page } = phone;
  try {
    await signInToStormNotice(page, editor.site);
    const message = page.getByLabel("Message", { exact: true });
    const theirs = "Storm crews are out across Noosa today: call {phone}.";
    const mine = "Storm crews are out across Coolum today: call {phone}.";
    anotherOwnerPublishes(repository, STORM_NOTICE, theirMessage(theirs));
    const committed = repository.head.sha;

    await message.fill(mine);
    await page.getByRole("button", { name: words.publish, exact: true }).tap();
    await expect(page.getByText(words.bothChanged)).toBeVisible({ timeout: 15_000 });
    // The question beside the field, with both values (named in the notice at the top).
    const answer = (which: string, value: string) => page.getByRole("button", { name: `${which}: ${value}`, exact: true });
    await expect(page.getByRole("region", { name: words.chooseWhich })).toContainText("Message");
    await expect(answer(words.keepYours, mine)).toBeVisible();
    await expect(answer(words.keepPublished, theirs)).toBeVisible();
    expect([...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())]).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("live-both-changed-390.png") });
    expect(repository.head.sha, "nothing committed over their change").toBe(committed);

    // Theirs kept; then, as the editor makes its commit, another owner publishes the business facts:
    // GitHub moves the branch only forward, the editor tries again on the new head, and both are kept.
    await answer(words.keepPublished, theirs).tap();
    await expect(message).toHaveValue(theirs);
    await page.getByRole("switch", { name: "Show the storm notice" }).tap();
    let landed = false;
    await page.route(
      (url) => url.origin === DECAPBRIDGE.gateway && url.pathname.endsWith("/git/commits"),
      (route) => {
        if (!landed) anotherOwnerPublishes(repository, "content/business.json", (text) => text.replace(/\n$/, "\n\n"));
        landed = true;
        return route.fallback();
      },
    );
    const business = repository.fileAt(repository.head, "content/business.json");
    await page.getByRole("button", { name: words.publish, exact: true }).tap();
    await expect(page.getByText(/^(Publishing on the host…|Live after \d+ s: your change is on the site\.)$/)).toBeVisible({
      timeout: 15_000,
    });
    expect(landed).toBe(true);
    expect(JSON.parse(repository.fileAt(repository.head, STORM_NOTICE)!)).toMatchObject({ message: theirs, show: true });
    expect(repository.fileAt(repository.head, "content/business.json"), "the other publish kept").toBe(business?.replace(/\n$/, "\n\n"));
    expect(repository.unanswered, "calls the fake repository does not know").toEqual([]);
    // Only the browser's log of GitHub refusing to move the branch (not a fast forward), which the editor answers by trying again.
    expect(phone.problems).toEqual([expect.stringMatching(/status of 422 .*\/git\/refs\/heads\/main$/)]);
  } finally {
    await phone.close();
  }
});

test("a post deleted on the live site: one commit in the owner's name that removes it and adds its address to Moved pages, the owner told where its visitors go; a write the gateway refuses deletes nothing", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // The repository: the site's content and the posts nothing links to, made from one of the owner's.
  const folder = mkdtempSync(join(tmpdir(), "owner-live-delete-"));
  cpSync(join(root, "content"), join(folder, "content"), { recursive: true });
  const template = readFileSync(join(folder, "content/blog/arborists-vs-tree-loppers.md"), "utf8");
  for (const slug of UNLINKED_POSTS)
    writeFileSync(
      join(folder, postFile(slug)),
      template
        .replace(/^breadcrumb: .*\n/m, "")
        .replace(/^title: .*$/m, `title: "${slug}"`)
        .replace(/^slug: .*$/m, `slug: ${slug}`),
    );
  const repository = new FakeGitHubRepository(folder, "content");
  const phone = await ownerOnPhone(browser, editor.site, repository);
  const { page } = phone;
  try {
    const deletePost = async (slug: string) => {
      await page.goto(`${editor.site}${paths.admin}#/entry/blog/${encodeURIComponent(postFile(slug))}`);
      await page.getByRole("button", { name: words.delete, exact: true }).tap();
      await expect(page.getByRole("heading", { name: words.deleteQuestion("Blog post", slug) })).toBeVisible();
      await page.getByRole("button", { name: words.deleteIt }).tap();
    };
    await page.goto(`${editor.site}${paths.admin}`);
    await page.getByRole("button", { name: words.signIn, exact: true }).tap();
    await expect(page.getByRole("heading", { name: words.allSections })).toBeVisible();
    const before = repository.head.sha;
    await deletePost("old-tips");
    await expect(page.getByText("Deleted. Its old address now sends visitors to the blog.")).toBeVisible({ timeout: 15_000 });
    expect([...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())]).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("live-post-deleted-390.png") });
    // One commit: the post gone and its address in Moved pages, so the host's next build sends it to the blog.
    const deleted = repository.head;
    expect(deleted.parents).toEqual([before]);
    expect(repository.changedBy(deleted)).toEqual([postFile("old-tips"), MOVED_PAGES].toSorted());
    expect(repository.fileAt(deleted, postFile("old-tips"))).toBeUndefined();
    expect(JSON.parse(repository.fileAt(deleted, MOVED_PAGES)!)).toMatchObject({ items: [{ address: postPath("old-tips") }] });
    expect(deleted.author).toMatchObject({ name: `${owner.first_name} ${owner.last_name}`, email: owner.email });
    expect(phone.problems).toEqual([]);

    // The gateway refuses the new Moved pages file: nothing is deleted (one publish, all or nothing), and the owner is
    // told it was an error answer, not a lost connection.
    await phone.context.route(`${DECAPBRIDGE.gateway}/github/git/blobs`, (route) =>
      route.fulfill({ status: 502, headers: { "Access-Control-Allow-Origin": "*" }, json: {} }),
    );
    await deletePost("older-tips");
    await expect(page.getByText(words.notDeletedUnexpectedAnswer)).toBeVisible({ timeout: 15_000 });
    expect(repository.head.sha, "nothing written").toBe(deleted.sha);
    expect(repository.fileAt(repository.head, postFile("older-tips"))).toBeDefined();
    expect(phone.problems).toEqual([expect.stringContaining("502")]);
    expect(repository.unanswered, "calls the fake repository does not know").toEqual([]);
  } finally {
    await phone.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
