/**
 * Photos in the editor of the project's own (/admin/next/), as the owner adds one on a 390-px phone
 * through `npm run cms` on a copy of the site: a real phone photo (a portrait stored on its side, with
 * camera details) picked in a job's form, prepared in the browser as the current editor prepares it,
 * shown at once, and published with the job into content/ (the photo upright, sized, its details
 * gone; the job naming it), an iPhone's HEIC too; then the photo library, where a photo the job shows is not deleted. Each
 * screen: no control under 44 × 44 px, none of the developer's words (admin/next/developer-words.ts).
 * What the field does beyond that (the same name, the refusals, a reload) its browser tests show
 * (admin/next/photo-field.browser.test.ts, photo-library.browser.test.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { words as said } from "../../admin/next/editor-words.ts";
import { hasExif } from "../../scripts/fixtures/exif-fixture.ts";
import { fixtureJobs, fixturePhoto } from "../../scripts/fixtures/jobs.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { onPhone, publishNotice, servedCms } from "./served-cms.ts";
import { smallControls } from "./thumb-width.ts";

test("the owner adds a phone photo to a job on a phone: prepared, shown, published with the job into content/; the library keeps a photo the job shows", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [jobName, job] = Object.entries(fixtureJobs)[0]!;
  const phonePhoto = await fixturePhoto("palm-after.jpg");
  const { copy, editor, stop } = await servedCms("editor-next-photos", async (folder) => {
    mkdirSync(join(folder, "content", "jobs"), { recursive: true });
    mkdirSync(join(folder, "content", "media"), { recursive: true });
    writeFileSync(join(folder, "content", "jobs", `${jobName}.json`), `${JSON.stringify(job, null, 2)}\n`);
    for (const { image } of job.photos)
      copyFileSync(await fixturePhoto(image.slice("/media/".length) as never), join(folder, "content", image));
  });
  const jobFile = join(copy, "content", "jobs", `${jobName}.json`);
  try {
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const found: Record<string, string[]> = {};
    const look = async (screen: string) => {
      found[screen] = [...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())];
    };

    await page.goto(`${editor}#/entry/jobs/${encodeURIComponent(`content/jobs/${jobName}.json`)}`);
    await page.locator("summary", { hasText: "Photos" }).tap();
    await expect(page.getByText(job.photos[0].alt)).toBeVisible();
    await look("a job's form, its photos");
    await page.getByRole("button", { name: `＋ ${said.add("Photo")}` }).tap();
    // The phone's picker hands the photo to the form's third photo field.
    await page.locator("input[type=file]").nth(2).setInputFiles(phonePhoto);
    await expect(page.getByText(onPhone(said.photoWaiting))).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("figure img[src^='blob:']")).toHaveJSProperty("complete", true);
    const picked = (await page.locator("figure").nth(2).locator("figcaption span").first().textContent()) ?? "";
    expect(picked).toMatch(/^palm-after\.(jpg|webp)$/);
    await page.getByLabel("What the photo shows").nth(2).fill("The palm cleaned, its dead fronds gone");
    await page.getByLabel("Stage").nth(2).selectOption("after");
    await look("a photo picked, not yet published");
    // An iPhone photo (HEIC), which Chromium cannot read: converted in the page, as its policy allows.
    await page.getByRole("button", { name: `＋ ${said.add("Photo")}` }).tap();
    await page
      .locator("input[type=file]")
      .nth(3)
      .setInputFiles(join(import.meta.dirname, "..", "..", "scripts", "fixtures", "iphone-photo.heic"));
    await expect(page.getByText(onPhone(said.photoWaiting))).toHaveCount(2, { timeout: 30_000 });
    const iphone = (await page.locator("figure").nth(3).locator("figcaption span").first().textContent()) ?? "";
    expect(iphone).toMatch(/^iphone-photo\.(jpg|webp)$/);
    await page.getByLabel("What the photo shows").nth(3).fill("The pool deck swept clear");
    await page.getByLabel("Stage").nth(3).selectOption("after");
    expect(existsSync(join(copy, "content", "media", picked))).toBe(false);

    await page.getByRole("button", { name: "Publish", exact: true }).tap();
    await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(onPhone(said.photoWaiting))).toHaveCount(0);
    await look("published with its photo");
    // One publish: the job naming the photo, and the photo itself, upright, sized, its camera details gone.
    const published = JSON.parse(readFileSync(jobFile, "utf8")) as { photos: { image: string }[] };
    expect(published.photos.slice(2)).toEqual([
      { image: `/media/${picked}`, alt: "The palm cleaned, its dead fronds gone", stage: "after" },
      { image: `/media/${iphone}`, alt: "The pool deck swept clear", stage: "after" },
    ]);
    expect(hasExif(readFileSync(join(copy, "content", "media", iphone)))).toBe(false);
    const photo = readFileSync(join(copy, "content", "media", picked));
    expect(hasExif(photo)).toBe(false);
    const { width, height, orientation } = await sharp(photo).metadata();
    expect([width, height, orientation]).toEqual([1800, 2400, undefined]);

    // The library: from the first screen, every photo by name; one the job shows is not deleted.
    await page.goto(`${editor}#/`);
    await page.getByRole("link", { name: said.photos, exact: true }).tap();
    await expect(page.getByRole("heading", { name: said.yourPhotos })).toBeVisible();
    await expect(page.getByText(picked, { exact: true })).toBeVisible();
    await look("the photo library");
    await page.getByRole("button", { name: `${said.deletePhoto}: storm-gum-before.jpg` }).tap();
    // Refused at once, naming the job: no question whose answer could not be yes.
    await expect(
      page.getByText(`The photo storm-gum-before.jpg is shown by Job "${job.title}": remove it there and publish first, then delete it.`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: said.deleteIt })).toHaveCount(0);
    expect(existsSync(join(copy, "content", "media", "storm-gum-before.jpg"))).toBe(true);
    await look("a photo's delete refused");
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  } finally {
    await stop();
  }
});
