/**
 * A blog post in the editor of the project's own, served by `npm run cms` on a copy of the site, on a
 * 390-px phone: its text changed with a button and published into its Markdown file (the rest of the
 * file as it was), then its address changed twice: the first address is remembered by the file's name,
 * the second goes to Moved pages in the same publish, through the local backend as the owner's phone uses it.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { postWords, words } from "../../admin/next/editor-words.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { EDITOR_NEXT_PATH } from "../../scripts/dev/editor-next-files.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";

test("a post's text and address are published from a phone into its file, its old address into Moved pages", async ({ browser }) => {
  test.setTimeout(120_000);
  const copy = copyOfSite("editor-next-posts");
  const name = "how-to-tell-if-a-tree-is-dying";
  const postFile = join(copy, "content", "blog", `${name}.md`);
  const movedFile = join(copy, "content", "moved-pages.json");
  const post = readFileSync(join(copy, "content", "blog", "arborists-vs-tree-loppers.md"), "utf8")
    .replace(/^slug: .*$/m, `slug: ${name}`)
    .replace(/^title: .*$/m, 'title: "How to Tell if a Tree Is Dying"');
  writeFileSync(postFile, post);
  const [port, backendPort] = [await freePort(), await freePort()];
  const cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
    stdio: "ignore",
  });
  try {
    const editor = `http://localhost:${port}${EDITOR_NEXT_PATH}`;
    await expect
      .poll(
        () =>
          fetch(editor).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
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
    await expect(page.getByText(words.published)).toBeVisible({ timeout: 15_000 });
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
    cms.kill();
    rmSync(copy, { recursive: true, force: true });
  }
});
