import { expect, formTest as test, type Page, type Request, type Route } from "./test.ts";
import { readFileSync, existsSync } from "node:fs";
import { business } from "../../app/content/business.ts";
import { quoteFormCopy, serviceOptions, urgencyOptions } from "../../app/content/quote-form.ts";

const { labels, toast } = quoteFormCopy;
const SEND_FORM = "**/api/v1.0/email/send-form";
const errorText = `Failed to send message. Please try calling us directly at ${business.phone.display}.`;

const visitor = {
  firstName: "Jane",
  lastName: "Smith",
  phone: "0412 345 678",
  email: "jane@example.com",
  address: "12 Example Street, Mudjimba QLD 4564",
  service: "stump-grinding",
  urgency: "soon",
  message: "Two old stumps by the back fence.",
};

const field = (page: Page, name: keyof typeof labels) => page.getByLabel(labels[name], { exact: false });
const submit = (page: Page) => page.getByRole("button", { name: quoteFormCopy.submit });

async function fillForm(page: Page, values = visitor) {
  await field(page, "firstName").fill(values.firstName);
  await field(page, "lastName").fill(values.lastName);
  await field(page, "phone").fill(values.phone);
  await field(page, "email").fill(values.email);
  await field(page, "address").fill(values.address);
  await field(page, "service").selectOption(values.service);
  await field(page, "urgency").selectOption(values.urgency);
  await field(page, "message").fill(values.message);
}

async function expectValues(page: Page, values: typeof visitor | null) {
  for (const name of Object.keys(visitor) as (keyof typeof visitor)[]) {
    await expect(field(page, name)).toHaveValue(values ? values[name] : "");
  }
}

/** Holds each request to the send endpoint until the test answers it. */
function holdRequests(page: Page) {
  const held: { route: Route; request: Request }[] = [];
  const ready = page.route(SEND_FORM, (route, request) => void held.push({ route, request }));
  return { held, ready };
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("form")).toBeVisible();
});

test("every field has a visible label, the right type, autocomplete and required state", async ({ page }) => {
  const expectations = [
    ["firstName", "input", "text", "given-name", true],
    ["lastName", "input", "text", "family-name", true],
    ["phone", "input", "tel", "tel", true],
    ["email", "input", "email", "email", false],
    ["address", "input", "text", "street-address", true],
    ["service", "select", null, null, true],
    ["urgency", "select", null, null, false],
    ["message", "textarea", null, null, true],
  ] as const;
  for (const [name, tag, type, autocomplete, required] of expectations) {
    const control = field(page, name);
    await expect(control).toBeVisible();
    await expect(page.locator(`label[for="${await control.getAttribute("id")}"]`)).toBeVisible();
    expect(await control.evaluate((element) => element.tagName.toLowerCase())).toBe(tag);
    if (type) await expect(control).toHaveAttribute("type", type);
    if (autocomplete) await expect(control).toHaveAttribute("autocomplete", autocomplete);
    if (required) await expect(control).toHaveAttribute("required", "");
    else await expect(control).not.toHaveAttribute("required");
  }
  await expect(field(page, "message")).toHaveAttribute("rows", "4");
  await expect(field(page, "address")).toHaveAttribute("placeholder", /\d+ .+, .+ QLD \d{4}$/);
});

test("service and urgency offer exactly the specified values and labels", async ({ page }) => {
  const options = (name: "service" | "urgency") =>
    field(page, name).locator("option:not([value=''])").evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
  expect(await options("service")).toEqual(serviceOptions.map((o) => [o.value, o.label]));
  expect(await options("urgency")).toEqual(urgencyOptions.map((o) => [o.value, o.label]));
});

