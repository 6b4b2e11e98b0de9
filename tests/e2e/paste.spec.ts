/**
 * Paste never loses work (issue 44), on a 390-px phone: HTML pasted into a post's text, as Word or a
 * web page puts it on the clipboard (a picture, a table, line breaks inside the text, a javascript:
 * link), leaves the editor standing with every word, each apart, and the post's other work kept.
 * The editor as the live site serves it (./live-editor.ts), a real paste from the browser's clipboard.
 */
import { paths } from "#app/site/paths.ts";
import { fakeDecapBridge } from "./fake-decapbridge.ts";
import { FakeGitHubRepository } from "./fake-github-repository.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { root, serveEditorFor, siteId, watch } from "./live-editor.ts";

const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
/** As Word writes it: a paragraph's text broken across lines, a table, a picture. */
const fromWord = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>',
  '<p class="MsoNormal">Some red\r\nwords</p>',
  '<p class="MsoNormal">and <a href="javascript:alert(1)">a javascript\r\nlink</a></p>',
  "<table><tr><td>cell 1</td><td>cell 2</td></tr></table>",
  `<p><img src="${PIXEL}" alt="">after the picture</p>`,
  "</body></html>",
].join("");

test("HTML pasted into a post, with a picture and a table, leaves the editor standing with every word apart", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phoneViewport);
  const editor = await serveEditorFor({ name: "decapbridge", siteId, branch: "main" });
  try {
    const problems = await watch(page, context);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: editor.site });
    await fakeDecapBridge(context, { siteId, repository: new FakeGitHubRepository(root, "content") });
    await page.goto(`${editor.site}${paths.admin}`);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("link", { name: "Business and storm notice" })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${editor.site}${paths.admin}#/collections/blog/entries/arborists-vs-tree-loppers`);
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await expect(title).not.toHaveValue("", { timeout: 30_000 });
    await title.fill("Unsaved work, kept");
    const text = page.getByRole("textbox", { name: "Post", exact: true });
    await text.click();
    await text.press("ControlOrMeta+End");
    await page.evaluate(
      (html) =>
        navigator.clipboard.write([
          new ClipboardItem({
            "text/html": new Blob([html], { type: "text/html" }),
            "text/plain": new Blob(["Some red words and a javascript link cell 1 cell 2 after the picture"], { type: "text/plain" }),
          }),
        ]),
      fromWord,
    );
    await text.press("ControlOrMeta+V");
    await expect(text).toContainText("Some red words");
    await expect(text).toContainText("and a javascript link");
    await expect(text).toContainText("cell 1 – cell 2");
    await expect(text).toContainText("after the picture");
    await expect(page.getByText("The pasted text is in; its pictures were left out.")).toBeVisible();
    await expect(page.getByText(/There's been an error/)).toHaveCount(0);
    await expect(title).toHaveValue("Unsaved work, kept");
    await page.screenshot({ path: test.info().outputPath("pasted-390.png") });
    expect(problems).toEqual([]);
  } finally {
    editor.close();
  }
});
