import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  expect,
  formTest as test,
  expectValues,
  field,
  fillForm,
  holdRequests,
  outboxLines,
  payloadOf,
  SEND_FORM,
  stopPageClock,
  submit,
  successToast,
  visitor,
  visitorServiceLabel,
  type Route,
} from "./fixtures.ts";
import { business } from "#app/content/business.ts";
import { emailVariables } from "#app/quote/email-variables.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { quoteServiceOptions } from "#app/content/content-files.server.ts";
import { fixedServiceOptions, urgencyOptions } from "#app/words-in-code/quote-options.ts";
import { MAX_ATTEMPTS } from "#app/quote/retry-rules.ts";
import { MAX_REQUESTS_PER_HOUR, MIN_FILL_MS } from "#app/quote/spam-rules.ts";

const { toast } = quoteFormCopy;
const errorText = `Failed to send message. Please try calling us directly at ${business.phone.display}.`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

// The services offered are the owner's files' (the spec's, pinned on its fixture in content-shape.test.ts).
test("service and urgency offer exactly the content's values and labels, then the fixed ones", async ({ page }) => {
  const options = (name: "service" | "urgency") =>
    field(page, name)
      .locator("option:not([value=''])")
      .evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
  const serviceOptions = [...quoteServiceOptions(), ...fixedServiceOptions];
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
  expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  const { text, files } = await payloadOf(request);
  expect(text).toEqual({
    ...visitor,
    suburb: visitor.address,
    to_email: business.email,
    request_id: expect.stringMatching(UUID),
    ...emailVariables(visitor, 0),
    service_label: visitorServiceLabel,
    // How long the form took, which the servers check again (app/quote/spam-rules.ts): a person's, over the minimum.
    fill_ms: expect.stringMatching(/^\d+$/),
    lib_version: "4.4.1",
    service_id: "local",
    template_id: "local",
    user_id: "local",
  });
  expect(Number(text["fill_ms"])).toBeGreaterThanOrEqual(MIN_FILL_MS);
  expect(files).toEqual({});
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

  await expect(successToast(page)).toContainText(toast.successText);
  await expectValues(page, null);
  await expect(submit(page)).toBeEnabled();
  // Nothing of the sent request stays in the tab: no draft, not even an empty one.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  await page.reload();
  await expectValues(page, null);
});

for (const [failure, answer, attempts] of [
  ["an HTTP 500, after its retries", (route: Route) => route.fulfill({ status: 500, body: "Server error" }), MAX_ATTEMPTS],
  ["a 403 from the provider, not retried", (route: Route) => route.fulfill({ status: 403, body: "Forbidden" }), 1],
  ["a 400 from the provider, not retried", (route: Route) => route.fulfill({ status: 400, body: "The template ID is invalid" }), 1],
  ["a failed connection, where no service worker can keep the request", (route: Route) => route.abort("failed"), 1],
] as const) {
  test(`failure on ${failure}: the error toast with the phone, the input kept, an email fallback`, async ({ page }) => {
    let sent = 0;
    await page.route(SEND_FORM, (route) => {
      sent += 1;
      return answer(route);
    });
    await fillForm(page);
    await submit(page).click();
    const alert = page.getByRole("alert").filter({ hasText: toast.errorTitle });
    await expect(alert).toContainText(errorText, { timeout: 15_000 });
    await expect(alert.locator("[data-tone='error']")).toBeVisible();
    expect(sent).toBe(attempts);
    await expectValues(page, visitor);
    const mailto = await alert.getByRole("link", { name: toast.emailFallback }).getAttribute("href");
    expect(mailto).toMatch(new RegExp(`^mailto:${business.email}\\?subject=`));
    expect(decodeURIComponent(mailto!)).toContain(visitor.message);
    expect(decodeURIComponent(mailto!)).toContain(visitorServiceLabel);
    await expect(submit(page)).toBeEnabled();
  });
}

test("a 5xx then a 200: sent once, after one retry, without troubling the visitor", async ({ page }) => {
  const marker = `Retry check ${Date.now()}`;
  let attempt = 0;
  await page.route(SEND_FORM, (route) =>
    ++attempt === 1 ? route.fulfill({ status: 503, body: "Service Unavailable" }) : route.continue(),
  );
  await fillForm(page, { ...visitor, message: marker });
  await submit(page).click();
  await expect(successToast(page)).toBeVisible({ timeout: 10_000 });
  expect(attempt).toBe(2);
  expect(outboxLines(marker)).toHaveLength(1);
});