test("an empty submit sends nothing, shows each error by its field and focuses the first", async ({ page }) => {
  let sent = 0;
  await page.route(SEND_FORM, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: "OK" });
  });
  await submit(page).click();
  await expect(field(page, "firstName")).toBeFocused();
  for (const name of ["firstName", "lastName", "phone", "address", "service", "message"] as const) {
    const control = field(page, name);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    const errorId = await control.getAttribute("aria-describedby");
    await expect(page.locator(`#${errorId}`)).toHaveText(quoteFormCopy.errors[name]);
  }
  await expect(field(page, "email")).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByRole("status").filter({ hasText: "Please fix 6 fields" })).toBeVisible();
  await page.waitForTimeout(300);
  expect(sent).toBe(0);
});

test("a bad phone number and email are explained, and fixing them clears the errors", async ({ page }) => {
  await fillForm(page, { ...visitor, phone: "12345", email: "jane@" });
  await submit(page).click();
  await expect(field(page, "phone")).toBeFocused();
  await expect(page.getByText(quoteFormCopy.errors.phoneFormat)).toBeVisible();
  await expect(page.getByText(quoteFormCopy.errors.email)).toBeVisible();
  await field(page, "phone").fill(visitor.phone);
  await field(page, "email").fill("");
  await expect(page.getByText(quoteFormCopy.errors.phoneFormat)).toBeHidden();
  await expect(page.getByText(quoteFormCopy.errors.email)).toBeHidden();
});

test("sends the multipart payload the email provider expects, field by field", async ({ page }) => {
  const { held, ready } = holdRequests(page);
  await ready;
  await fillForm(page);
  await submit(page).click();
  await expect.poll(() => held.length).toBe(1);
  const { request, route } = held[0]!;
  expect(request.method()).toBe("POST");
  expect(new URL(request.url()).pathname).toBe("/api/v1.0/email/send-form");
  const contentType = request.headers()["content-type"]!;
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  const form = await new Response(new Uint8Array(request.postDataBuffer()!), { headers: { "content-type": contentType } }).formData();
  const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  expect(fields).toEqual({
    ...visitor,
    suburb: visitor.address,
    to_email: business.email,
    lib_version: "4.4.1",
    service_id: "local",
    template_id: "local",
    user_id: "local",
  });
  await route.fulfill({ status: 200, body: "OK" });
});

test("success: Sending... while pending, one request only, then the toast and every field cleared", async ({ page }) => {
  const { held, ready } = holdRequests(page);
  await ready;
  await fillForm(page);
  await submit(page).click();
  const sending = page.getByRole("button", { name: quoteFormCopy.sending });
  await expect(sending).toBeDisabled();
  await page.keyboard.press("Enter");
  await sending.click({ force: true }).catch(() => undefined);
  await expect.poll(() => held.length).toBe(1);
  await page.waitForTimeout(200);
  expect(held).toHaveLength(1);
  await held[0]!.route.fulfill({ status: 200, body: "OK" });

  const status = page.getByRole("status").filter({ hasText: toast.successTitle });
  await expect(status).toContainText(toast.successText);
  await expectValues(page, null);
  await expect(submit(page)).toBeEnabled();
  await page.reload();
  await expectValues(page, null);
});

for (const [failure, answer] of [
  ["an HTTP 500", (route: Route) => route.fulfill({ status: 500, body: "Server error" })],
  ["an aborted request", (route: Route) => route.abort("failed")],
  ["a 403 from the provider", (route: Route) => route.fulfill({ status: 403, body: "Forbidden" })],
] as const) {
  test(`failure on ${failure}: the error toast with the phone, the input kept, an email fallback`, async ({ page }) => {
    await page.route(SEND_FORM, answer);
    await fillForm(page);
    await submit(page).click();
    const alert = page.getByRole("alert").filter({ hasText: toast.errorTitle });
    await expect(alert).toContainText(errorText);
    await expect(alert.locator("[data-tone='error']")).toBeVisible();
    await expectValues(page, visitor);
    const mailto = await alert.getByRole("link", { name: toast.emailFallback }).getAttribute("href");
    expect(mailto).toMatch(new RegExp(`^mailto:${business.email}\\?subject=`));
    expect(decodeURIComponent(mailto!)).toContain(visitor.message);
    expect(decodeURIComponent(mailto!)).toContain("Stump Grinding");
    await expect(submit(page)).toBeEnabled();
  });
}

