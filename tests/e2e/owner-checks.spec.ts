/**
 * The owner's editor refuses what the build would, before anything is written, in the owner's words,
 * and what it publishes reaches the built site: the editor served by `npm run cms` on a copy of the
 * site, driven on a 390-px phone. Refused beside their fields and in the notice, the file as it was:
 * an empty "Why choose" reason, a suburb page named as another is, a dead link, code and the phone
 * number written out in a post. Published: {phone} in a post's text, a post's two new addresses, a
 * service added, one retired (one a suburb page names is not), a post and a suburb page deleted, a
 * photo picked again under its name, a job added with two photos. Then one rebuild, the editor saying
 * when the change is on the site, and the site as visitors get it has each. The checks' words are app/content/entry-check.test.ts's; the deletes refused
 * (a suburb page a job or a post names, the menu's post) admin/next/entry-delete.test.ts's,
 * entry-lifecycle.browser.test.ts's and editor-next-lifecycle.spec.ts's; a photo a job shows, not
 * deleted, editor-next-photos.spec.ts's.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findPost } from "#app/content/blog/posts.server.ts";
import { business } from "#app/content/business.ts";
import { folders } from "#app/content/collections.ts";
import { readCatalogue, readPage } from "#app/content/content-files.server.ts";
import { derivedKey } from "#app/media/derived-photos.server.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths, postPath, suburbCanonicalPath, suburbPathPatterns } from "#app/site/paths.ts";
import sharp from "sharp";
import { sameNameWords } from "../../admin/editor/same-name-words.ts";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { words } from "../../admin/next/editor-words.ts";
import { postWords } from "../../admin/next/post-words.ts";
import { expect, phoneViewport, test, type Page } from "./fixtures.ts";
import { oneSuburb } from "./page-kinds.ts";
import { type ServedCms, onPhone, publishNotice, putAwayPublishNotice, servedCms } from "./served-cms.ts";
import { editorJob, fixturePhoto } from "../../scripts/fixtures/jobs.ts";
import { grown } from "../../scripts/fixtures/owner-growth.ts";

test.describe.configure({ mode: "serial" });

/** A suburb page nothing links to, to give another's name. */
const spareSuburb = { slug: "peregian-springs", name: "Peregian Springs" };
/** The post the owner writes in: the menu's, always there; and a post nothing links to, copied from it, to give two new addresses. */
const post = findPost("arborists-vs-tree-loppers")!;
const renamed = {
  slug: "council-rules-short",
  title: "Council rules, the short version",
  slugs: ["council-rules-in-short", "council-rules-for-trees"],
} as const;
/** A job in one of the owner's suburbs, with its photo, as published. */
const job = { file: "2026-10-split-gum", title: `Storm-split gum made safe over a ${oneSuburb.name} roof`, photo: "split-gum.webp" };
/** A photo of one colour: the editor prepares it as WebP (smaller than JPEG there), so one picked again keeps its name. */
const flatPhoto = (colour: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } });
/** A service the owner adds in the editor, and one in the copy that nothing names, to retire. */
const added = grown.service;
const unnamed = { id: "fence-line-clearing", title: "Fence Line Clearing" };
/** A post nothing links to, to delete. */
const spare = { slug: "council-rules-again", title: "Council rules for trees, in short" };
/** A rebuild, on a machine as busy as CI's. */
const REBUILT = { timeout: 200_000 };

let copy: string;
let cms: ServedCms | undefined;
let site: string;
let editor: string;
let page: Page;

