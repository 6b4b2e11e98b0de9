/** Photos of the tree: chosen on the phone, made smaller and stripped of metadata there, sent as files. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  expect,
  formTest as test,
  phoneViewport,
  attachedPhotos,
  cameraPhoto,
  fillForm,
  holdRequests,
  imageSize,
  outboxFile,
  outboxLines,
  payloadOf,
  photoInput,
  submit,
  successToast,
  visitor,
  visitorServiceLabel,
} from "./fixtures.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { DEFAULT_PHOTO_BUDGET_KB } from "#app/settings/settings.ts";
import { MAX_EDGE } from "#app/quote/photos/resize.ts";
import { hasExif } from "../../scripts/fixtures/exif-fixture.ts";
import { dialNumber } from "#app/content/phone.ts";
import { photosAttached } from "#app/words-in-code/photos-attached.ts";

const copy = quoteFormCopy.photos;
const budget = DEFAULT_PHOTO_BUDGET_KB * 1024;

test.use({ viewport: phoneViewport });
test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("the photo field takes images from the camera or gallery, several at once, and says what it is for", async ({ page }) => {
  await expect(photoInput(page)).toHaveAttribute("type", "file");
  await expect(photoInput(page)).toHaveAttribute("accept", "image/*");
  await expect(photoInput(page)).toHaveAttribute("multiple", "");
  await expect(photoInput(page)).not.toHaveAttribute("required");
  await expect(page.getByText(copy.hint)).toBeVisible();
});

test("attach three photos (the count shown), remove one, send: two resized, metadata-free image files within the budget, stored in the local outbox beside the request's line with the two emails EmailJS would send", async ({
  page,
}) => {
  const marker = `Photo outbox check ${Date.now()}`;
  const photos = [await cameraPhoto(page, "oak.jpg"), await cameraPhoto(page, "fence.jpg"), await cameraPhoto(page, "driveway.jpg")];
  expect(hasExif(photos[0]!.buffer)).toBe(true);
  const { held, ready } = holdRequests(page);
  await ready;
  await fillForm(page, { ...visitor, message: marker });
  await photoInput(page).setInputFiles(photos);
  await expect(attachedPhotos(page)).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: copy.added(3, 3) })).toBeVisible();
  await expect(photoInput(page)).toBeDisabled();

  await page.getByRole("button", { name: copy.remove(2, "fence.jpg") }).click();
  await expect(attachedPhotos(page)).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: copy.removed(2, 3) })).toBeVisible();
  const thumbnail = page.getByRole("img", { name: copy.thumbnail(2, "driveway.jpg") });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), "the thumbnail shows").toBe(true);

  await submit(page).click();
  await expect.poll(() => held.length).toBe(1);
  const { files } = await payloadOf(held[0]!.request);
  expect(Object.keys(files)).toEqual(["photo_1", "photo_2"]);
  const sizes = Object.values(files).map((file) => file.bytes.length);
  expect(sizes.reduce((total, size) => total + size, 0)).toBeLessThanOrEqual(budget);
  for (const file of Object.values(files)) {
    expect(["image/jpeg", "image/webp"]).toContain(file.type);
    expect(hasExif(file.bytes)).toBe(false);
    const size = await imageSize(page, file.bytes);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_EDGE);
    expect(size.height, "orientation applied: the portrait photo stands upright").toBeGreaterThan(size.width);
  }
  // On to npm start's outbox, which stores each file as it came.
  await held[0]!.route.continue();
  await expect(successToast(page)).toBeVisible();
  await expect(attachedPhotos(page)).toHaveCount(0);
  const [line] = outboxLines(marker);
  expect(line!.photos.map((photo) => new Uint8Array(readFileSync(outboxFile(photo))))).toEqual(
    Object.values(files).map((file) => new Uint8Array(file.bytes)),
  );
  // And beside it, the two emails EmailJS would send for it, filled from the build's templates (server/outbox-emails.ts).
  const emails = outboxFile(join("outbox-emails", line!.request_id));
  const owner = readFileSync(join(emails, "owner.html"), "utf8");
  expect(owner).toContain(`<strong>${visitorServiceLabel} – `);
  expect(owner).toContain(`href="tel:${dialNumber(visitor.phone)}"`);
  expect(owner).toContain(photosAttached(2));
  expect(readFileSync(join(emails, "customer.html"), "utf8")).toContain(line!.request_id);
});

// The pipeline loads at the first photo (ADR 0041): a page that lost its connection since it opened cannot.
test("a photo picked when the photo pipeline cannot load is refused in plain words; the form is untouched", async ({ page }) => {
  await page.route("**/assets/prepare-*.js", (route) => route.abort("internetdisconnected"));
  await fillForm(page);
  await photoInput(page).setInputFiles({ name: "tree.jpg", mimeType: "image/jpeg", buffer: Buffer.from("a photo, never read") });
  await expect(page.getByRole("alert").filter({ hasText: copy.notLoaded })).toBeVisible();
  await expect(attachedPhotos(page)).toHaveCount(0);
  await expect(page.getByLabel(quoteFormCopy.labels.message, { exact: false })).toHaveValue(visitor.message);
});

test("a file that is not a photo, and a fourth photo, get a clear message; the rest of the form is untouched", async ({ page }) => {
  await fillForm(page);
  await photoInput(page).setInputFiles({ name: "quote.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(page.getByRole("alert").filter({ hasText: copy.unreadable("quote.txt") })).toBeVisible();
  await photoInput(page).setInputFiles({
    name: "IMG_0042.heic",
    mimeType: "image/heic",
    buffer: Buffer.from("....ftypheic unreadable here"),
  });
  await expect(page.getByRole("alert").filter({ hasText: copy.unreadable("IMG_0042.heic") })).toBeVisible();
  await expect(attachedPhotos(page)).toHaveCount(0);

  const four = [];
  for (const name of ["a.jpg", "b.jpg", "c.jpg", "d.jpg"]) four.push(await cameraPhoto(page, name, { width: 1200, height: 900 }));
  await photoInput(page).setInputFiles(four);
  await expect(page.getByRole("alert").filter({ hasText: copy.tooMany(3, 1) })).toBeVisible({ timeout: 20_000 });
  await expect(attachedPhotos(page)).toHaveCount(3);
  await expect(page.getByLabel(quoteFormCopy.labels.message, { exact: false })).toHaveValue(visitor.message);
});
