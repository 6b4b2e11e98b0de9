/**
 * The editor refuses what the build would, before anything is written, in the owner's words: an
 * empty "Why choose" item, a second suburb page of the same name, a dead link in a post, code in a post or the
 * phone number written out, a photo a job shows deleted, a service a suburb names retired. Driven as the owner drives it: `npm run cms` on a copy of
 * the site, Decap's real editor on a 390-px phone. A photo picked again under its name takes the old
 * one's place: one file, one address, the new photo on the job's page. A placeholder in a post's text is filled on the
 * built page; a service added in the editor is offered by the quote form and has its card on /services,
 * and one retired loses it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { business } from "#app/content/business.ts";
import { readCatalogue, readPage } from "#app/content/content-files.server.ts";
import { derivedKey } from "#app/media/derived-photos.server.ts";
import { paths, postPath, suburbCanonicalPath, suburbPathPatterns } from "#app/site/paths.ts";
import { ownerAtTheEditor, PUBLISHED, type OwnerAtTheEditor } from "./editor-steps.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { oneSuburb } from "./page-kinds.ts";
import { grown } from "../../scripts/fixtures/owner-growth.ts";

test.describe.configure({ mode: "serial" });

let owner: OwnerAtTheEditor;
let page: Page;
/** The words the owner saw, for the note. */
const seen: Record<string, string> = {};

const contentFile = (file: string) => join(owner.copy, "content", file);
/** A job in one of the owner's suburbs (whichever they keep), so that suburb's page is named by it. */
const job = { title: `Storm-split gum made safe over a ${oneSuburb.name} roof`, photo: "split-gum.webp" };
/** A service the owner adds in the editor, and one on disk that nothing names, to retire. */
const added = grown.service;
const unnamed = { id: "fence-line-clearing", title: "Fence Line Clearing" };
const spare = { slug: "council-rules-again", title: "Council rules for trees, in short" };
/** A suburb page nothing links to or names, to delete, and a post to give two new addresses. */
const spareSuburb = { slug: "peregian-springs", name: "Peregian Springs" };
const renamed = { file: "council-rules-short", slugs: ["council-rules-in-short", "council-rules-for-trees"] };

/** A photo of one colour: the editor saves it as WebP (smaller than JPEG there), so one picked again keeps its name. */
const flatPhoto = (colour: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } });

/** The copy as the owner left it: a job with its photo, as published, and a service nothing names. */
async function prepare(copy: string) {
  const file = (name: string) => join(copy, "content", name);
  for (const folder of ["jobs", "media"]) mkdirSync(file(folder), { recursive: true });
  await flatPhoto("#4a6b3a")
    .webp()
    .toFile(file(`media/${job.photo}`));
  writeFileSync(
    file("jobs/2026-10-split-gum.json"),
    `${JSON.stringify(
      {
        title: job.title,
        suburb: oneSuburb.slug,
        service: Object.keys(readCatalogue().services)[0],
        month: "2026-10",
        story: "A storm split the gum over the roof; we took it down in sections and left the yard clean.",
        photos: [{ image: `/media/${job.photo}`, alt: "The split gum over the roof", stage: "before" }],
      },
      null,
      2,
    )}\n`,
  );
  // A post nothing links to, to delete.
  // The menu's post is the template: the site's code links to it, so it is always there.
  const template = readFileSync(file(`blog/${paths.article.split("/").at(-1)}.md`), "utf8");
  writeFileSync(
    file(`blog/${spare.slug}.md`),
    template
      .replace(/^breadcrumb: .*\n/m, "")
      .replace(/^title: .*$/m, `title: "${spare.title}"`)
      .replace(/^slug: .*$/m, `slug: ${spare.slug}`),
  );
  writeFileSync(
    file(`blog/${renamed.file}.md`),
    template
      .replace(/^breadcrumb: .*\n/m, "")
      .replace(/^title: .*$/m, 'title: "Council rules, the short version"')
      .replace(/^slug: .*$/m, `slug: ${renamed.file}`),
  );
  const suburb = JSON.parse(readFileSync(file(`suburbs/${oneSuburb.slug}.json`), "utf8")) as { name: string };
  writeFileSync(file(`suburbs/${spareSuburb.slug}.json`), `${JSON.stringify({ ...suburb, name: spareSuburb.name }, null, 2)}\n`);
  writeFileSync(
    file(`services/${unnamed.id}.json`),
    `${JSON.stringify({ title: unnamed.title, icon: "trees", description: "Regrowth cut back.", features: ["Along fences"], order: 12, quoteForm: true }, null, 2)}\n`,
  );
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(200_000);
  owner = await ownerAtTheEditor(browser, "owner-content-check", prepare);
  page = owner.page;
  page.on("dialog", (dialog) => void dialog.accept());
});