const contentFile = (file: string) => join(copy, "content", file);
const served = async (path: string) =>
  fetch(site + path).then(
    (response) => (response.ok ? response.text() : ""),
    () => "",
  );

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  cms = await servedCms("owner-checks", async (itsCopy) => {
    copy = itsCopy; // contentFile writes into it
    const suburb = JSON.parse(readFileSync(contentFile(`suburbs/${oneSuburb.slug}.json`), "utf8")) as { name: string };
    writeFileSync(contentFile(`suburbs/${spareSuburb.slug}.json`), `${JSON.stringify({ ...suburb, name: spareSuburb.name }, null, 2)}\n`);
    for (const folder of ["jobs", "media"]) mkdirSync(contentFile(folder), { recursive: true });
    await flatPhoto("#4a6b3a")
      .webp()
      .toFile(contentFile(`media/${job.photo}`));
    const photos = [{ image: `/media/${job.photo}`, alt: "The split gum over the roof", stage: "before" }];
    const story = "A storm split the gum over the roof; we took it down in sections and left the yard clean.";
    const service = Object.keys(readCatalogue().services)[0];
    const jobFields = { title: job.title, suburb: oneSuburb.slug, service, month: "2026-10", story, photos };
    writeFileSync(contentFile(`jobs/${job.file}.json`), `${JSON.stringify(jobFields, null, 2)}\n`);
    writeFileSync(
      contentFile(`services/${unnamed.id}.json`),
      `${JSON.stringify({ title: unnamed.title, icon: "trees", description: "Regrowth cut back.", features: ["Along fences"], order: 12, quoteForm: true }, null, 2)}\n`,
    );
    writeFileSync(
      contentFile(`blog/${spare.slug}.md`),
      readFileSync(contentFile(`blog/${post.slug}.md`), "utf8")
        .replace(/^breadcrumb: .*\n/m, "")
        .replace(/^title: .*$/m, `title: "${spare.title}"`)
        .replace(/^slug: .*$/m, `slug: ${spare.slug}`),
    );
    writeFileSync(
      contentFile(`blog/${renamed.slug}.md`),
      readFileSync(contentFile(`blog/${post.slug}.md`), "utf8")
        .replace(/^breadcrumb: .*\n/m, "")
        .replace(/^title: .*$/m, `title: "${renamed.title}"`)
        .replace(/^slug: .*$/m, `slug: ${renamed.slug}`),
    );
  });
  ({ site, editor } = cms);
  const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page = await phone.newPage();
});

test.afterAll(async () => {
  await cms?.stop();
});

/** Opens an entry as the owner does: the list of everything, its collection, its name. */
async function open(collection: string, entry: string) {
  await page.goto(`${editor}#/`);
  await page.getByRole("link", { name: new RegExp(`^${collection} \\d+$`) }).tap();
  // Named alone, or with "Not published yet" where a change refused earlier is kept on this phone.
  const named = new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( ${words.notPublishedYet})?$`);
  await page.getByRole("link", { name: named }).tap();
  await expect(page.getByRole("button", { name: words.publish, exact: true })).toBeEnabled();
}

/** Publish, the last publish's notice put away first, so the one that follows is this one's. */
const publish = async () => {
  await putAwayPublishNotice(page);
  await page.getByRole("button", { name: words.publish, exact: true }).tap();
};

/** Deletes an entry as the owner does: Delete, then Delete it in the question. */
async function remove(collection: string, entry: string) {
  await open(collection, entry);
  await page.getByRole("button", { name: words.delete, exact: true }).tap();
  await page.getByRole("button", { name: words.deleteIt }).tap();
}

/** The refusal as the owner reads it: in the notice, with none of the developer's words or the parser's. */
async function refused(expected: string) {
  const notice = page.getByRole("status").filter({ hasText: words.fixFirst });
  await expect(notice.getByRole("listitem").filter({ hasText: expected })).toBeVisible();
  const said = await notice.innerText();
  expect(said).not.toMatch(/content\/|\.json|\.md\b|items\.\d|Invalid|Expected/);
  expect(developerWordsIn(said)).toEqual([]);
}

test("an empty Why choose reason is refused in the owner's words beside it, and nothing is written", async () => {
  const file = contentFile("pages/services.json");
  const before = readFileSync(file, "utf8");
  const item = readPage("services").whyChoose.items.length + 1;
  await open("Page text", "Services page");
  const whyChoose = page.locator('[data-field="whyChoose"]');
  await whyChoose.locator("summary").tap();
  await whyChoose.getByRole("button", { name: /^＋ Add a / }).tap();
  await publish();
  const problem = `Services page → Why choose → item ${item}: Icon is empty`;
  await refused(problem);
  await expect(whyChoose.getByRole("alert").filter({ hasText: problem })).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("a suburb page given another's name is refused, and nothing is written", async () => {
  const file = contentFile(`suburbs/${spareSuburb.slug}.json`);
  const before = readFileSync(file, "utf8");
  await open(folders.suburbs.editor.label, spareSuburb.name);
  await page.getByLabel("Name", { exact: true }).fill(oneSuburb.name);
  await publish();
  const problem = `Name is already another suburb page's name ("${oneSuburb.name}")`;
  await refused(problem);
  await expect(page.locator('[data-field="name"]').getByRole("alert").filter({ hasText: problem })).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("a dead link, code and the phone number written out in a post are refused beside its text, nothing written; {phone} typed instead is published as typed", async () => {
  const file = contentFile(`blog/${post.slug}.md`);
  const before = readFileSync(file, "utf8");
  await open(folders.posts.editor.label, post.title);
  const text = page.getByLabel("Post", { exact: true });
  const beside = page.locator('[data-field="body"]').getByRole("alert");
  await text.tap();
  await text.press("ControlOrMeta+End");
  const typed = `\n\nSee [our price list](/price-list). <script>alert('post')</script> Call ${business.phone.display}.`;
  await page.keyboard.insertText(typed);
  await publish();
  for (const problem of [
    "the link to /price-list leads to no page of the site",
    "<script> is code, and the site never runs code from a post: remove it",
    "Post writes out the phone number: write {phone} instead, so a new number reaches this page too",
  ]) {
    await refused(problem);
    await expect(beside.filter({ hasText: problem })).toBeVisible();
  }
  expect(readFileSync(file, "utf8")).toBe(before);

  await text.tap();
  await text.press("ControlOrMeta+End");
  for (let typedOut = 0; typedOut < typed.length; typedOut++) await text.press("Backspace");
  await page.keyboard.insertText("\n\nQuestions? Call {phone}.");
  await publish();
  await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 15_000 });
  expect(readFileSync(file, "utf8")).toBe(`${before}\n\nQuestions? Call {phone}.\n`);
});

