/**
 * The editor refuses what the build would, before anything is written, in the owner's words: an
 * empty "Why choose" item, a second suburb named Noosa, a dead link in a post, a photo a job shows
 * deleted, a service a suburb names retired. Driven as the owner drives it: `npm run cms` on a copy of
 * the site, Decap's real editor on a 390-px phone. A placeholder in a post's text is filled on the
 * built page; a service added in the editor is offered by the quote form and has its card on /services,
 * and one retired loses it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { business } from "#app/content/business.ts";
import { readPage } from "#app/content/content-files.server.ts";
import { paths, postPath } from "#app/paths.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { localBackendUrl } from "../../scripts/dev/local-backend.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { expect, phoneViewport, test, type Page } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

let copy: string;
let cms: ChildProcess;
let site: string;
let editorUrl: string;
let cmsOutput = "";
let page: Page;
/** The words the owner saw, for the note. */
const seen: Record<string, string> = {};

const contentFile = (file: string) => join(copy, "content", file);
const job = { title: "Storm-split gum made safe over a Noosa roof", photo: "split-gum.jpg" };
/** A service the owner adds in the editor, and one on disk that nothing names, to retire. */
const added = { id: "hedge-trimming", title: "Hedge Trimming" };
const unnamed = { id: "fence-line-clearing", title: "Fence Line Clearing" };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(200_000);
  copy = copyOfSite("owner-content-check");
  // A job with its photo, as the owner would have published it.
  mkdirSync(contentFile("jobs"), { recursive: true });
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#4a6b3a" } })
    .jpeg()
    .toFile(contentFile(`media/${job.photo}`));
  writeFileSync(
    contentFile("jobs/2026-10-split-gum.json"),
    `${JSON.stringify(
      {
        title: job.title,
        suburb: "noosa",
        service: "tree-removal",
        month: "2026-10",
        story: "A storm split the gum over the roof; we took it down in sections and left the yard clean.",
        photos: [{ image: `/media/${job.photo}`, alt: "The split gum over the roof", stage: "before" }],
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    contentFile(`services/${unnamed.id}.json`),
    `${JSON.stringify({ title: unnamed.title, icon: "trees", description: "Regrowth cut back.", features: ["Along fences"], order: 12, quoteForm: true }, null, 2)}\n`,
  );
  const [port, backendPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${port}`;
  editorUrl = `http://localhost:${port}${paths.admin}?local-backend=${encodeURIComponent(localBackendUrl(backendPort))}`;
  cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [cms.stdout!, cms.stderr!]) stream.on("data", (chunk: Buffer) => (cmsOutput += chunk.toString()));
  const status = () =>
    fetch(`${site}/admin/build-status.json`).then(
      (r) => r.json(),
      () => ({}),
    );
  await expect.poll(status, { timeout: 180_000 }).toMatchObject({ state: "built" });
  const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page = await phone.newPage();
  page.on("dialog", (dialog) => void dialog.accept());
});

test.afterAll(() => {
  cms?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
  console.log(`What the owner saw: ${JSON.stringify(seen, null, 2)}`);
});

/** Opens an entry by its address, a fresh load (ADR 0020), signing in to the local backend if asked. */
async function openEntry(hash: string) {
  await page.goto("about:blank");
  await page.goto(`${editorUrl}#/collections/${hash}`);
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(page.getByRole("button", { name: /^Publish/ }))).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
}