test.afterAll(() => {
  owner?.stop();
  console.log(`What the owner saw: ${JSON.stringify(seen, null, 2)}`);
});

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
  await owner.openEntry("pages/entries/services");
  // The page's lists in order: Why choose, the questions; each adds with "Add item".
  await page.getByRole("button", { name: "Add item", exact: true }).first().click();
  await owner.pressPublish();
  seen.emptyReason = await refusal(`Services page → Why choose → item ${item}: Icon is empty`);
  expect(seen.emptyReason).not.toMatch(/content\/|\.json|items\.\d|Invalid|Expected/);
  expect(readFileSync(contentFile("pages/services.json"), "utf8")).toBe(before);
});

test("a second suburb page of a name another has is refused", async () => {
  test.setTimeout(120_000);
  const before = readFileSync(contentFile(`suburbs/${spareSuburb.slug}.json`), "utf8");
  await owner.openEntry(`suburbs/entries/${spareSuburb.slug}`);
  await owner.retype("Name", oneSuburb.name);
  await owner.pressPublish();
  seen.secondName = await refusal(`another suburb page is already called "${oneSuburb.name}"`);
  expect(readFileSync(contentFile(`suburbs/${spareSuburb.slug}.json`), "utf8")).toBe(before);
});

test("a dead link in a post is refused; {phone} in its text is filled on the built page", async () => {
  test.setTimeout(240_000);
  const file = contentFile("blog/arborists-vs-tree-loppers.md");
  const before = readFileSync(file, "utf8");
  await owner.openEntry("blog/entries/arborists-vs-tree-loppers");
  // The text as Markdown, as the owner writes a link by hand.
  await page.getByRole("switch").last().click();
  const text = page.getByRole("textbox", { name: "Post", exact: true });
  await text.click();
  await text.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n\nSee [our price list](/price-list).");
  await owner.pressPublish();
  seen.deadLink = await refusal("the link to /price-list leads to no page of the site");
  expect(readFileSync(file, "utf8")).toBe(before);

  await text.press("ControlOrMeta+End");
  for (let i = 0; i < "See [our price list](/price-list).".length; i++) await text.press("Backspace");
  await page.keyboard.insertText("Questions? Call {phone}.");
  await owner.pressPublish();
  await published();
  expect(readFileSync(file, "utf8")).toContain("Call {phone}.");
  const served = await (await fetch(owner.site + postPath("arborists-vs-tree-loppers"))).text();
  expect(served).toContain(`Questions? Call ${business.phone.display}.`);
  expect(served).not.toContain("{phone}");
});

test("code in a post and the phone number written out are refused in the owner's words, and nothing is written", async () => {
  test.setTimeout(120_000);
  const file = contentFile("blog/arborists-vs-tree-loppers.md");
  const before = readFileSync(file, "utf8");
  await owner.openEntry("blog/entries/arborists-vs-tree-loppers");
  await page.getByRole("switch").last().click();
  const text = page.getByRole("textbox", { name: "Post", exact: true });
  await text.click();
  await text.press("ControlOrMeta+End");
  const typed = `\n\n<script>alert('post')</script> Call ${business.phone.display}.`;
  await page.keyboard.insertText(typed);
  await owner.pressPublish();
  seen.script = await refusal("<script> is code, and the site never runs code from a post: remove it");
  seen.phoneWrittenOut = await refusal("Post writes out the phone number: write {phone} instead, so a new number reaches this page too");
  expect(readFileSync(file, "utf8")).toBe(before);
  for (let i = 0; i < typed.trim().length; i++) await text.press("Backspace");
});

test("a photo a job shows cannot be deleted, and the editor names the job", async () => {
  test.setTimeout(120_000);
  await owner.openEntry("blog/entries/arborists-vs-tree-loppers");
  await page.goto(`${owner.editorUrl}#/collections/blog`);
  await page.getByRole("button", { name: "Media" }).click();
  await page.getByText(job.photo).click();
  await page.getByRole("button", { name: /Delete selected/ }).click();
  const refused = page.getByText(`The photo ${job.photo} is shown by Job "${job.title}"`);
  await expect(refused).toBeVisible({ timeout: 30_000 });
  seen.photoInUse = (await refused.innerText()).trim();
  expect(existsSync(contentFile(`media/${job.photo}`))).toBe(true);
  expect(owner.output()).not.toContain("deleted file");
});