test("failure after 15 seconds without an answer", async ({ page }) => {
  await page.clock.install();
  await page.reload();
  const { held, ready } = holdRequests(page);
  await ready;
  await fillForm(page);
  await submit(page).click();
  await expect.poll(() => held.length).toBe(1);
  await page.clock.fastForward(14_000);
  await expect(page.getByRole("button", { name: quoteFormCopy.sending })).toBeDisabled();
  await page.clock.fastForward(2_000);
  await expect(page.getByRole("alert")).toContainText(errorText);
  await expectValues(page, visitor);
});

test("before the page's JavaScript runs, the form cannot be sent and lose what was typed", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html).toMatch(new RegExp(`<button type="submit" disabled=""[^>]*>${quoteFormCopy.submit}</button>`));
});

test("while the form's script has not run, the grey button says why and offers the phone; then the note goes", async ({ context }) => {
  const page = await context.newPage();
  const { promise: scriptHeld, resolve: releaseScript } = Promise.withResolvers<void>();
  await page.route("**/assets/quote-form-island-*.js", async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const note = page.getByText(quoteFormCopy.notReady.loading);
  await expect(note).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  await expect(page.getByRole("link", { name: quoteFormCopy.notReady.call(business.phone.display) })).toHaveAttribute("href", `tel:${business.phone.e164}`);
  releaseScript();
  await expect(submit(page)).toBeEnabled();
  await expect(note).toHaveCount(0);
});

test("without JavaScript, the form says it cannot send and offers the phone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/contact");
  await expect(page.getByText(quoteFormCopy.notReady.noScript)).toBeVisible();
  await expect(page.getByText(quoteFormCopy.notReady.loading)).toBeHidden();
  await expect(page.getByRole("link", { name: quoteFormCopy.notReady.call(business.phone.display) })).toBeVisible();
  await context.close();
});

test("a double press sends one request", async ({ page }) => {
  const { held, ready } = holdRequests(page);
  await ready;
  await fillForm(page);
  await submit(page).dblclick();
  await expect.poll(() => held.length).toBe(1);
  await page.waitForTimeout(300);
  expect(held).toHaveLength(1);
  await held[0]!.route.fulfill({ status: 200, body: "OK" });
  await expect(page.getByRole("status").filter({ hasText: toast.successTitle })).toBeVisible();
});

test("the draft survives a reload and a visit to another page", async ({ page }) => {
  await fillForm(page);
  await page.reload();
  await expectValues(page, visitor);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expectValues(page, visitor);
});

test("a filled honeypot is dropped silently with the success message", async ({ page }) => {
  let sent = 0;
  await page.route(SEND_FORM, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: "OK" });
  });
  const trap = page.locator("[data-honeypot]");
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).not.toHaveAttribute("name");
  await fillForm(page);
  await trap.evaluate((input: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setValue.call(input, "http://spam.example");
  });
  await submit(page).click();
  await expect(page.getByRole("status").filter({ hasText: toast.successTitle })).toBeVisible();
  expect(sent).toBe(0);
});

test("a real submission lands as one line in the local outbox", async ({ page }) => {
  const outbox = "test-results/outbox.jsonl";
  const marker = `Outbox check ${Date.now()}`;
  await fillForm(page, { ...visitor, message: marker });
  await submit(page).click();
  await expect(page.getByRole("status").filter({ hasText: toast.successTitle })).toBeVisible();
  const lines = readFileSync(outbox, "utf8").trim().split("\n").map((line) => JSON.parse(line));
  const mine = lines.filter((line) => line.message === marker);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ ...visitor, message: marker, suburb: visitor.address, service_id: "local" });
  expect(existsSync(outbox)).toBe(true);
});
