/**
 * Every save goes live or says why (issue 33), with `npm run cms` on a copy of the site kept in git
 * as the real one is, and Decap's editor on a 390-px phone: a file replaced on disk (as `sed -i`
 * and `git checkout` do) and the editor's saves after it, each rebuilt; a change undone in the
 * editor and published again; a file broken outside the editor named in the editor and put back
 * from git with one button. Each publish's outcome replaces the last.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { paths } from "#app/paths.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { localBackendUrl } from "../../scripts/dev/local-backend.ts";
import { expect, phoneViewport, test, type Page } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

let copy: string;
let cms: ChildProcess;
let site: string;
let editorUrl: string;
let page: Page;
let cmsOutput = "";

const businessFile = () => join(copy, "content", "business.json");
const facts = () => JSON.parse(readFileSync(businessFile(), "utf8")) as { phone: string; name: string };
const served = async (path = paths.contact) => (await fetch(site + path)).text();
/** Whether the contact page dials `phone` (as typed, 0499 …): polled while the site rebuilds (minutes on a busy machine). */
const dials = async (phone: string) => (await served()).includes(`href="tel:+61${phone.replaceAll(" ", "").slice(1)}"`);
const REBUILT = { timeout: 150_000 };
const status = () =>
  fetch(`${site}/admin/build-status.json`).then(
    (response) => response.json() as Promise<{ state: string; startedAt?: string }>,
    () => ({ state: "unreachable" }),
  );

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  copy = copyOfSite("owner-saves");
  // The owner's repository: what is committed is what was last published.
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "ignore" });
  git("init", "-q");
  git("add", "content");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "published");
  const [port, backendPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${port}`;
  editorUrl = `http://localhost:${port}${paths.admin}?local-backend=${encodeURIComponent(localBackendUrl(backendPort))}`;
  cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [cms.stdout!, cms.stderr!]) stream.on("data", (chunk: Buffer) => (cmsOutput += chunk.toString()));
  await expect.poll(status, { timeout: 150_000 }).toMatchObject({ state: "built" });
  const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page = await phone.newPage();
});

test.afterAll(() => {
  cms?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Signs in to the local backend (no password) if the editor asks. */
async function signInIfAsked() {
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(page.getByRole("button", { name: /^Publish/ }))).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
}

/** The business facts in the editor, freshly loaded, signed in to the local backend. */
async function openBusinessFacts() {
  await page.goto("about:blank");
  await page.goto(`${editorUrl}#/collections/settings/entries/business`);
  await signInIfAsked();
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue(facts().phone, { timeout: 30_000 });
}

async function retypePhone(value: string) {
  const box = page.getByRole("textbox", { name: "Phone number", exact: true });
  await expect(async () => {
    await box.click();
    await box.press("ControlOrMeta+a");
    await box.pressSequentially(value);
    await expect(box).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

const publishing = () => page.getByText("Publishing: the site is being rebuilt with your change…");
const published = () => page.getByText("Published: your change is on the site.");

/** Publish → Publish now; the last outcome goes at once, then the editor says the change is live and how long it took. */
async function publish() {
  await expect(async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(publishing()).toBeVisible({ timeout: 10_000 });
  await expect(published()).toHaveCount(0);
  await expect(published()).toBeVisible(REBUILT);
  await expect(page.getByText(/^It took \d+ seconds? from Publish\.$/)).toBeVisible();
}

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
  const lastPublished = execFileSync("git", ["show", "HEAD:content/business.json"], { cwd: copy, encoding: "utf8" });
  const good = await served();
  writeFileSync(businessFile(), readFileSync(businessFile(), "utf8").replace('",', '"'));
  await expect.poll(status, REBUILT).toMatchObject({ state: "failed" });
  await page.goto("about:blank");
  await page.goto(`${editorUrl}#/collections/settings/entries/business`);
  const problem = page.getByRole("alert").filter({ hasText: "the site could not be built" });
  await expect(problem).toBeVisible(REBUILT);
  await expect(problem).toContainText("The site could not be built: Business facts can no longer be read.");
  await expect(problem).toContainText("Put back the version last published with the button below");
  // Nothing to fix in the editor: the banner does not ask for it, nor show the parser's words.
  await expect(problem).not.toContainText(/Fix what is named above|position \d+|content\/business\.json/);
  // The entry itself, once open, says it is the broken one, and its empty fields are not shown as published.
  await signInIfAsked();
  const entry = page.getByRole("region", { name: /^Business facts cannot be opened: its file was changed outside the editor/ });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText("empty fields would not be what is published");
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  expect((await served()) === good, "the last good site still served").toBe(true);
  await page.screenshot({ path: test.info().outputPath("broken-file-390.png") });

  await problem.getByRole("button", { name: "Put back the last published Business facts" }).click();
  await expect(published()).toBeVisible(REBUILT);
  expect(readFileSync(businessFile(), "utf8")).toBe(lastPublished);
  await expect(problem).toHaveCount(0);
  await expect(entry).toHaveCount(0);
  await signInIfAsked();
  await expect(page.getByRole("textbox", { name: "Phone number", exact: true })).toHaveValue(JSON.parse(lastPublished).phone);
  expect(cmsOutput).not.toContain("Only the editor on this computer");
});

/** A request to put `file` back, from a page of `origin` (the editor's own unless given). */
const askToRestore = (file: string, origin = new URL(site).origin) =>
  fetch(`${site}/admin/restore`, {
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