test("a request unanswered after 15 seconds is aborted, reaching the server as an abort; the retry carries the same request id", async ({
  page,
}) => {
  // A server that takes the request and never answers, noting how each one ends.
  const hung: { requestId: string; aborted: boolean }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": req.headers["content-type"]! } }).formData();
      hung.push({ requestId: String(form.get("request_id")), aborted: false });
    });
    res.on("close", () => {
      if (!res.writableEnded && hung.length > 0) hung.at(-1)!.aborted = true;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hangUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hang`;

  await page.clock.install();
  await page.reload();
  await page.route(SEND_FORM, (route) => route.continue({ url: hangUrl }));
  const marker = `Timeout check ${Date.now()}`;
  await fillForm(page, { ...visitor, message: marker });
  // The page's clock runs in real time until paused: the 14 s are counted from before the press, so
  // a slow machine's real seconds between the press and the pause never reach the 15.
  const beforePress = await page.evaluate(() => Date.now());
  await submit(page).click();
  await expect.poll(() => hung.length).toBe(1);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.clock.fastForward(beforePress + 14_000 - (await page.evaluate(() => Date.now())));
  await expect(page.getByRole("button", { name: quoteFormCopy.sending })).toBeDisabled();
  await page.clock.fastForward(5_000);
  await expect(page.getByRole("alert")).toContainText(errorText);
  await expect.poll(() => hung[0]!.aborted, { message: "the server saw the request aborted" }).toBe(true);
  await expectValues(page, { ...visitor, message: marker });

  await page.clock.resume();
  await page.unroute(SEND_FORM);
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  expect(outboxLines(marker).map((line) => line.request_id)).toEqual([hung[0]!.requestId]);
  server.close();
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
  await expect(page.getByRole("link", { name: quoteFormCopy.notReady.call(business.phone.display) })).toHaveAttribute(
    "href",
    `tel:${business.phone.e164}`,
  );
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
  await expect(successToast(page)).toBeVisible();
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
  await expect(successToast(page)).toBeVisible();
  expect(sent).toBe(0);
});

test("a form sent faster than a person fills one is held, Sending... meanwhile, then sent once: the success only once it was sent", async ({
  page,
}) => {
  let sent = 0;
  await page.route(SEND_FORM, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: "OK" });
  });
  await stopPageClock(page);
  await fillForm(page, visitor, { asFastAsABot: true });
  await submit(page).click();
  await expect(page.getByRole("button", { name: quoteFormCopy.sending })).toBeDisabled();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(sent, "held while the minimum fill time has not passed").toBe(0);
  await expect(successToast(page)).toBeHidden();
  await expectValues(page, visitor);

  await page.clock.runFor(MIN_FILL_MS);
  await expect(successToast(page)).toBeVisible();
  expect(sent).toBe(1);
  await expectValues(page, null);
});

test(`one browser sends at most ${MAX_REQUESTS_PER_HOUR} requests an hour; the next is not sent: the phone, the email fallback, the input kept`, async ({
  page,
}) => {
  let sent = 0;
  await page.route(SEND_FORM, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: "OK" });
  });
  for (let request = 1; request <= MAX_REQUESTS_PER_HOUR; request += 1) {
    await fillForm(page, { ...visitor, message: `Request ${request}` });
    await submit(page).click();
    // Each one sent and done before the next is typed: the last one's toast may still be showing.
    await expect.poll(() => sent).toBe(request);
    await expect(successToast(page)).toBeVisible();
    await expectValues(page, null);
  }
  expect(sent).toBe(MAX_REQUESTS_PER_HOUR);

  const extra = { ...visitor, message: "One request too many" };
  await fillForm(page, extra);
  await submit(page).click();
  const note = page.getByRole("status").filter({ hasText: quoteFormCopy.hourlyLimit.text(MAX_REQUESTS_PER_HOUR) });
  await expect(note).toBeVisible();
  await expect(note.getByRole("link", { name: quoteFormCopy.hourlyLimit.call(business.phone.display) })).toHaveAttribute(
    "href",
    `tel:${business.phone.e164}`,
  );
  const alert = page.getByRole("alert").filter({ hasText: toast.errorTitle });
  await expect(alert).toContainText(errorText);
  expect(decodeURIComponent((await alert.getByRole("link", { name: toast.emailFallback }).getAttribute("href"))!)).toContain(extra.message);
  await expectValues(page, extra);
  await page.waitForTimeout(300);
  expect(sent).toBe(MAX_REQUESTS_PER_HOUR);
});

test("a real submission lands as one line in the local outbox", async ({ page }) => {
  const marker = `Outbox check ${Date.now()}`;
  await fillForm(page, { ...visitor, message: marker });
  await submit(page).click();
  await expect(successToast(page)).toBeVisible();
  const mine = outboxLines(marker);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    ...visitor,
    message: marker,
    suburb: visitor.address,
    service_id: "local",
    request_id: expect.stringMatching(UUID),
  });
});
