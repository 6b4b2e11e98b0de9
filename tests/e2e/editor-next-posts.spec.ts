/**
 * A blog post in the editor of the project's own, served by `npm run cms` on a copy of the site, on a
 * 390-px phone: its text changed with a button and published into its Markdown file (the rest of the
 * file as it was), then its address changed twice: the first address is remembered by the file's name,
 * the second goes to Moved pages in the same publish, through the local backend as the owner's phone uses it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { words } from "../../admin/next/editor-words.ts";
import { postWords } from "../../admin/next/post-words.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { publishNotice, servedCms } from "./served-cms.ts";

test("a post's text and address are published from a phone into its file, its old address into Moved pages", async ({ browser }) => {
  test.setTimeout(120_000);
  const name = "how-to-tell-if-a-tree-is-dying";
  let post = "";
  const { copy, editor, stop } = await servedCms("editor-next-posts", (folder) => {
    post = readFileSync(join(folder, "content", "blog", "arborists-vs-tree-loppers.md"), "utf8")
      .replace(/^slug: .*$/m, `slug: ${name}`)
      .replace(/^title: .*$/m, 'title: "How to Tell if a Tree Is Dying"');
    writeFileSync(join(folder, "content", "blog", `${name}.md`), post);
  });
  const postFile = join(copy, "content", "blog", `${name}.md`);
  const movedFile = join(copy, "content", "moved-pages.json");
  try {
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${editor}#/list/blog`);
    await page.getByRole("link", { name: "How to Tell if a Tree Is Dying" }).tap();
    const text = page.getByLabel("Post", { exact: true });
    await expect(text).toHaveValue(/^## What an arborist is/);
    // The first line made a subheading with the button, where the cursor is.
    await text.tap();
    await text.press("Control+Home");
    await page.getByRole("button", { name: postWords.subheading, exact: true }).tap();
    await expect(text).toHaveValue(/^### What an arborist is/);
    const publish = page.getByRole("button", { name: words.publish, exact: true });
    await publish.tap();
    await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 15_000 });
    expect(readFileSync(postFile, "utf8")).toBe(post.replace("\n## What an arborist is", "\n### What an arborist is"));

    const address = page.getByLabel(postWords.addressLabel, { exact: true });
    await address.fill("tree-dying-signs");
    await expect(page.getByText("/blog/tree-dying-signs", { exact: true })).toBeVisible();
    await publish.tap();
    await expect(page.getByText(postWords.oldAddressSendsOn(`/blog/${name}`, "/blog/tree-dying-signs"))).toBeVisible({ timeout: 15_000 });
    const movedBefore = readFileSync(movedFile, "utf8");

    await address.fill("is-my-tree-dying");
    await publish.tap();
    await expect(page.getByText(postWords.oldAddressSendsOn("/blog/tree-dying-signs", "/blog/is-my-tree-dying"))).toBeVisible({
      timeout: 15_000,
    });
    expect(readFileSync(postFile, "utf8")).toContain("\nslug: is-my-tree-dying\n");
    const moved = JSON.parse(readFileSync(movedFile, "utf8")) as { items: unknown[] };
    expect(moved.items).toEqual([
      ...(JSON.parse(movedBefore) as { items: unknown[] }).items,
      { address: "/blog/tree-dying-signs", link: "/blog/is-my-tree-dying" },
    ]);
  } finally {
    await stop();
  }
});
