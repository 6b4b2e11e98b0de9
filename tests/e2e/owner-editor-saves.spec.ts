/**
 * Nothing the owner typed is lost or put over another's change, in the editor of the project's own
 * served by one `npm run cms` on a copy of the site, on a 390-px phone (the file's side; the site the
 * visitor sees is owner-editor.spec.ts's): two tabs publishing the same field, or the file changed on
 * disk, ask which to keep with both values; a change landing between the editor's check and its write
 * is not overwritten; HTML pasted from Word into a post keeps every word and the post's other work;
 * a file broken by hand leaves the last good site up, its failed build names the page and field as the
 * editor does, and the endpoint behind the editor's Put back restores it as last published, asked by
 * the editor's own page only.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_STATUS_PATH, RESTORE_PATH, type BuildStatus } from "../../admin/editor/build-status.ts";
import { paths } from "#app/site/paths.ts";
import { words } from "../../admin/next/editor-words.ts";
import { postWords } from "../../admin/next/post-words.ts";
import { EDITOR_KEY_HEADER, LOCAL_ROUTES } from "../../admin/next/local-backend-protocol.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { aPhone, ownEditorSteps } from "./own-editor-steps.ts";
import { servedCms } from "./served-cms.ts";

test.describe.configure({ mode: "serial" });

let served: Awaited<ReturnType<typeof servedCms>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  served = await servedCms("owner-editor-saves");
});
test.afterAll(async () => await served?.stop());

const businessFile = () => join(served.copy, "content", "business.json");
const facts = () => JSON.parse(readFileSync(businessFile(), "utf8")) as { phone: string };

/** The question where the owner's change and one published since meet, beside the field: one of its two answers, with its value. */
const answer = (page: Page, which: string, value: string) => page.getByRole("button", { name: `${which}: ${value}`, exact: true });

test("two tabs: a publish over the same field changed in another tab, or on disk, asks which to keep with both values, and publishes the one kept", async ({
  browser,
}) => {
  const { phone, page } = await aPhone(browser);
  const owner = ownEditorSteps(page, served.editor);
  await owner.openForm("settings", "business.json");
  // A second tab opens the same form and publishes a new phone.
  const tab = await phone.newPage();
  const other = ownEditorSteps(tab, served.editor);
  await other.openForm("settings", "business.json");
  await other.retype("Phone number", "0499 444 502");
  await other.publish();
  await tab.close();
  expect(facts().phone).toBe("0499 444 502");

  // The first tab, opened before that, would put its own phone over it: not published, both values shown.
  await owner.retype("Phone number", "0499 444 501");
  await owner.pressPublish();
  await expect(page.getByText(words.bothChanged)).toBeVisible({ timeout: 15_000 });
  const mine = answer(page, words.keepYours, "0499 444 501");
  await expect(mine).toBeVisible();
  await expect(answer(page, words.keepPublished, "0499 444 502")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("two-tabs-question-390.png") });
  expect(facts().phone).toBe("0499 444 502");
  await mine.tap();
  await expect(page.getByText(words.chosen)).toBeVisible();
  await owner.publish();
  expect(facts().phone).toBe("0499 444 501");

  // The file changed on disk while the form is open: the same question; the owner keeps the published one.
  writeFileSync(businessFile(), readFileSync(businessFile(), "utf8").replace('"0499 444 501"', '"0499 444 503"'));
  await owner.retype("Phone number", "0499 444 504");
  await owner.pressPublish();
  await answer(page, words.keepPublished, "0499 444 503").tap();
  await expect(page.getByLabel("Phone number", { exact: true })).toHaveValue("0499 444 503");
  expect(facts().phone).toBe("0499 444 503");
  await phone.close();
});

test("a change landing between the editor's check and its write is not overwritten: the write is refused, and both values shown", async ({
  browser,
}) => {
  const { phone, page } = await aPhone(browser);
  const owner = ownEditorSteps(page, served.editor);
  await owner.openForm("settings", "business.json");
  await owner.retype("Phone number", "0499 555 601");
  // Another save lands after the editor's content check passed, as its write is on its way to the backend.
  const landed = readFileSync(businessFile(), "utf8").replace(/"phone": "[^"]*"/, '"phone": "0499 555 602"');
  await page.route(`${served.backendUrl}${LOCAL_ROUTES.publish}`, async (route) => {
    if (route.request().method() === "POST") writeFileSync(businessFile(), landed);
    await route.continue();
  });
  await owner.pressPublish();
  await expect(page.getByText(words.bothChanged)).toBeVisible({ timeout: 15_000 });
  await expect(answer(page, words.keepYours, "0499 555 601")).toBeVisible();
  await expect(answer(page, words.keepPublished, "0499 555 602")).toBeVisible();
  expect(readFileSync(businessFile(), "utf8")).toBe(landed);
  await phone.close();
});

