/** The quote form as production runs it: built with EmailJS keys, posting to the EmailJS API (intercepted). */
import { existsSync, readFileSync } from "node:fs";
import { business } from "#app/content/business.ts";
import { emailVariables } from "#app/quote/email-variables.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { DEFAULT_PHOTO_BUDGET_KB } from "#app/settings/settings.ts";
import { hasExif } from "../../scripts/fixtures/exif-fixture.ts";
import { MAX_REQUESTS_PER_HOUR, MIN_FILL_MS } from "#app/quote/spam-rules.ts";
import { emailjsTestEnv } from "./emailjs-env.ts";
import {
  attachedPhotos,
  cameraPhoto,
  fillForm,
  payloadOf,
  photoInput,
  stopPageClock,
  submit,
  successToast,
  visitor,
  visitorServiceLabel,
  expect,
  formTest as test,
  type Request,
} from "./fixtures.ts";

const EMAILJS_SEND_FORM = "https://api.emailjs.com/api/v1.0/email/send-form";
const cors = { "access-control-allow-origin": "*" };

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("the page's policy allows the EmailJS API and the counting service, and nothing else beyond the site", async ({ page }) => {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toContain(`connect-src 'self' https://api.emailjs.com ${emailjsTestEnv.VITE_COUNTER};`);
});

test("posts the form to EmailJS with the configured ids and a request id, then confirms", async ({ page }) => {
  const posts: Request[] = [];
  await page.route(EMAILJS_SEND_FORM, (route, request) => {
    posts.push(request);
    return route.fulfill({ status: 200, body: "OK", headers: cors });
  });
  await fillForm(page);
  await submit(page).click();
  await expect(successToast(page)).toContainText(quoteFormCopy.toast.successText);
  expect(posts).toHaveLength(1);
  const { text } = await payloadOf(posts[0]!);
  expect(text).toEqual({
    ...visitor,
    suburb: visitor.address,
    to_email: emailjsTestEnv.VITE_QUOTE_RECIPIENT,
    request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    ...emailVariables(visitor, 0),
    service_label: visitorServiceLabel,
    fill_ms: expect.stringMatching(/^\d+$/),
    lib_version: "4.4.1",
    service_id: emailjsTestEnv.VITE_EMAILJS_SERVICE_ID,
    template_id: emailjsTestEnv.VITE_EMAILJS_TEMPLATE_ID,
    user_id: emailjsTestEnv.VITE_EMAILJS_PUBLIC_KEY,
  });
  const outbox = "test-results/outbox-emailjs.jsonl";
  expect(existsSync(outbox) ? readFileSync(outbox, "utf8") : "").toBe("");
});

test("photos go to EmailJS as files photo_1 and photo_2, within the budget, without metadata", async ({ page }) => {
  const posts: Request[] = [];
  await page.route(EMAILJS_SEND_FORM, (route, request) => {
    posts.push(request);
    return route.fulfill({ status: 200, body: "OK", headers: cors });
  });
  await fillForm(page);
  await photoInput(page).setInputFiles([
    await cameraPhoto(page, "a.jpg"),
    await cameraPhoto(page, "b.jpg"),
    await cameraPhoto(page, "c.jpg"),
  ]);
  await expect(attachedPhotos(page)).toHaveCount(3, { timeout: 20_000 });
  await page.getByRole("button", { name: quoteFormCopy.photos.remove(1, "a.jpg") }).click();
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  const { files } = await payloadOf(posts[0]!);
  expect(Object.keys(files)).toEqual(["photo_1", "photo_2"]);
  const total = Object.values(files).reduce((sum, file) => sum + file.bytes.length, 0);
  expect(total).toBeLessThanOrEqual(DEFAULT_PHOTO_BUDGET_KB * 1024);
  for (const file of Object.values(files)) expect(hasExif(file.bytes)).toBe(false);
});

test("EmailJS busy (429) then fine: one email, after a retry", async ({ page }) => {
  let attempts = 0;
  await page.route(EMAILJS_SEND_FORM, (route) =>
    route.fulfill(
      ++attempts === 1 ? { status: 429, body: "Too Many Requests", headers: cors } : { status: 200, body: "OK", headers: cors },
    ),
  );
  await fillForm(page);
  await submit(page).click();
  await expect(successToast(page)).toBeVisible({ timeout: 10_000 });
  expect(attempts).toBe(2);
});

test("an error from EmailJS shows the error toast with the phone and keeps the request", async ({ page }) => {
  await page.route(EMAILJS_SEND_FORM, (route) => route.fulfill({ status: 412, body: "Precondition Failed", headers: cors }));
  await fillForm(page);
  await submit(page).click();
  await expect(page.getByRole("alert")).toContainText(
    `Failed to send message. Please try calling us directly at ${business.phone.display}.`,
  );
  await expect(page.getByLabel(quoteFormCopy.labels.firstName)).toHaveValue(visitor.firstName);
});

test(`the spam rules hold on the EmailJS path: a form sent too fast is posted once the minimum has passed, nothing past ${MAX_REQUESTS_PER_HOUR} requests an hour`, async ({
  page,
}) => {
  let posts = 0;
  await page.route(EMAILJS_SEND_FORM, (route) => {
    posts += 1;
    return route.fulfill({ status: 200, body: "OK", headers: cors });
  });
  await stopPageClock(page);
  await fillForm(page, visitor, { asFastAsABot: true });
  await submit(page).click();
  await expect(page.getByRole("button", { name: quoteFormCopy.sending })).toBeDisabled();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(posts, "held while the minimum fill time has not passed").toBe(0);
  await page.clock.runFor(MIN_FILL_MS);
  await expect(successToast(page)).toBeVisible();
  expect(posts).toBe(1);
  await page.clock.resume();

  for (let request = 2; request <= MAX_REQUESTS_PER_HOUR + 1; request += 1) {
    await fillForm(page);
    await submit(page).click();
    if (request > MAX_REQUESTS_PER_HOUR) break;
    // Each one sent and the form cleared before the next is typed.
    await expect.poll(() => posts).toBe(request);
    await expect(successToast(page)).toBeVisible();
    await expect(page.getByLabel(quoteFormCopy.labels.firstName)).toHaveValue("");
  }
  await expect(page.getByRole("status").filter({ hasText: quoteFormCopy.hourlyLimit.text(MAX_REQUESTS_PER_HOUR) })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(quoteFormCopy.toast.errorText(business.phone.display));
  expect(posts).toBe(MAX_REQUESTS_PER_HOUR);
});