async function retype(name: string, value: string, nth = 0) {
  const box = page.getByRole("textbox", { name, exact: true }).nth(nth);
  await expect(async () => {
    await box.fill("");
    await box.pressSequentially(value);
    await expect(box).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** Publish → Publish now, pressed again if the menu's animation swallowed the press. */
async function pressPublish() {
  await expect(async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The content check's notice: each problem on a line of its own. */
async function refusal(expected: string | RegExp) {
  const notice = page.locator("#notice-content-check");
  await expect(notice).toContainText(expected, { timeout: 30_000 });
  return (await notice.locator(".owner-notice-text").innerText()).trim();
}

test("an empty Why choose item is refused in the owner's words, and nothing is written", async () => {
  test.setTimeout(120_000);
  const before = readFileSync(contentFile("pages/services.json"), "utf8");
  const item = readPage("services").whyChoose.items.length + 1;
  await openEntry("pages/entries/services");
  // The page's lists in order: Why choose, the questions; each adds with "Add item".
  await page.getByRole("button", { name: "Add item", exact: true }).first().click();
  await pressPublish();
  seen.emptyReason = await refusal(`Services page → Why choose → item ${item}: Icon is empty`);
  expect(seen.emptyReason).not.toMatch(/content\/|\.json|items\.\d|Invalid|Expected/);
  expect(readFileSync(contentFile("pages/services.json"), "utf8")).toBe(before);
});

test("a second suburb named Noosa is refused", async () => {
  test.setTimeout(120_000);
  const before = readFileSync(contentFile("suburbs/bli-bli.json"), "utf8");
  await openEntry("suburbs/entries/bli-bli");
  await retype("Name", "Noosa");
  await pressPublish();
  seen.secondNoosa = await refusal('another suburb page is already called "Noosa"');
  expect(readFileSync(contentFile("suburbs/bli-bli.json"), "utf8")).toBe(before);
});

test("a dead link in a post is refused; {phone} in its text is filled on the built page", async () => {
  test.setTimeout(240_000);
  const file = contentFile("blog/arborists-vs-tree-loppers.md");
  const before = readFileSync(file, "utf8");
  await openEntry("blog/entries/arborists-vs-tree-loppers");
  // The text as Markdown, as the owner writes a link by hand.
  await page.getByRole("switch").last().click();
  const text = page.getByRole("textbox", { name: "Post", exact: true });
  await text.click();
  await text.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n\nSee [our price list](/price-list).");
  await pressPublish();
  seen.deadLink = await refusal("the link to /price-list leads to no page of the site");
  expect(readFileSync(file, "utf8")).toBe(before);

  await text.press("ControlOrMeta+End");
  for (let i = 0; i < "See [our price list](/price-list).".length; i++) await text.press("Backspace");
  await page.keyboard.insertText("Questions? Call {phone}.");
  await pressPublish();
  await expect(page.getByText("Published: your change is on the site.")).toBeVisible({ timeout: 150_000 });
  expect(readFileSync(file, "utf8")).toContain("Call {phone}.");
  const served = await (await fetch(site + postPath("arborists-vs-tree-loppers"))).text();
  expect(served).toContain(`Questions? Call ${business.phone.display}.`);
  expect(served).not.toContain("{phone}");
});

test("a photo a job shows cannot be deleted, and the editor names the job", async () => {
  test.setTimeout(120_000);
  await openEntry("blog/entries/arborists-vs-tree-loppers");
  await page.goto(`${editorUrl}#/collections/blog`);
  await page.getByRole("button", { name: "Media" }).click();
  await page.getByText(job.photo).click();
  await page.getByRole("button", { name: /Delete selected/ }).click();
  const refused = page.getByText(`The photo ${job.photo} is shown by Job "${job.title}"`);
  await expect(refused).toBeVisible({ timeout: 30_000 });
  seen.photoInUse = (await refused.innerText()).trim();
  expect(existsSync(contentFile(`media/${job.photo}`))).toBe(true);
  expect(cmsOutput).not.toContain("deleted file");
});

/** Chooses an option of one of Decap's select boxes (react-select), as a person does: open it, type, pick. */
async function pick(label: string, option: string, nth = 0) {
  const box = page.getByRole("combobox", { name: label, exact: true }).nth(nth);
  await box.click();
  await box.pressSequentially(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

const published = () => expect(page.getByText("Published: your change is on the site.")).toBeVisible({ timeout: 150_000 });
const served = async (path: string) => (await fetch(site + path)).text();
/** The titles of a page's service cards, in order, as served. */
const cardTitles = (html: string) => [...html.matchAll(/<article[^>]*>.*?<h3[^>]*>([^<]+)<\/h3>/gs)].map((match) => match[1]);
const offered = (service: { id: string; title: string }) => `<option value="${service.id}">${service.title}</option>`;

test("a service added in the editor has its card on /services, in its order, and is offered by the quote form", async () => {
  test.setTimeout(300_000);
  await openEntry("services/new");
  await retype("Title", added.title);
  await pick("Icon", "Scissors");
  await retype("Description (optional)", "Hedges and screening plants cut back square, level and clear of the fence.");
  await page.getByRole("button", { name: "Add feature", exact: true }).click();
  await retype("Feature", "Clippings taken away");
  await page.getByRole("spinbutton", { name: "Order", exact: true }).fill("11");
  await page.getByRole("switch", { name: "In the quote form" }).click();
  await pressPublish();
  await published();
  expect(existsSync(contentFile(`services/${added.id}.json`))).toBe(true);
  expect(await served(paths.contact)).toContain(offered(added));
  // Order 11: after the shipped cards, before the one on disk at 12.
  const cards = cardTitles(await served(paths.services));
  expect(cards.slice(-2)).toEqual([added.title, unnamed.title]);
});

test("a service a suburb names cannot be retired, and the editor names the suburb; one nothing names goes", async () => {
  test.setTimeout(300_000);
  const palms = JSON.parse(readFileSync(contentFile("services/palms.json"), "utf8")) as { title: string };
  await openEntry("services/entries/palms");
  await page.getByRole("button", { name: "Delete entry" }).click();
  const refused = page.getByText(new RegExp(`Service "${palms.title}" is named by Suburb page "[^"]+".*: take it off there first\\.`));
  await expect(refused).toBeVisible({ timeout: 30_000 });
  seen.serviceInUse = (await refused.innerText()).trim();
  expect(existsSync(contentFile("services/palms.json"))).toBe(true);

  expect(await served(paths.contact)).toContain(offered(unnamed));
  expect(cardTitles(await served(paths.services))).toContain(unnamed.title);
  await openEntry(`services/entries/${unnamed.id}`);
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect.poll(() => existsSync(contentFile(`services/${unnamed.id}.json`)), { timeout: 30_000 }).toBe(false);
  await expect.poll(async () => (await served(paths.contact)).includes(offered(unnamed)), { timeout: 150_000 }).toBe(false);
  expect(cardTitles(await served(paths.services))).not.toContain(unnamed.title);
  expect(cardTitles(await served(paths.services))).toContain(added.title);
});
