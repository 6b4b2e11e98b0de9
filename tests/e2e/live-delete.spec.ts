/**
 * A delete on the live site lists itself in Moved pages (ADR 0040), on a 390-px phone: the editor as
 * the live site serves it, signed in through DecapBridge (fakes at its real origins), publishing to
 * a GitHub repository in memory. Decap's delete is one commit; the editor's line in Moved pages the
 * next one, so the host's build after it sends the old address to the blog. When that second write
 * fails, the owner is told the post is gone and what to add by hand.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paths, postPath } from "#app/site/paths.ts";
import { DECAPBRIDGE } from "../../admin/next/editor-backend.ts";
import { fakeDecapBridge } from "./fake-decapbridge.ts";
import { FakeGitHubRepository } from "./fake-github-repository.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { root, serveEditorFor, siteId, watch } from "./live-editor.ts";

const MOVED_PAGES = "content/moved-pages.json";
const post = (slug: string) => `content/blog/${slug}.md`;

test("a post deleted on the live site: its address added to Moved pages by a commit after the delete's, and the owner told where its visitors go; or what to add by hand", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phoneViewport);
  // The repository: the site's content and a post nothing links to.
  const folder = mkdtempSync(join(tmpdir(), "live-delete-"));
  cpSync(join(root, "content"), join(folder, "content"), { recursive: true });
  // Any of the owner's posts as the template: the two made from it are the ones deleted.
  const template = readFileSync(
    join(
      folder,
      "content/blog",
      readdirSync(join(folder, "content/blog")).find((file) => file.endsWith(".md"))!,
    ),
    "utf8",
  );
  for (const slug of ["old-tips", "older-tips"])
    writeFileSync(
      join(folder, post(slug)),
      template
        .replace(/^breadcrumb: .*\n/m, "")
        .replace(/^title: .*$/m, `title: "${slug}"`)
        .replace(/^slug: .*$/m, `slug: ${slug}`),
    );
  const repository = new FakeGitHubRepository(folder, "content");
  const editor = await serveEditorFor({ name: "decapbridge", siteId, branch: "main" });
  try {
    const problems = await watch(page, context);
    await fakeDecapBridge(context, { siteId, repository });
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${editor.site}${paths.admin}`);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // Signed in once the collections show (Decap loads them from the repository: seconds on a busy machine).
    await expect(page.getByRole("link", { name: "Business and storm notice" })).toBeVisible({ timeout: 30_000 });
    const deleteEntry = async (slug: string) => {
      await page.goto("about:blank");
      await page.goto(`${editor.site}${paths.admin}#/collections/blog/entries/${slug}`);
      await page.getByRole("button", { name: "Delete entry" }).click();
    };
    await deleteEntry("old-tips");

    const notice = page.locator("#notice-moved-pages");
    await expect(notice).toContainText("Deleted. Its old address now sends visitors to the blog.", { timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath("live-post-deleted-390.png") });
    const lined = repository.head;
    expect(repository.changedBy(lined)).toEqual([MOVED_PAGES]);
    expect(JSON.parse(repository.fileAt(lined, MOVED_PAGES)!)).toMatchObject({ items: [{ address: postPath("old-tips") }] });
    // The delete's own commit just before it.
    const history = repository.answer("GET", "/commits", new URLSearchParams({ path: post("old-tips"), sha: "main" }), undefined).json as {
      sha: string;
    }[];
    expect(history[0]!.sha).toBe(lined.parents[0]);
    expect(repository.fileAt(lined, post("old-tips"))).toBeUndefined();
    expect(problems).toEqual([]);

    // The line's write refused (its new file, which Decap's delete does not send): the post is gone all the same, and the owner is told.
    await context.route(`${DECAPBRIDGE.gateway}/github/git/blobs`, (route) =>
      route.fulfill({ status: 502, headers: { "Access-Control-Allow-Origin": "*" }, json: {} }),
    );
    await deleteEntry("older-tips");
    await expect(notice.locator(".owner-notice-title")).toHaveText(
      "Deleted, but its old address does not send visitors to the blog yet: saving it to Moved pages did not work.",
      { timeout: 30_000 },
    );
    await expect(notice.locator(".owner-notice-text")).toHaveText(
      "Add it by hand: open Business and storm notice → Moved pages, add Old address /blog/older-tips, then publish.",
    );
    await page.screenshot({ path: test.info().outputPath("live-post-deleted-line-failed-390.png") });
    expect(repository.fileAt(repository.head, post("older-tips"))).toBeUndefined();
    expect(repository.fileAt(repository.head, MOVED_PAGES)).toBe(repository.fileAt(lined, MOVED_PAGES));
    expect(problems).toEqual([expect.stringContaining("502")]);
    expect(repository.unanswered, "calls the fake repository does not know").toEqual([]);
  } finally {
    editor.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
