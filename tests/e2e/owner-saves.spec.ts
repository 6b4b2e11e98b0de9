/**
 * Every save goes live or says why (issue 33), with `npm run cms` on a copy of the site kept in git
 * as the real one is, and Decap's editor on a 390-px phone: a file replaced on disk (as `sed -i`
 * and `git checkout` do) and the editor's saves after it, each rebuilt; a change undone in the
 * editor and published again; a file broken outside the editor named in the editor and put back
 * from git with one button. Each publish's outcome replaces the last.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { paths } from "#app/site/paths.ts";
import { ownerAtTheEditor, type OwnerAtTheEditor } from "./editor-steps.ts";
import { expect, test, type Page } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

let owner: OwnerAtTheEditor;
let page: Page;

const businessFile = () => join(owner.copy, "content", "business.json");
const facts = () => JSON.parse(readFileSync(businessFile(), "utf8")) as { phone: string; name: string };
const served = async (path = paths.contact) => (await fetch(owner.site + path)).text();
/** Whether the contact page dials `phone` (as typed, 0499 …): polled while the site rebuilds (minutes on a busy machine). */
const dials = async (phone: string) => (await served()).includes(`href="tel:+61${phone.replaceAll(" ", "").slice(1)}"`);
const REBUILT = { timeout: 150_000 };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(200_000);
  // The owner's repository: what is committed is what was last published.
  owner = await ownerAtTheEditor(browser, "owner-saves", (copy) => {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "ignore" });
    git("init", "-q");
    git("add", "content");
    git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "published");
  });
  page = owner.page;
});

test.afterAll(() => owner?.stop());

/** The business facts in the editor, freshly loaded, signed in to the local backend. */
async function openBusinessFacts() {
  await owner.openEntry("settings/entries/business");
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue(facts().phone, { timeout: 30_000 });
}

const retypePhone = (value: string) => owner.retype("Phone number", value);
const publish = () => owner.publish();

test("a file replaced on disk (as sed -i does) is rebuilt, and so is every editor save after it", async () => {
  test.setTimeout(600_000);
  // sed -i writes a new file and renames it over the old one.
  const replaced = { ...facts(), phone: "0499 222 301" };
  writeFileSync(`${businessFile()}.sed`, `${JSON.stringify(replaced, null, 2)}\n`);
  renameSync(`${businessFile()}.sed`, businessFile());
  await expect.poll(() => dials("0499 222 301"), REBUILT).toBe(true);
  // Written in place after the rename (as an editor does): seen too.
  writeFileSync(businessFile(), `${JSON.stringify({ ...replaced, phone: "0499 222 302" }, null, 2)}\n`);
  await expect.poll(() => dials("0499 222 302"), REBUILT).toBe(true);

  await openBusinessFacts();
  await retypePhone("0499 222 303");
  // On a phone the toolbar's way back says where it goes, whole, with Publish below it.
  const back = page.getByText("Back to Business and storm notice", { exact: true });
  await expect(back).toBeVisible();
  expect(await back.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect((await back.boundingBox())!.x + (await back.boundingBox())!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("business-facts-390.png") });
  await publish();
  await page.screenshot({ path: test.info().outputPath("published-390.png") });
  expect(await dials("0499 222 303")).toBe(true);
  await retypePhone("0499 222 304");
  await publish();
  expect(await dials("0499 222 304")).toBe(true);
});

test("undo: a phone number published, then typed back as it was, can be published and goes live", async () => {
  test.setTimeout(600_000);
  await openBusinessFacts();
  const before = facts().phone;
  await retypePhone("0499 333 401");
  await publish();
  await retypePhone(before);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await publish();
  expect(facts().phone).toBe(before);
  expect(await dials(before)).toBe(true);
});

test("a file broken outside the editor: named in the editor, and put back as last published with one button", async () => {
  test.setTimeout(600_000);
  const lastPublished = execFileSync("git", ["show", "HEAD:content/business.json"], { cwd: owner.copy, encoding: "utf8" });
  const good = await served();
  writeFileSync(businessFile(), readFileSync(businessFile(), "utf8").replace('",', '"'));
  await expect.poll(owner.status, REBUILT).toMatchObject({ state: "failed" });
  await page.goto("about:blank");
  await page.goto(`${owner.editorUrl}#/collections/settings/entries/business`);
  const problem = page.getByRole("alert").filter({ hasText: "the site could not be built" });
  await expect(problem).toBeVisible(REBUILT);
  await expect(problem).toContainText("The site could not be built: Business facts can no longer be read.");
  await expect(problem).toContainText("Put back the version last published with the button below");
  // Nothing to fix in the editor: the banner does not ask for it, nor show the parser's words.
  await expect(problem).not.toContainText(/Fix what is named above|position \d+|content\/business\.json/);
  // The entry itself, once open, says it is the broken one, and its empty fields are not shown as published.
  await owner.signInIfAsked();
  const entry = page.getByRole("region", { name: /^Business facts cannot be opened: its file was changed outside the editor/ });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText("empty fields would not be what is published");
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  expect((await served()) === good, "the last good site still served").toBe(true);
  await page.screenshot({ path: test.info().outputPath("broken-file-390.png") });

  await problem.getByRole("button", { name: "Put back the last published Business facts" }).click();
  await expect(owner.published()).toBeVisible(REBUILT);
  expect(readFileSync(businessFile(), "utf8")).toBe(lastPublished);
  await expect(problem).toHaveCount(0);
  await expect(entry).toHaveCount(0);
  await owner.signInIfAsked();
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue(JSON.parse(lastPublished).phone);
  expect(owner.output()).not.toContain("Only the editor on this computer");
});

/** A request to put `file` back, from a page of `origin` (the editor's own unless given). */
const askToRestore = (file: string, origin = new URL(owner.site).origin) =>
  fetch(`${owner.site}/admin/restore`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ file }),
  });

test("the restore endpoint puts back only content files, asked by the editor's own page", async () => {
  const ask = askToRestore;
  expect((await ask("content/business.json", "https://example.com")).status).toBe(403);
  expect((await ask("package.json")).status).toBe(404);
  expect((await ask("content/../package.json")).status).toBe(404);
  expect((await ask("content/business.json")).status).toBe(200);
});