/** As Word puts a paragraph on the clipboard: its text broken across lines, a javascript: link, a table, a picture. */
const fromWord = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>',
  '<p class="MsoNormal">Some red\r\nwords</p>',
  '<p class="MsoNormal">and <a href="javascript:alert(1)">a javascript\r\nlink</a></p>',
  "<table><tr><td>cell 1</td><td>cell 2</td></tr></table>",
  '<p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="">after the picture</p>',
  "</body></html>",
].join("");

test("HTML pasted from Word into a post from the phone's clipboard: every word in, each apart, its picture left out and said, the post's other work kept", async ({
  browser,
}) => {
  const { phone, page } = await aPhone(browser);
  await phone.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(served.editor).origin });
  await ownEditorSteps(page, served.editor).openForm("blog", "blog/arborists-vs-tree-loppers.md");
  const title = page.getByLabel("Title", { exact: true });
  await title.fill("Unsaved work, kept");
  const text = page.getByLabel("Post", { exact: true });
  await expect(text).not.toHaveValue("");
  await text.tap();
  await text.press("ControlOrMeta+End");
  await page.evaluate(
    (copied) =>
      navigator.clipboard.write([
        new ClipboardItem({
          "text/html": new Blob([copied], { type: "text/html" }),
          "text/plain": new Blob(["Some red words and a javascript link cell 1 cell 2 after the picture"], { type: "text/plain" }),
        }),
      ]),
    fromWord,
  );
  await text.press("ControlOrMeta+V");
  for (const said of ["Some red words", "a javascript link", "cell 1 – cell 2", "after the picture"])
    await expect(text).toHaveValue(new RegExp(said));
  await expect(page.getByText(postWords.pastedWithoutPictures)).toBeVisible();
  await expect(title).toHaveValue("Unsaved work, kept");
  await page.screenshot({ path: test.info().outputPath("pasted-390.png") });
  await phone.close();
});

/** The key the editor's page holds, which its writes carry (scripts/dev/editor-key.ts). */
const editorKey = async () => /<meta name="local-backend-key" content="([^"]+)"/.exec(await (await fetch(served.editor)).text())?.[1] ?? "";

/** A request to put `file` back as last published, from a page of `origin` (the editor's own unless given), with the editor's key unless told. */
const askToRestore = async (file: string, origin = new URL(served.site).origin, key?: string) =>
  fetch(`${served.site}${RESTORE_PATH}`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", [EDITOR_KEY_HEADER]: key ?? (await editorKey()) },
    body: JSON.stringify({ file }),
  });

test("a file broken by hand: the last good site stays up, the editor names the page and field that failed the build, and the file is put back as last published, asked by the editor's own page only", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const status = async () => (await (await fetch(served.site + BUILD_STATUS_PATH)).json()) as BuildStatus;
  // The last build done: what "put back" restores (npm run cms records it as the build ends, a moment after the site shows it).
  await expect.poll(async () => (await status()).state, { timeout: 60_000 }).toBe("built");
  const about = join(served.copy, "content", "pages", "about.json");
  const good = readFileSync(about, "utf8");
  const lastGood = await (await fetch(served.site + paths.about)).text();
  const broken = JSON.parse(good) as { story: { heading?: string } };
  delete broken.story.heading;
  writeFileSync(about, JSON.stringify(broken, null, 2));
  await expect.poll(async () => (await status()).state, { timeout: 60_000 }).toBe("failed");
  const { problem } = (await status()) as BuildStatus & { problem: string };
  expect(problem).toContain("Content to fix before the site can be built:");
  expect(problem).toContain("About page → Story: Heading is empty");
  expect(problem).not.toContain("content/pages/about.json");
  expect((await (await fetch(served.site + paths.about)).text()) === lastGood, "the last good site still served").toBe(true);
  // The editor says so where the owner works, in its names for the page and the field, not the file's.
  const { phone, page } = await aPhone(browser);
  await ownEditorSteps(page, served.editor).openForm("pages", "pages/about.json");
  const said = page.getByRole("status").filter({ hasText: "the site could not be built" });
  await expect(said).toContainText("About page → Story: Heading is empty", { timeout: 15_000 });
  await expect(said).not.toContainText("content/pages/about.json");
  await page.screenshot({ path: test.info().outputPath("build-failed-390.png") });

  // The endpoint behind Put back answers the editor's own page only (its origin and its key), for content files only.
  expect((await askToRestore("content/pages/about.json", "https://example.com")).status).toBe(403);
  // A page on another port of this computer can send the request, but has no key to send with it.
  expect((await askToRestore("content/pages/about.json", undefined, "")).status).toBe(403);
  expect((await askToRestore("package.json")).status).toBe(404);
  expect((await askToRestore("content/../package.json")).status).toBe(404);
  expect(readFileSync(about, "utf8")).not.toBe(good);
  // One button puts the file back as last published.
  await said.getByRole("button", { name: /^Put back About page as published at \d{1,2}:\d{2} [ap]m today$/ }).tap();
  await expect.poll(() => readFileSync(about, "utf8"), { timeout: 15_000 }).toBe(good);
  await phone.close();
});
