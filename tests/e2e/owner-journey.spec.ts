/**
 * The owner's path from Publish to live, as the owner takes it: `npm run cms` on a copy of the site
 * (its one server and its rebuilds), and Decap's real editor on a 390-px phone. Each change is
 * published in the editor, which says when it is live; all along, a visitor polls the site and
 * must never meet a refused connection or a server error, during rebuilds as between them. A file
 * broken by hand leaves the last good site up and is reported in the editor, file and field.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { business } from "#app/content/business.ts";
import { readCatalogue, readPage } from "#app/content/content-files.server.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths, postPath } from "#app/site/paths.ts";
import { queenslandDate } from "#app/content/storm-notice-dates.ts";
import { landscapeWithGps } from "../../scripts/fixtures/photos.ts";
import { ownerAtTheEditor, type OwnerAtTheEditor } from "./editor-steps.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { oneSuburb } from "./page-kinds.ts";

test.describe.configure({ mode: "serial" });

let owner: OwnerAtTheEditor;
let site: string;
let page: Page;
/** Publish to "live" in the editor, per change, in ms: the note's figures. */
const publishTimes: Record<string, number> = {};

/** A visitor who keeps asking for pages while the owner works: every answer that is not a page is noted. */
const poller = {
  failures: [] as string[],
  requests: 0,
  running: false,
  async run(pages: string[]) {
    this.running = true;
    while (this.running) {
      for (const path of pages) {
        try {
          const response = await fetch(site + path, { signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          if (response.status >= 500) this.failures.push(`${path}: ${response.status}`);
        } catch (error) {
          this.failures.push(`${path}: ${(error as Error).message}`);
        }
        this.requests += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
};
let visiting: Promise<void>;

const contentFile = (file: string) => join(owner.copy, "content", file);
const html = async (path: string) => (await (await fetch(site + path)).text()).replaceAll("&#x27;", "'");

test.beforeAll(async ({ browser }) => {
  test.setTimeout(200_000);
  owner = await ownerAtTheEditor(browser, "owner-journey");
  ({ site, page } = owner);
  visiting = poller.run([paths.home, paths.services, paths.contact, paths.admin]);
});

test.afterAll(async () => {
  poller.running = false;
  await visiting;
  owner?.stop();
  console.log(`Publish to live (ms): ${JSON.stringify(publishTimes)}; the polling visitor's requests: ${poller.requests}`);
});

/** No refused connection and no server error so far, rebuilds included; what npm run cms printed, if there was. */
function expectEveryRequestAnswered() {
  expect(poller.failures, `every request answered throughout\n${poller.failures.length > 0 ? owner.output().slice(-3000) : ""}`).toEqual(
    [],
  );
}

/** A date field (the browser's date input, admin/editor/date-widget.ts), set as a date picker sets it. */
async function pickDate(label: string, date: string) {
  const input = page.getByRole("textbox", { name: new RegExp(`^${label}( \\(optional\\))?$`) });
  await expect(async () => {
    await input.fill(date);
    await expect(input).toHaveValue(date, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Publish, then the editor's own word that the change is live; how long that took, for the note. */
async function publish(change: string) {
  publishTimes[change] = await owner.publish();
}

test("the phone number, changed in one field: every call link dials it, and the file's diff is one line", async () => {
  test.setTimeout(180_000);
  const before = readFileSync(contentFile("business.json"), "utf8");
  await owner.openEntry("settings/entries/business");
  await owner.retype("Phone number", "call us anytime");
  await owner.pressPublish();
  // The refusal says what to type, not that a "pattern" did not match.
  await expect(page.getByText("Phone number: type an Australian phone number, as people read it").first()).toBeVisible();
  await expect(page.getByText("didn't match the pattern")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("phone-refused-390.png") });
  await owner.retype("Phone number", "0499 111 222");
  await publish("phone");
  // "View Live" opens the site being edited, not the real domain.
  await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute(
    "href",
    new RegExp(`^http://localhost:${new URL(site).port}`),
  );
  const after = readFileSync(contentFile("business.json"), "utf8");
  const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
  expect(changed).toEqual(['  "phone": "0499 111 222",']);
  for (const path of [paths.home, paths.services, oneSuburb.canonical, paths.contact]) {
    const served = await html(path);
    expect(served, path).toContain('href="tel:+61499111222"');
    expect(served, path).not.toContain(business.phone.e164);
  }
  expectEveryRequestAnswered();
});

test("a seventh question on /services", async () => {
  test.setTimeout(180_000);
  const faq = readPage("services").faq;
  await owner.openEntry("pages/entries/services");
  await page.getByRole("button", { name: "Add item", exact: true }).last().click();
  const question = "Do you remove trees close to power lines?";
  const answer =
    "Only with the network operator: we arrange an Energex isolation or a spotter, and our climbers hold the ticket for work near lines.";
  // Decap shows a list's items collapsed but the one just added: its boxes are the last (-1) on the page.
  await owner.retype("Question", question, -1);
  await owner.retype("Answer", answer, -1);
  await publish("a seventh FAQ entry");
  const services = await html(paths.services);
  expect(services.match(/<details /g)).toHaveLength(faq.items.length + 1);
  expect(services).toContain(question);
  expectEveryRequestAnswered();
});

test("a testimonial, its date picked in the browser's own date field, shows on /testimonials as the newest", async () => {
  test.setTimeout(180_000);
  const review = {
    text: "They took down a split camphor laurel over our shed the morning after the storm and left the yard spotless.",
    author: "Dana W.",
    location: "Buderim",
  };
  await owner.openEntry("testimonials/new");
  await owner.retype("What the customer said", review.text);
  await owner.retype("Name", review.author);
  await page.getByRole("spinbutton", { name: "Stars" }).fill("5");
  await owner.retype("Suburb", review.location);
  const today = queenslandDate(new Date());
  await pickDate("Date", today);
  await publish("a testimonial");
  const file = readdirSync(contentFile("testimonials")).find((name) => name.includes("dana-w"));
  // Written as the other files are: the editor's field order, two spaces, a final newline.
  const written = readFileSync(contentFile(`testimonials/${file}`), "utf8");
  expect(written).toBe(
    `${JSON.stringify({ text: review.text, author: review.author, rating: 5, location: review.location, date: today }, null, 2)}\n`,
  );
  expect(await html(paths.testimonials)).toContain(review.text);
  expectEveryRequestAnswered();
});

test("a new blog post of 300 words", async () => {
  test.setTimeout(240_000);
  const words = Array.from({ length: 60 }, (_, index) => `Mulch ring ${index + 1} keeps roots cool and moist.`).join(" ");
  await owner.openEntry("blog/new");
  await owner.retype("Title", "Why a mulch ring helps a young tree");
  await owner.retype(
    "Description",
    "A ring of mulch around a young tree keeps its roots cool and moist and the mower away. How wide, how deep, and what to use.",
  );
  await owner.retype("Slug", "mulch-ring-young-tree");
  const today = queenslandDate(new Date());
  await pickDate("Published", today);
  await pickDate("Updated", today);
  await owner.retype("Author", "Lead Arborist");
  await page.getByRole("button", { name: "Add keyword", exact: true }).click();
  await owner.retype("Keyword", "mulch ring young tree");
  await owner.retype("Section", "Tree Care Advice");
  const body = page.getByRole("textbox", { name: "Post", exact: true });
  await body.click();
  await page.keyboard.insertText(words);
  await publish("a new blog post");
  const post = await html(postPath("mulch-ring-young-tree"));
  expect(post).toContain("Why a mulch ring helps a young tree");
  expect(post).toContain("Mulch ring 60 keeps roots cool and moist.");
  expect(await html(paths.blog)).toContain(postPath("mulch-ring-young-tree"));
  expectEveryRequestAnswered();
});

test("a storm notice ends on its last day: built that day it shows, and goes at midnight in Queensland; saved with its last day past it is refused", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const message = "Storm cleanup after Tuesday's storm: we're taking calls {emergency}.";
  const shown = message.replace("{emergency}", business.emergency);
  await owner.openEntry("settings/entries/storm-notice");
  await page.getByRole("switch", { name: "Show the storm notice" }).click();
  await owner.retype("Message", message);
  const today = queenslandDate(new Date());
  await pickDate("Last day", today);
  await publish("the storm notice");
  expect(await html(paths.home)).toContain(shown);

  // The same page, opened just after midnight in Queensland: the notice takes itself down.
  const visitor = await browser.newPage();
  const endOfLastDay = Date.parse(`${today}T00:00:00+10:00`) + 24 * 60 * 60 * 1000;
  await visitor.clock.setFixedTime(endOfLastDay - 60_000);
  await visitor.goto(site + paths.home);
  await expect(visitor.getByRole("complementary", { name: siteCopy.stormNotice.label })).toContainText(shown);
  await visitor.clock.setFixedTime(endOfLastDay + 60_000);
  await visitor.reload();
  await expect(visitor.getByRole("complementary", { name: siteCopy.stormNotice.label })).toHaveCount(0);
  await visitor.close();

  // Saved with its last day past, the notice would show nowhere: the editor refuses it, in words.
  // (A notice saved in time whose day then passes is not shown by the night's build: storm-notice-dates.test.ts.)
  const yesterday = queenslandDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
  await pickDate("Last day", yesterday);
  await owner.pressPublish();
  await expect(page.locator("#notice-content-check")).toContainText("has passed, so the notice would show nowhere", { timeout: 30_000 });
  await page.getByRole("switch", { name: "Show the storm notice" }).click();
  await publish("the storm notice switched off");
  for (const path of [paths.home, paths.services]) expect(await html(path), path).not.toContain(shown);
  expectEveryRequestAnswered();
});

/** A job in one of the owner's suburbs, whichever they keep. */
const jobTitle = `Storm-split gum made safe over a ${oneSuburb.name} roof`;

test("a job with an iPhone HEIC photo and a 600-px photo, on a phone: both published, no location kept", async () => {
  test.setTimeout(300_000);
  const small = join(owner.copy, "small-photo.jpg");
  writeFileSync(
    small,
    await sharp(await landscapeWithGps(9))
      .resize(600)
      .jpeg({ quality: 85 })
      .withExif({ IFD0: { Make: "FixtureCam" } })
      .toBuffer(),
  );
  await owner.openEntry("jobs/new");
  await owner.retype("Title", jobTitle);
  await owner.pick("Suburb", oneSuburb.name);
  await owner.pick("Service", Object.values(readCatalogue().services)[0]!.title);
  await owner.retype("Month", "2026-11");
  await owner.retype(
    "The story",
    "A gum split in the storm and leant on the roof. We took it down in sections by rope and raked the yard.",
  );
  const photos = [
    {
      file: join(import.meta.dirname, "..", "..", "scripts", "fixtures", "iphone-photo.heic"),
      alt: "The split gum leaning on the roof",
      stage: "Before",
    },
    { file: small, alt: "The yard raked clean where the gum stood", stage: "After" },
  ];
  for (const [index, photo] of photos.entries()) {
    await page.getByRole("button", { name: /^Add photo/ }).click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    if (index === 0) {
      // A file that is not a photo is refused at once, in words, above the media library; nothing is uploaded.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "quote.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
      const refused = page.getByRole("alert").filter({ hasText: "quote.pdf is not a photo the site can use" });
      await expect(refused).toBeVisible();
      await expect(refused).toContainText("This photo was not added.");
      await refused.getByRole("button", { name: "Dismiss" }).click();
    }
    await page.locator('input[type="file"]').setInputFiles(photo.file);
    await page.getByRole("button", { name: "Choose selected" }).click();
    if (photo.file === small) {
      // The small photo is taken, and the owner told it may look soft (then puts the message away).
      const warning = page.getByRole("alert").filter({ hasText: "small-photo.jpg is 600 px wide" });
      await expect(warning).toBeVisible();
      await warning.getByRole("button", { name: "Dismiss" }).click();
    }
    await owner.retype("What the photo shows", photo.alt, index);
    await owner.pick("Stage", photo.stage, index);
  }
  // Each photo is shown in the editor as picked: from the browser's copy, not a broken link.
  // (Decap's own previews: the folded items' thumbnails, admin/editor/photo-thumbnails.ts, are checked below.)
  const thumbnails = page.locator('img[src^="blob:"]:not(.owner-thumbnail > img)');
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all())
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await publish("a job with two photos");

  const media = readdirSync(contentFile("media")).filter((name) => !name.endsWith(".md"));
  expect(media.toSorted()).toEqual([
    expect.stringMatching(/^iphone-photo\.(jpg|webp)$/),
    expect.stringMatching(/^small-photo\.(jpg|webp)$/),
  ]);
  for (const name of media) {
    const meta = await sharp(contentFile(`media/${name}`)).metadata();
    expect([meta.exif, meta.xmp, meta.iptc], name).toEqual([undefined, undefined, undefined]);
    expect(meta.width, name).toBe(name.startsWith("iphone") ? 1200 : 600);
  }
  // The editor shows a saved photo from its public path, which npm run cms serves from content/media.
  for (const name of media) expect((await fetch(`${site}${paths.media}${name}`)).status, name).toBe(200);
  const gallery = await html(paths.ourWork);
  expect(gallery).toContain(jobTitle);
  for (const photo of photos) expect(gallery).toContain(`alt="${photo.alt}"`);

  // Opened again, its photos folded: each shown as the photo with what it shows, not as a file's path.
  const job = readdirSync(contentFile("jobs"))[0]!.replace(/\.json$/, "");
  await owner.openEntry(`jobs/entries/${job}`);
  const folded = page.locator(".owner-thumbnail");
  await expect(folded).toHaveCount(2);
  for (const [index, photo] of photos.entries()) {
    await expect(folded.nth(index)).toHaveText(photo.alt);
    expect(
      await folded
        .nth(index)
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
  }
  await expect(page.getByText(/^\/media\//).filter({ visible: true })).toHaveCount(0);
  await folded.last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("job-photos-390.png") });
  expectEveryRequestAnswered();
});

test("a file broken by hand: the last good site stays up and the editor says which entry and field to fix, in its own names", async () => {
  test.setTimeout(180_000);
  const about = contentFile("pages/about.json");
  const good = readFileSync(about, "utf8");
  const heading = JSON.parse(good).hero.heading as string;
  const broken = JSON.parse(good);
  delete broken.story.heading;
  writeFileSync(about, JSON.stringify(broken, null, 2));
  await owner.openEntry("pages/entries/about");
  const problem = page.getByRole("alert").filter({ hasText: "the site could not be built" });
  await expect(problem).toBeVisible({ timeout: 120_000 });
  await expect(problem).toContainText("Content to fix before the site can be built:");
  await expect(problem).toContainText("About page → Story: Heading is empty");
  await expect(problem).not.toContainText("content/pages/about.json");
  expect(await html(paths.about)).toContain(heading);

  writeFileSync(about, good);
  await expect
    .poll(() => fetch(`${site}/admin/build-status.json`).then((r) => r.json()), { timeout: 120_000 })
    .toMatchObject({ state: "built" });
  await page.reload();
  await expect(problem).toHaveCount(0);
  expectEveryRequestAnswered();
});