const published = () => expect(page.getByText(PUBLISHED)).toBeVisible({ timeout: 150_000 });
const served = async (path: string) => (await fetch(owner.site + path)).text();
/** The titles of a page's service cards, in order, as served. */
const cardTitles = (html: string) => [...html.matchAll(/<article[^>]*>.*?<h3[^>]*>([^<]+)<\/h3>/gs)].map((match) => match[1]);
const offered = (service: { id: string; title: string }) => `<option value="${service.id}">${service.title}</option>`;

test("a photo picked again under its name: asked in plain words, then one file at one address, and the job's page shows the new photo", async () => {
  test.setTimeout(300_000);
  const original = contentFile(`media/${job.photo}`);
  const before = readFileSync(original);
  await owner.openEntry("jobs/entries/2026-10-split-gum");
  await page.locator(".owner-thumbnail").first().click();
  await page.getByRole("button", { name: "Choose different image" }).click();
  const picked = test.info().outputPath("split-gum.png");
  await flatPhoto("#7a5230").png().toFile(picked);
  await page.locator('input[type="file"]').setInputFiles(picked);
  const asked = page.locator(`[id="notice-same-name-${job.photo}"]`);
  await expect(asked).toContainText(`${job.photo} is already in your photos.`, { timeout: 30_000 });
  await expect(asked).toContainText(`Every page that shows ${job.photo} will show the new one once you publish this entry.`);
  seen.samePhotoName = (await asked.innerText()).trim();
  await asked.getByRole("button", { name: "Put the new one in its place" }).click();
  await expect(asked).toContainText(`The new ${job.photo} takes the old one's place when you publish.`);
  // The library lists it once, the new one; nothing was deleted, and Decap's own question and failure never showed.
  await expect(page.getByText(job.photo, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText(/already exists|Failed to delete/)).toHaveCount(0);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await owner.publish();

  const [nameStart] = job.photo.split(".");
  expect(readdirSync(contentFile("media")).filter((name) => name.startsWith(nameStart!))).toEqual([job.photo]);
  const now = readFileSync(original);
  expect(now.equals(before), "the file holds the new photo").toBe(false);
  const atItsAddress = await fetch(`${owner.site}${paths.media}${job.photo}`);
  expect(Buffer.from(await atItsAddress.arrayBuffer()).equals(now), "its address serves the new photo").toBe(true);
  // The gallery's sizes are made from the new photo's bytes (their names carry its key), and each is served.
  const gallery = await served(paths.ourWork);
  const sizes = [...gallery.matchAll(/\/media\/split-gum-([0-9a-f]{10})-\d+\.\w+/g)];
  expect(sizes.length).toBeGreaterThan(0);
  for (const [src, key] of sizes) {
    expect(key, src).toBe(derivedKey(now).slice(0, 10));
    expect((await fetch(owner.site + src)).status, src).toBe(200);
  }
  expect(owner.output()).not.toContain("deleted file");
});

test("a service added in the editor has its card on /services, in its order, and is offered by the quote form", async () => {
  test.setTimeout(300_000);
  await owner.openEntry("services/new");
  await owner.retype("Title", added.title);
  await owner.pick("Icon", "Scissors");
  await owner.retype("Description (optional)", "Hedges and screening plants cut back square, level and clear of the fence.");
  await page.getByRole("button", { name: "Add feature", exact: true }).click();
  await owner.retype("Feature", "Clippings taken away");
  await page.getByRole("spinbutton", { name: "Order", exact: true }).fill("11");
  await page.getByRole("switch", { name: "In the quote form" }).click();
  await owner.pressPublish();
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
  await owner.openEntry("services/entries/palms");
  await page.getByRole("button", { name: "Delete entry" }).click();
  // Refused by the editor itself, before anything is deleted, so on the live site too.
  const refused = page.locator("#notice-delete-check .owner-notice-text");
  await expect(refused).toHaveText(new RegExp(`Service "${palms.title}" is named by Suburb page "[^"]+".*: take it off there first\\.`), {
    timeout: 30_000,
  });
  seen.serviceInUse = (await refused.innerText()).trim();
  expect(existsSync(contentFile("services/palms.json"))).toBe(true);

  expect(await served(paths.contact)).toContain(offered(unnamed));
  expect(cardTitles(await served(paths.services))).toContain(unnamed.title);
  await owner.openEntry(`services/entries/${unnamed.id}`);
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect.poll(() => existsSync(contentFile(`services/${unnamed.id}.json`)), { timeout: 30_000 }).toBe(false);
  await expect.poll(async () => (await served(paths.contact)).includes(offered(unnamed)), { timeout: 150_000 }).toBe(false);
  expect(cardTitles(await served(paths.services))).not.toContain(unnamed.title);
  expect(cardTitles(await served(paths.services))).toContain(added.title);
});

test("a suburb page a job names, or the post the menu links to, is not deleted, naming them; a post nothing links to goes, answered as a save", async () => {
  test.setTimeout(300_000);
  const refused = page.locator("#notice-delete-check");
  await owner.openEntry(`suburbs/entries/${oneSuburb.slug}`);
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(refused).toContainText(`Suburb page "${oneSuburb.name}" is linked to or named by`, { timeout: 30_000 });
  await expect(refused.locator(".owner-notice-title")).toHaveText("Not deleted: nothing was changed.");
  await expect(refused).toContainText(`Job "${job.title}"`);
  await expect(page.getByText(/Failed to delete entry/).filter({ visible: true })).toHaveCount(0);
  seen.suburbInUse = (await refused.locator(".owner-notice-text").innerText()).trim();
  await page.screenshot({ path: test.info().outputPath("suburb-delete-refused-390.png") });
  expect(existsSync(contentFile(`suburbs/${oneSuburb.slug}.json`))).toBe(true);

  await owner.openEntry("blog/entries/arborists-vs-tree-loppers");
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(refused).toContainText("is linked to by the site's menu (its Blog link) and the storm cleanup page", { timeout: 30_000 });
  seen.menuPost = (await refused.locator(".owner-notice-text").innerText()).trim();
  expect(existsSync(contentFile("blog/arborists-vs-tree-loppers.md"))).toBe(true);

  expect((await fetch(owner.site + postPath(spare.slug))).status).toBe(200);
  await owner.openEntry(`blog/entries/${spare.slug}`);
  await page.getByRole("button", { name: "Delete entry" }).click();
  await published();
  expect(existsSync(contentFile(`blog/${spare.slug}.md`))).toBe(false);
  // No page there any more (a redirect may answer instead of the 404).
  expect((await fetch(owner.site + postPath(spare.slug), { redirect: "manual" })).status).not.toBe(200);
});

/** How the site answers an address: its status, and where a redirect sends. */
const answer = async (path: string) => {
  const response = await fetch(owner.site + path, { redirect: "manual" });
  const location = response.headers.get("location");
  return { status: response.status, to: location && new URL(location, owner.site).pathname };
};
const movedPages = () => (JSON.parse(readFileSync(contentFile("moved-pages.json"), "utf8")) as { items: unknown[] }).items;

test("a deleted suburb page's addresses, and both old addresses of a post given two new ones, send visitors on without the owner typing them", async () => {
  test.setTimeout(400_000);
  const notice = page.locator("#notice-moved-pages");
  await owner.openEntry(`suburbs/entries/${spareSuburb.slug}`);
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(notice).toContainText("Deleted. Its old addresses now send visitors to the areas page.", { timeout: 30_000 });
  seen.suburbDeleted = (await notice.locator(".owner-notice-title").innerText()).trim();
  await page.screenshot({ path: test.info().outputPath("suburb-deleted-390.png") });
  expect(existsSync(contentFile(`suburbs/${spareSuburb.slug}.json`))).toBe(false);
  expect(movedPages()).toContainEqual({ address: suburbCanonicalPath(spareSuburb.slug) });
  for (const pattern of suburbPathPatterns)
    await expect.poll(() => answer(pattern(spareSuburb.slug)), { timeout: 150_000 }).toEqual({ status: 301, to: paths.areas });

  const [middle, now] = renamed.slugs.map(postPath) as [string, string];
  for (const slug of renamed.slugs) {
    await owner.openEntry(`blog/entries/${renamed.file}`);
    await owner.retype("Slug", slug);
    await owner.pressPublish();
    // Said as soon as it is saved, and gone after a while like every good news: looked for before the rebuild.
    if (slug === renamed.slugs[1]) {
      await expect(notice).toContainText(`Its old address, ${middle}, now sends visitors to ${now}.`, { timeout: 30_000 });
      seen.renamedTwice = (await notice.locator(".owner-notice-title").innerText()).trim();
    }
    await published();
  }
  expect(movedPages()).toContainEqual({ address: middle, link: now });
  for (const old of [postPath(renamed.file), middle])
    await expect.poll(() => answer(old), { timeout: 150_000 }).toEqual({ status: 301, to: now });
  expect(await answer(now)).toEqual({ status: 200, to: null });
});