test("a post given a new address twice: each old address goes to Moved pages without the owner typing it", async () => {
  const address = page.getByLabel(postWords.addressLabel, { exact: true });
  await open(folders.posts.editor.label, renamed.title);
  for (const [from, to] of [
    [renamed.slug, renamed.slugs[0]],
    [renamed.slugs[0], renamed.slugs[1]],
  ] as const) {
    await address.fill(to);
    await publish();
    await expect(page.getByText(postWords.oldAddressSendsOn(postPath(from), postPath(to)))).toBeVisible({ timeout: 15_000 });
  }
  expect(readFileSync(contentFile(`blog/${renamed.slug}.md`), "utf8")).toContain(`\nslug: ${renamed.slugs[1]}\n`);
  expect(movedPages()).toContainEqual({ address: postPath(renamed.slugs[0]), link: postPath(renamed.slugs[1]) });
});

test("a service added in the editor is its own file; one a suburb page names is not retired, the page named; one nothing names goes", async () => {
  await page.goto(`${editor}#/`);
  await page.getByRole("link", { name: new RegExp(`^${folders.services.editor.label} \\d+$`) }).tap();
  await page.getByRole("link", { name: words.addNew(folders.services.editor.labelSingular) }).tap();
  await page.getByLabel("Title", { exact: true }).fill(added.title);
  await page.getByLabel("Icon", { exact: true }).selectOption({ label: "Scissors" });
  await page
    .getByLabel("Description (may be left empty)", { exact: true })
    .fill("Hedges and screening plants cut back square, level and clear of the fence.");
  await page.locator("summary", { hasText: "Features" }).tap();
  await page.getByRole("button", { name: `＋ ${words.add("Feature")}` }).tap();
  await page.getByLabel("Feature 1", { exact: true }).fill("Clippings taken away");
  await page.getByLabel("Order", { exact: true }).fill("11");
  await page.getByRole("switch", { name: "In the quote form" }).tap();
  await publish();
  await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 15_000 });
  expect(JSON.parse(readFileSync(contentFile(`services/${added.id}.json`), "utf8"))).toMatchObject({
    title: added.title,
    icon: "scissors",
    order: 11,
    quoteForm: true,
  });

  const palms = JSON.parse(readFileSync(contentFile("services/palms.json"), "utf8")) as { title: string };
  await remove(folders.services.editor.label, palms.title);
  await expect(page.getByText(words.notDeleted)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(new RegExp(`Service "${palms.title}" is named by Suburb page "[^"]+".*: take it off there first\\.`)),
  ).toBeVisible();
  expect(existsSync(contentFile("services/palms.json"))).toBe(true);

  await remove(folders.services.editor.label, unnamed.title);
  await expect(page.getByText(words.deleted(folders.services.editor.labelSingular, unnamed.title))).toBeVisible({ timeout: 15_000 });
  expect(existsSync(contentFile(`services/${unnamed.id}.json`))).toBe(false);
});

test("a post nothing links to is deleted, and a suburb page nothing names, each sending its old addresses on through Moved pages", async () => {
  await remove(folders.posts.editor.label, spare.title);
  await expect(page.getByText(words.deletedSentOn("the blog", false))).toBeVisible({ timeout: 15_000 });
  expect(existsSync(contentFile(`blog/${spare.slug}.md`))).toBe(false);
  await remove(folders.suburbs.editor.label, spareSuburb.name);
  await expect(page.getByText(words.deletedSentOn("the areas page", true))).toBeVisible({ timeout: 15_000 });
  expect(existsSync(contentFile(`suburbs/${spareSuburb.slug}.json`))).toBe(false);
  expect(movedPages()).toContainEqual({ address: suburbCanonicalPath(spareSuburb.slug) });
});

