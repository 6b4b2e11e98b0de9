/**
 * Every save goes live or says why (issue 33), with `npm run cms` on a copy of the site kept in git
 * as the real one is, and Decap's editor on a 390-px phone: a file replaced on disk (as `sed -i`
 * and `git checkout` do) and the editor's saves after it, each rebuilt; a change undone in the
 * editor and published again; a change landing between the editor's overwrite check and its write,
 * refused by the backend; a file broken outside the editor named in the editor and put back as last
 * published (what the last good build was made from, not git's last commit) with one button.
 * Each publish's outcome replaces the last.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { paths } from "#app/site/paths.ts";
import { editorSteps, ownerAtTheEditor, type OwnerAtTheEditor } from "./editor-steps.ts";
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

test("two tabs: a publish over a change made in another tab, or on disk, is refused naming it, and the owner keeps one", async () => {
  test.setTimeout(600_000);
  await openBusinessFacts();
  // A second tab opens the same entry and publishes a new phone.
  const tab = await page.context().newPage();
  const other = editorSteps(tab, owner.editorUrl);
  await other.openEntry("settings/entries/business");
  await expect(tab.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue(facts().phone, { timeout: 30_000 });
  await other.retype("Phone number", "0499 444 502");
  await other.publish();
  await tab.close();

  // The first tab, opened before that, would have put its own phone over it: refused, both shown.
  await retypePhone("0499 444 501");
  await owner.pressPublish();
  const refused = page.locator("#notice-overwrite");
  await expect(refused).toContainText("Not published: Business facts was changed since you opened it", { timeout: 30_000 });
  // Said once, in the editor's notice: Decap's own toast, which repeated it over the form, is not shown.
  await expect(page.getByText(/Failed to persist entry/).filter({ visible: true })).toHaveCount(0);
  await expect(refused).toContainText("Phone number: saved “0499 444 502”, yours “0499 444 501”");
  await page.screenshot({ path: test.info().outputPath("two-tabs-refused-390.png") });
  expect(facts().phone).toBe("0499 444 502");
  await refused.getByRole("button", { name: "Keep mine" }).click();
  await expect(page.getByText("Press Publish again: your version will replace the one saved.")).toBeVisible();
  await publish();
  expect(facts().phone).toBe("0499 444 501");
  expect(await dials("0499 444 501")).toBe(true);

  // The file changed on disk while the entry is open: refused too; the owner takes the saved version.
  writeFileSync(businessFile(), `${JSON.stringify({ ...facts(), phone: "0499 444 503" }, null, 2)}\n`);
  await retypePhone("0499 444 504");
  await owner.pressPublish();
  await expect(refused).toContainText("Phone number: saved “0499 444 503”, yours “0499 444 504”", { timeout: 30_000 });
  await refused.getByRole("button", { name: "Use the saved one" }).click();
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue("0499 444 503");
  expect(facts().phone).toBe("0499 444 503");
  await expect.poll(() => dials("0499 444 503"), REBUILT).toBe(true);
});

test("a change landing between the editor's check and its write is not overwritten: the write is refused, naming what changed", async () => {
  test.setTimeout(300_000);
  await openBusinessFacts();
  await retypePhone("0499 555 601");
  // Another save lands after the editor's check has read the file, as its write is on its way to the backend.
  const landed = `${JSON.stringify({ ...facts(), phone: "0499 555 602" }, null, 2)}\n`;
  const backend = new URL(owner.editorUrl).searchParams.get("local-backend")!;
  await page.route(backend, async (route) => {
    if ((route.request().postDataJSON() as { action?: string }).action === "persistEntry") writeFileSync(businessFile(), landed);
    await route.continue();
  });
  await owner.pressPublish();
  const refused = page.locator("#notice-overwrite");
  await expect(refused).toContainText("Not published: Business facts was changed since you opened it", { timeout: 30_000 });
  await expect(refused).toContainText("Phone number: saved “0499 555 602”, yours “0499 555 601”");
  await page.unroute(backend);
  expect(facts().phone).toBe("0499 555 602");
  await expect.poll(() => dials("0499 555 602"), REBUILT).toBe(true);
});

test("a file broken outside the editor: named in the editor, and put back as last published (not as last committed) with one button", async () => {
  test.setTimeout(600_000);
  // The phone published in the editor above, which no commit holds: "put back" must not bring back the committed one.
  const lastPublished = readFileSync(businessFile(), "utf8");
  const committed = execFileSync("git", ["show", "HEAD:content/business.json"], { cwd: owner.copy, encoding: "utf8" });
  expect(JSON.parse(lastPublished).phone).not.toBe(JSON.parse(committed).phone);
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
  // The notices take at most a third of the phone's screen (scrolled within), never the editor's controls below it.
  expect((await page.locator("#owner-notices").boundingBox())!.height).toBeLessThanOrEqual(844 / 3);
  await page.screenshot({ path: test.info().outputPath("broken-file-390.png") });

  const putBack = problem.getByRole("button", { name: /^Put back Business facts as published at \d{1,2}:\d{2} [ap]m today$/ });
  await expect(putBack).toBeVisible();
  await putBack.click();
  await expect(owner.published()).toBeVisible(REBUILT);
  expect(readFileSync(businessFile(), "utf8")).toBe(lastPublished);
  await expect(problem).toHaveCount(0);
  await expect(entry).toHaveCount(0);
  await owner.signInIfAsked();
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue(JSON.parse(lastPublished).phone);
  expect(owner.output()).not.toContain("Only the editor on this computer");
});

test("undo to any earlier version: the entry's published versions listed with when and what differs; one put back and published", async () => {
  test.setTimeout(600_000);
  const committed = JSON.parse(execFileSync("git", ["show", "HEAD:content/business.json"], { cwd: owner.copy, encoding: "utf8" })) as {
    phone: string;
  };
  await openBusinessFacts();
  expect(facts().phone).not.toBe(committed.phone);
  await page.getByRole("button", { name: "Earlier versions" }).click();
  const versions = page.getByRole("dialog", { name: "Earlier versions of Business facts" });
  await expect(versions.getByRole("listitem").first()).toContainText(/^Published \d{1,2}:\d{2} [ap]m today/, { timeout: 30_000 });
  // Newest first: this session's publishes, then the commit the copy started from.
  const oldest = versions.getByRole("listitem").last();
  await expect(oldest).toContainText("Differs from the form now in: Phone number.");
  await page.screenshot({ path: test.info().outputPath("earlier-versions-390.png") });
  await oldest.getByRole("button", { name: "Put this version in the form" }).click();
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue(committed.phone);
  await expect(page.getByText(/^The form now shows Business facts as published /)).toBeVisible();
  expect(facts().phone).not.toBe(committed.phone);
  await publish();
  expect(facts().phone).toBe(committed.phone);
  expect(await dials(committed.phone)).toBe(true);
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
