/**
 * What the owner publishes in the editor of the project's own reaches the site the visitor sees:
 * one `npm run cms` on a copy of the site (its one server and its rebuilds), the editor on a 390-px
 * phone. The phone number refused in words until it is one, a seventh question on /services and a
 * storm notice whose last day is today, each published into its file; once rebuilt, every call link
 * dials the new number, /services asks seven questions and the notice shows until midnight in
 * Queensland; then the number typed back as it was and the notice switched off, live again. All
 * along, a visitor polls the site and must never meet a refused connection or a server error,
 * during rebuilds as between them. The
 * publishes are made one after another and the site looked at once rebuilt, so the spec waits for
 * two rebuilds, not six. (Two tabs, a change between check and write, paste: owner-editor-saves.spec.ts.)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { join } from "node:path";
import { business } from "#app/content/business.ts";
import { readPage } from "#app/content/content-files.server.ts";
import { queenslandDate } from "#app/content/storm-notice-dates.ts";
import { paths, postPath } from "#app/site/paths.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { words } from "../../admin/next/editor-words.ts";
import { postWords } from "../../admin/next/post-words.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { building } from "../../admin/editor/build-outcome.ts";
import { landscapeWithGps } from "../../scripts/fixtures/photos.ts";
import { aPhone, ownEditorSteps } from "./own-editor-steps.ts";
import { onPhone, publishNotice, putAwayPublishNotice, servedCms } from "./served-cms.ts";
import { oneSuburb } from "./page-kinds.ts";

test.describe.configure({ mode: "serial" });

let served: Awaited<ReturnType<typeof servedCms>>;
let page: Page;
let owner: ReturnType<typeof ownEditorSteps>;

/** A visitor who keeps asking for pages while the owner works: every answer that is not a page is noted. */
const visitor = {
  failures: [] as string[],
  requests: 0,
  /** Until the spec ends. */
  running: true,
  async run(pages: string[]) {
    while (this.running) {
      for (const path of pages) {
        try {
          const response = await fetch(served.site + path, { signal: AbortSignal.timeout(15_000) });
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

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  served = await servedCms("owner-editor");
  ({ page } = await aPhone(browser));
  owner = ownEditorSteps(page, served.editor);
  // The site answers once its first build is done (the owner works meanwhile): the visitor starts then.
  visiting = (async () => {
    while (
      visitor.running &&
      (await fetch(served.site + paths.home).then(
        (response) => response.status,
        () => 0,
      )) !== 200
    )
      await new Promise((resolve) => setTimeout(resolve, 500));
    await visitor.run([paths.home, paths.services, paths.contact]);
  })();
});
test.afterAll(async () => {
  visitor.running = false;
  await visiting;
  await page?.context().close();
  await served?.stop();
});

/** No refused connection and no server error so far, rebuilds included; what npm run cms printed, if there was. */
function expectEveryRequestAnswered() {
  expect(visitor.requests).toBeGreaterThan(0);
  expect(visitor.failures, `every request answered throughout\n${visitor.failures.length > 0 ? served.output().slice(-3000) : ""}`).toEqual(
    [],
  );
}

/** A rebuild or two of the copy (~20 s each here), on a busy machine. */
const REBUILT = { timeout: 90_000 };
const contentFile = (file: string) => join(served.copy, "content", file);
const html = async (path: string) => (await (await fetch(served.site + path)).text()).replaceAll("&#x27;", "'");
/** Whether `path`, as the site serves it now, dials `phone` (as typed: 0499 …). */
const dials = async (phone: string, path: string) => (await html(path)).includes(`href="tel:+61${phone.replaceAll(" ", "").slice(1)}"`);

const businessBefore = () => readFileSync(join(import.meta.dirname, "..", "..", "content", "business.json"), "utf8");
const earlierPhone = () => (JSON.parse(businessBefore()) as { phone: string }).phone;
const question = "Do you remove trees close to power lines?";
const message = "Storm cleanup after Tuesday's storm: we're taking calls {emergency}.";
const shown = message.replace("{emergency}", business.emergency);
const today = () => queenslandDate(new Date());

test("the phone number: refused in words, nothing written, until it is one; then published", async () => {
  await owner.openForm("settings", "business.json");
  await owner.retype("Phone number", "call us anytime");
  await owner.pressPublish();
  // The refusal says what to type, beside the field, not that a "pattern" did not match.
  await expect(page.getByText(words.fixFirst)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-field="phone"]').getByRole("alert")).toContainText(
    "Phone number: an Australian phone number, as people read it (for example 0412 345 678",
  );
  await expect(page.getByText(/pattern/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("phone-refused-390.png") });
  expect(readFileSync(contentFile("business.json"), "utf8")).toBe(businessBefore());
  await owner.retype("Phone number", "0499 111 222");
  await owner.publish();
  expect(readFileSync(contentFile("business.json"), "utf8")).toBe(
    businessBefore().replace(`"phone": "${earlierPhone()}"`, '"phone": "0499 111 222"'),
  );
});

test("a seventh question on /services, added at the foot of its questions, published", async () => {
  await owner.openForm("pages", "pages/services.json");
  await page.locator('[data-field="faq"] summary').first().tap();
  await page.locator('[data-field="faq"]').getByRole("button", { name: /^＋/ }).tap();
  await owner.retype("Question", question, -1);
  await owner.retype(
    "Answer",
    "Only with the network operator: we arrange an Energex isolation or a spotter, and our climbers hold the ticket for work near lines.",
    -1,
  );
  await owner.publish();
  const faq = (JSON.parse(readFileSync(contentFile("pages/services.json"), "utf8")) as { faq: { items: { question: string }[] } }).faq;
  expect(faq.items.map((item) => item.question)).toEqual([...readPage("services").faq.items.map((item) => item.question), question]);
});

test("a storm notice: with its last day past it is refused in words, nothing written; with today as its last day, published", async () => {
  await owner.openForm("settings", "storm-notice.json");
  const published = readFileSync(contentFile("storm-notice.json"), "utf8");
  await page.getByRole("switch", { name: "Show the storm notice" }).tap();
  await owner.retype("Message", message);
  const lastDay = page.getByLabel(/^Last day/);
  // Saved with its last day past, the notice would show nowhere.
  await lastDay.fill(queenslandDate(new Date(Date.now() - 24 * 60 * 60 * 1000)));
  await owner.pressPublish();
  const pastLastDay = /Storm notice: Last day is .+, which has passed, so the notice would show nowhere/;
  await expect(page.getByRole("status").filter({ hasText: words.fixFirst })).toContainText(pastLastDay, { timeout: 15_000 });
  await expect(page.locator('[data-field="until"]').getByRole("alert").filter({ hasText: pastLastDay })).toBeVisible();
  expect(readFileSync(contentFile("storm-notice.json"), "utf8")).toBe(published);
  await lastDay.fill(today());
  await owner.publish();
  expect(JSON.parse(readFileSync(contentFile("storm-notice.json"), "utf8"))).toMatchObject({ show: true, message, until: today() });
});

const review = {
  text: "They took down a split camphor laurel over our shed the morning after the storm and left the yard spotless.",
  author: "Dana W.",
  location: "Buderim",
};

/** ＋ <one> on a folder's list: its empty form. */
async function addNew(collection: string, singular: string) {
  await page.goto(`${served.editor}#/list/${collection}`);
  await page.getByRole("link", { name: words.addNew(singular) }).tap();
  await expect(page.getByRole("heading", { name: words.newOne(singular) })).toBeVisible();
}

/** Publish a new one, and the editor's word that it is on its way to the site. */
async function publishNew() {
  await putAwayPublishNotice(page);
  await owner.pressPublish();
  await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 15_000 });
}