let newPhoto: Buffer;

test("a photo picked again under its name: asked in plain words, put in the old one's place, one file of that name", async () => {
  test.setTimeout(60_000);
  const original = contentFile(`media/${job.photo}`);
  const before = readFileSync(original);
  await open(folders.jobs.editor.label, job.title);
  await page.locator("summary", { hasText: "Photos" }).tap();
  const picked = test.info().outputPath("split-gum.png");
  await flatPhoto("#7a5230").png().toFile(picked);
  // The phone's picker, under "Take or pick another photo", hands the photo to the job's first photo field.
  await page.locator("input[type=file]").first().setInputFiles(picked);
  await expect(page.getByText(sameNameWords.title(job.photo))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(words.samePhotoQuestion(job.photo))).toBeVisible();
  await page.getByRole("button", { name: sameNameWords.replace }).tap();
  await expect(page.getByText(sameNameWords.replacedTitle(job.photo, true))).toBeVisible();
  expect(readFileSync(original).equals(before), "nothing written before Publish").toBe(true);
  await publish();
  await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 15_000 });
  const [nameStart] = job.photo.split(".");
  expect(readdirSync(contentFile("media")).filter((name) => name.startsWith(nameStart!))).toEqual([job.photo]);
  newPhoto = readFileSync(original);
  expect(newPhoto.equals(before), "the file holds the new photo").toBe(false);
});

/** A photo's name once the editor has prepared it: the same name, as JPEG or WebP. */
const savedAs = (file: string) => new RegExp(`^/media/${file.replace(/\.png$/, "")}\\.(jpg|webp)$`);

test("the owner adds a job with two photos on a phone: its file names its suburb, service and photos, each photo without camera details", async () => {
  test.setTimeout(90_000);
  await page.goto(`${editor}#/`);
  await page.getByRole("link", { name: new RegExp(`^${folders.jobs.editor.label} \\d+$`) }).tap();
  await page.getByRole("link", { name: words.addNew(folders.jobs.editor.labelSingular) }).tap();
  await page.getByLabel("Title", { exact: true }).fill(editorJob.title);
  await page.getByLabel("Suburb", { exact: true }).selectOption({ label: editorJob.suburbName });
  await page.getByLabel("Service", { exact: true }).selectOption({ label: editorJob.serviceTitle });
  await page.getByLabel("Month", { exact: true }).fill(editorJob.month);
  await page.getByLabel("The story", { exact: true }).fill(editorJob.story);
  await page.locator("summary", { hasText: "Photos" }).tap();
  for (const [index, photo] of editorJob.photos.entries()) {
    await page.getByRole("button", { name: `＋ ${words.add("Photo")}` }).tap();
    // The phone's picker hands the photo to the new item's photo field.
    await page
      .locator("input[type=file]")
      .nth(index)
      .setInputFiles(await fixturePhoto(photo.file));
    await expect(page.getByText(onPhone(words.photoWaiting))).toHaveCount(index + 1, { timeout: 30_000 });
    await page.getByLabel("What the photo shows", { exact: true }).nth(index).fill(photo.alt);
    await page.getByLabel("Stage", { exact: true }).nth(index).selectOption(photo.stage);
  }
  // The form fits the phone's width: nothing to scroll sideways for.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneViewport.width);
  await publish();
  await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 30_000 });
  const jobFile = contentFile(`jobs/${editorJob.month}-${editorJob.title.toLowerCase().replaceAll(" ", "-")}.json`);
  const written = JSON.parse(readFileSync(jobFile, "utf8")) as { photos: { image: string }[] };
  expect(written).toEqual({
    title: editorJob.title,
    suburb: editorJob.suburb,
    service: editorJob.serviceId,
    month: editorJob.month,
    story: editorJob.story,
    photos: editorJob.photos.map(({ file, alt, stage }) => ({ image: expect.stringMatching(savedAs(file)), alt, stage })),
  });
  // Each photo as the editor prepared it, published with the job: re-encoded, no camera details or location.
  for (const { image } of written.photos) {
    const meta = await sharp(contentFile(image)).metadata();
    expect([meta.exif, meta.xmp, meta.iptc], image).toEqual([undefined, undefined, undefined]);
  }
});

