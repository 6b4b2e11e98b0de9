/** The quote form as production runs it: built with EmailJS keys, posting to the EmailJS API. */
import { existsSync, readFileSync } from "node:fs";
import { business } from "../../app/content/business.ts";
import { quoteFormCopy } from "../../app/content/quote-form.ts";
import { emailjsTestEnv } from "./emailjs-env.ts";
import { expect, formTest as test, type Page } from "./test.ts";

const EMAILJS_SEND_FORM = "https://api.emailjs.com/api/v1.0/email/send-form";
const { labels, toast } = quoteFormCopy;

async function fillForm(page: Page) {
  await page.getByLabel(labels.firstName).fill("Jane");
  await page.getByLabel(labels.lastName).fill("Smith");
  await page.getByLabel(labels.phone).fill("+61 412 345 678");
  await page.getByLabel(labels.address, { exact: false }).fill("12 Example Street, Noosa Heads QLD 4567");
  await page.getByLabel(labels.service, { exact: false }).selectOption("emergency");
  await page.getByLabel(labels.message, { exact: false }).fill("A fig limb is resting on the roof.");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("the page's policy allows the EmailJS API and nothing else beyond the site", async ({ page }) => {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
});

test("posts the form to EmailJS with the configured ids, then confirms", async ({ page }) => {
  const posts: { url: string; fields: Record<string, string> }[] = [];
  await page.route(EMAILJS_SEND_FORM, async (route, request) => {
    const form = await new Response(new Uint8Array(request.postDataBuffer()!), { headers: { "content-type": request.headers()["content-type"]! } }).formData();
    posts.push({ url: request.url(), fields: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])) });
    await route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } });
  });
  await fillForm(page);
  await page.getByRole("button", { name: quoteFormCopy.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: toast.successTitle })).toContainText(toast.successText);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.fields).toEqual({
    firstName: "Jane",
    lastName: "Smith",
    phone: "+61 412 345 678",
    email: "",
    address: "12 Example Street, Noosa Heads QLD 4567",
    suburb: "12 Example Street, Noosa Heads QLD 4567",
    service: "emergency",
    urgency: "",
    message: "A fig limb is resting on the roof.",
    to_email: emailjsTestEnv.VITE_QUOTE_RECIPIENT,
    lib_version: "4.4.1",
    service_id: emailjsTestEnv.VITE_EMAILJS_SERVICE_ID,
    template_id: emailjsTestEnv.VITE_EMAILJS_TEMPLATE_ID,
    user_id: emailjsTestEnv.VITE_EMAILJS_PUBLIC_KEY,
  });
  const outbox = "test-results/outbox-emailjs.jsonl";
  expect(existsSync(outbox) ? readFileSync(outbox, "utf8") : "").toBe("");
});

test("an error from EmailJS shows the error toast with the phone and keeps the request", async ({ page }) => {
  await page.route(EMAILJS_SEND_FORM, (route) => route.fulfill({ status: 429, body: "Too Many Requests", headers: { "access-control-allow-origin": "*" } }));
  await fillForm(page);
  await page.getByRole("button", { name: quoteFormCopy.submit }).click();
  await expect(page.getByRole("alert")).toContainText(`Failed to send message. Please try calling us directly at ${business.phone.display}.`);
  await expect(page.getByLabel(labels.firstName)).toHaveValue("Jane");
});