test("a testimonial added, its date picked in the phone's own date field: its own file, written as the others are", async () => {
  await addNew("testimonials", "Testimonial");
  await owner.retype("What the customer said", review.text);
  await owner.retype("Name", review.author);
  await page.getByLabel("Stars", { exact: true }).fill("5");
  await owner.retype("Suburb", review.location);
  await page.getByLabel("Date", { exact: true }).fill(today());
  await publishNew();
  // Written as the other files are: the form's field order, two spaces, a final newline.
  expect(readFileSync(contentFile(`testimonials/${today()}-dana-w.json`), "utf8")).toBe(
    `${JSON.stringify({ text: review.text, author: review.author, rating: 5, location: review.location, date: today() }, null, 2)}\n`,
  );
});

const post = { title: "Why a mulch ring helps a young tree", address: "mulch-ring-young-tree" };
const postText = Array.from({ length: 60 }, (_, index) => `Mulch ring ${index + 1} keeps roots cool and moist.`).join(" ");

test("a new blog post of 300 words, published", async () => {
  await addNew("blog", "Blog post");
  await owner.retype("Title", post.title);
  await page
    .getByLabel("Description", { exact: true })
    .fill("A ring of mulch around a young tree keeps its roots cool and moist and the mower away. How wide, how deep, and what to use.");
  await page.getByLabel(postWords.addressLabel, { exact: true }).fill(post.address);
  await page.getByLabel("Published", { exact: true }).fill(today());
  await page.getByLabel("Updated", { exact: true }).fill(today());
  await owner.retype("Author", "Lead Arborist");
  await page.locator('[data-field="keywords"] summary').first().tap();
  await page.getByRole("button", { name: `＋ ${words.add("Keyword")}` }).tap();
  await page.getByLabel("Keyword 1", { exact: true }).fill("mulch ring young tree");
  await owner.retype("Section", "Tree Care Advice");
  await page.getByLabel("Post", { exact: true }).fill(postText);
  await publishNew();
  // Its file named from its title, as the current editor names a post's; its address in it.
  const written = readFileSync(contentFile("blog/why-a-mulch-ring-helps-a-young-tree.md"), "utf8");
  expect(written).toContain(`\nslug: ${post.address}\n`);
  expect(written).toContain(`\n${postText}`);
});