/** How the site answers an address: its status, and where a redirect sends. */
const answer = async (path: string) => {
  const response = await fetch(site + path, { redirect: "manual" }).catch(() => undefined);
  const location = response?.headers.get("location");
  return { status: response?.status, to: location && new URL(location, site).pathname };
};
const offered = (service: { id: string; title: string }) => `<option value="${service.id}">${service.title}</option>`;
/** The titles of a page's service cards, in order, as served. */
const cardTitles = (html: string) => [...html.matchAll(/<article[^>]*>.*?<h3[^>]*>([^<]+)<\/h3>/gs)].map((match) => match[1]);
const movedPages = () => (JSON.parse(readFileSync(contentFile("moved-pages.json"), "utf8")) as { items: unknown[] }).items;

// One rebuild takes every publish above: `npm run cms` builds again after the last change, as a host
// does, and a build reads the content as it starts, so the one that carries the last publish has them all.
test("the rebuilt site has each change: {phone} filled in the post, the renamed post's old addresses sent on, the added service offered with its card in its order, the retired one gone, the deleted post's page gone, the deleted suburb page's addresses sent to the areas page, the new photo at the old one's address, the new job first on the gallery, its suburb page and home", async () => {
  test.setTimeout(240_000);
  // The editor tells the owner when the last publish, the job, is on the site, as it does after each.
  await expect(page.getByText(/^It took \d+ seconds? from Publish\.$/)).toBeVisible(REBUILT);
  await expect(page.getByText("Published: your change is on the site.")).toBeVisible();
  const [middle, now] = [postPath(renamed.slugs[0]), postPath(renamed.slugs[1])];
  expect(await answer(now)).toEqual({ status: 200, to: null });
  for (const old of [postPath(renamed.slug), middle]) expect(await answer(old)).toEqual({ status: 301, to: now });
  expect(await served(postPath(post.slug))).toContain(`Questions? Call ${business.phone.display}.`);
  expect(await served(postPath(post.slug))).not.toContain("{phone}");
  // The service added is offered, and has its card at its order, 11: after the shipped ones; the one retired neither.
  expect(await served(paths.contact)).toContain(offered(added));
  expect(await served(paths.contact)).not.toContain(offered(unnamed));
  const shippedCards = Object.values(readCatalogue().services).flatMap((service) => (service.description ? [service.title] : []));
  expect(cardTitles(await served(paths.services))).toEqual([...shippedCards, added.title]);
  // The deleted post has no page; the deleted suburb page's addresses send visitors to the areas page.
  expect((await answer(postPath(spare.slug))).status).not.toBe(200);
  for (const pattern of suburbPathPatterns) expect(await answer(pattern(spareSuburb.slug))).toEqual({ status: 301, to: paths.areas });
  // The photo put in the old one's place: its address serves it, and the gallery's sizes are made from its bytes.
  const atItsAddress = await fetch(`${site}${paths.media}${job.photo}`);
  expect(Buffer.from(await atItsAddress.arrayBuffer()).equals(newPhoto), "its address serves the new photo").toBe(true);
  const newKey = derivedKey(newPhoto).slice(0, 10);
  const sizes = async () => [...(await served(paths.ourWork)).matchAll(/\/media\/split-gum-([0-9a-f]{10})-\d+\.\w+/g)];
  expect([...new Set((await sizes()).map(([, key]) => key))]).toEqual([newKey]);
  for (const [src] of await sizes()) expect((await fetch(site + src)).status, src).toBe(200);
  // The job added is the newest: first on the gallery with its photos, on its suburb's page and on home.
  await page.goto(site + paths.ourWork);
  const jobTitles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
  await expect(jobTitles.first()).toHaveText(editorJob.title);
  const addedJob = page.getByRole("article").filter({ hasText: editorJob.title });
  await expect(addedJob.getByRole("img", { name: editorJob.photos[0].alt })).toBeVisible();
  await expect(addedJob.getByRole("img", { name: editorJob.photos[1].alt })).toBeAttached();
  const firstJobIn = (heading: string) =>
    page.getByRole("main").getByRole("region", { name: heading, exact: true }).getByRole("heading", { level: 3 }).first();
  await page.goto(site + suburbCanonicalPath(editorJob.suburb));
  await expect(firstJobIn(siteCopy.jobsIn(editorJob.suburbName))).toHaveText(editorJob.title);
  await page.goto(site + paths.home);
  await expect(firstJobIn(readPage("our-work").homeSection.heading)).toHaveText(editorJob.title);
});