/** A job in one of the owner's suburbs, whichever they keep, with an iPhone's HEIC photo and a 600-px one. */
const job = { title: `Storm-split gum made safe over a ${oneSuburb.name} roof`, file: "" };
const jobPhotos = [
  {
    file: join(import.meta.dirname, "..", "..", "scripts", "fixtures", "iphone-photo.heic"),
    alt: "The split gum leaning on the roof",
    stage: "before",
  },
  { file: "", alt: "The yard raked clean where the gum stood", stage: "after" },
];

test("a job with an iPhone's HEIC photo and a 600-px photo, on a phone: a file not a photo refused, the small one warned of, both published", async () => {
  test.setTimeout(60_000);
  jobPhotos[1]!.file = join(served.copy, "small-photo.jpg");
  writeFileSync(
    jobPhotos[1]!.file,
    await sharp(await landscapeWithGps(9))
      .resize(600)
      .jpeg({ quality: 85 })
      .withExif({ IFD0: { Make: "FixtureCam" } })
      .toBuffer(),
  );
  await addNew("jobs", "Job");
  await owner.retype("Title", job.title);
  await page.getByLabel("Suburb", { exact: true }).selectOption({ label: oneSuburb.name });
  await page.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(/^Month/).fill("2026-11");
  await page
    .getByLabel("The story", { exact: true })
    .fill("A gum split in the storm and leant on the roof. We took it down in sections by rope and raked the yard.");
  await page.locator("summary", { hasText: "Photos" }).first().tap();
  for (const [index, photo] of jobPhotos.entries()) {
    await page.getByRole("button", { name: `＋ ${words.add("Photo")}` }).tap();
    const picker = page.locator("input[type=file]").nth(index);
    if (index === 0) {
      // A file that is not a photo is refused at once, in words; nothing is added.
      await picker.setInputFiles({ name: "quote.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
      await expect(page.getByText(words.photoNotAdded)).toBeVisible();
    }
    await picker.setInputFiles(photo.file);
    await expect(page.getByText(onPhone(words.photoWaiting))).toHaveCount(index + 1, { timeout: 30_000 });
    await page.getByLabel("What the photo shows").nth(index).fill(photo.alt);
    await page.getByLabel("Stage").nth(index).selectOption(photo.stage);
  }
  // The small photo is taken, and the owner told it may look soft.
  await expect(page.getByText(words.photoSmall)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("job-photos-390.png") });
  await publishNew();
  job.file = readdirSync(contentFile("jobs")).find((name) => name.endsWith(".json"))!;
});

test("once rebuilt, the visitor sees them all: the job and its photos in Our work, every call link dials the new number, /services asks seven questions, the testimonial is shown, the post has its page and is on the blog, the notice shows until midnight in Queensland", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The job, published last: the build that shows it holds every change before it.
  await expect.poll(async () => (await html(paths.ourWork)).includes(job.title), REBUILT).toBe(true);
  const gallery = await html(paths.ourWork);
  for (const photo of jobPhotos) expect(gallery.includes(`alt="${photo.alt}"`), photo.alt).toBe(true);
  // Its photos: no location or camera details kept, each sized for the site, served from the photos' address.
  const media = readdirSync(contentFile("media")).filter((name) => /^(iphone-photo|small-photo)\./.test(name));
  expect(media.toSorted()).toEqual([
    expect.stringMatching(/^iphone-photo\.(jpg|webp)$/),
    expect.stringMatching(/^small-photo\.(jpg|webp)$/),
  ]);
  for (const name of media) {
    const meta = await sharp(contentFile(`media/${name}`)).metadata();
    expect([meta.exif, meta.xmp, meta.iptc], name).toEqual([undefined, undefined, undefined]);
    expect(meta.width, name).toBe(name.startsWith("iphone") ? 1200 : 600);
    expect((await fetch(`${served.site}${paths.media}${name}`)).status, name).toBe(200);
  }
  const postPage = () => html(postPath(post.address));
  expect((await postPage()).includes(post.title), "the post's title").toBe(true);
  expect((await postPage()).includes("Mulch ring 60 keeps roots cool and moist."), "the post's last words").toBe(true);
  expect((await html(paths.blog)).includes(postPath(post.address)), "the blog links to the post").toBe(true);
  for (const path of [paths.home, paths.services, oneSuburb.canonical, paths.contact]) {
    expect(await dials("0499 111 222", path), path).toBe(true);
    expect((await html(path)).includes(business.phone.e164), `${path} dials the old number`).toBe(false);
  }
  const services = await html(paths.services);
  expect(services.includes(question), "the seventh question").toBe(true);
  expect(services.match(/<details /g)).toHaveLength(readPage("services").faq.items.length + 1);
  expect((await html(paths.testimonials)).includes(review.text), "the testimonial").toBe(true);
  expect((await html(paths.home)).includes(shown), "the storm notice").toBe(true);

  // The home page, opened just before and just after midnight in Queensland: the notice takes itself down.
  const late = await browser.newPage();
  const endOfLastDay = Date.parse(`${today()}T00:00:00+10:00`) + 24 * 60 * 60 * 1000;
  await late.clock.setFixedTime(endOfLastDay - 60_000);
  await late.goto(served.site + paths.home);
  await expect(late.getByRole("complementary", { name: siteCopy.stormNotice.label })).toContainText(shown);
  await late.clock.setFixedTime(endOfLastDay + 60_000);
  await late.reload();
  await expect(late.getByRole("complementary", { name: siteCopy.stormNotice.label })).toHaveCount(0);
  await late.close();
  expectEveryRequestAnswered();
});

test("undone: the number typed back as it was; the notice put back from Earlier versions as first published (switched off); once rebuilt, the site dials the number it did and shows no notice", async () => {
  test.setTimeout(120_000);
  await owner.openForm("settings", "business.json");
  await owner.retype("Phone number", earlierPhone());
  await owner.publish();
  expect(readFileSync(contentFile("business.json"), "utf8")).toBe(businessBefore());

  await owner.openForm("settings", "storm-notice.json");
  await page.getByRole("button", { name: words.earlierVersions }).tap();
  const versions = page.getByRole("dialog", { name: words.earlierVersionsOf("Storm notice") });
  // Newest first: the notice as published today, then as the copy's first build had it.
  await expect(versions.getByRole("listitem").first()).toContainText(/^Published \d{1,2}:\d{2} [ap]m today/, { timeout: 15_000 });
  const first = versions.locator("li[data-version]").last();
  // What differs, with the version's value beside the form's.
  await expect(first).toContainText("Differs from the form now:Show the storm notice: false (the form now: true)");
  await page.screenshot({ path: test.info().outputPath("earlier-versions-390.png") });
  await first.getByRole("button", { name: words.putInForm }).tap();
  await expect(page.getByRole("switch", { name: "Show the storm notice" })).not.toBeChecked();
  // Nothing changes on the site until Publish.
  expect(JSON.parse(readFileSync(contentFile("storm-notice.json"), "utf8"))).toMatchObject({ show: true });
  await owner.publish();
  expect(JSON.parse(readFileSync(contentFile("storm-notice.json"), "utf8"))).toMatchObject({ show: false });

  // The editor's own word that the change is live, and how long it took (admin/editor/build-outcome.ts).
  await expect(page.getByText(building.title)).toBeVisible();
  await expect(page.getByText("Published: your change is on the site.")).toBeVisible(REBUILT);
  await expect(page.getByText(/^It took \d+ seconds? from Publish\.$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("live-390.png") });
  expect((await html(paths.home)).includes(shown), "the notice, live").toBe(false);
  for (const path of [paths.home, paths.services]) expect(await html(path), path).not.toContain(shown);
  expect(await dials(earlierPhone(), paths.contact)).toBe(true);
  expectEveryRequestAnswered();
});
