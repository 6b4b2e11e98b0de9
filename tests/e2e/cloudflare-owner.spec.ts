/**
 * A quote request on the live site, end to end, as Cloudflare runs it (ADR 0045): the Worker on
 * workerd with a local D1 (`npm run serve:cloudflare`), its emails sent to an EmailJS stand-in that
 * answers as EmailJS's REST API does, its alert pushed to a push-service stand-in that checks the
 * VAPID signature and decrypts the message (scripts/fixtures/), and the owner's list in the editor
 * at 390 px, signed in with GitHub (the Worker checks the sign-in against scripts/fixtures/fake-github-api.ts).
 * This file starts its own Worker (scripts/fixtures/quote-worker.ts), since the stand-ins' addresses are the Worker's variables.
 */
import type { APIRequestContext } from "@playwright/test";
import { business } from "#app/content/business.ts";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { ownerApi, type OwnerRequestPage } from "#app/quote/owner-requests.ts";
import { paths } from "#app/site/paths.ts";
import { requestWords } from "../../admin/requests/request-words.ts";
import { fakeGitHub } from "../../scripts/fixtures/fake-github-api.ts";
import { ownerAuthorization, startQuoteWorker } from "../../scripts/fixtures/quote-worker.ts";
import { sampleSendForm } from "../../scripts/fixtures/sample-quote.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { smallControls } from "./thumb-width.ts";

const owner = ownerAuthorization;

test.describe.configure({ mode: "serial" });

let quoteWorker: Awaited<ReturnType<typeof startQuoteWorker>>;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  quoteWorker = await startQuoteWorker({ githubOrigin: `http://127.0.0.1:${process.env.E2E_FAKE_GITHUB_PORT}` });
  base = quoteWorker.base;
});

test.afterAll(() => quoteWorker?.stop());

function quoteForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const send = (request: APIRequestContext, fields: Record<string, string>) =>
  request.post(base + SEND_FORM_PATH, {
    multipart: quoteForm(fields),
    headers: { "CF-Connecting-IP": `2001:db8::${fields.request_id!.slice(0, 4)}` },
  });

async function listed(request: APIRequestContext, id: string) {
  const page = (await (await request.get(`${base}${ownerApi.requests}?limit=100`, { headers: owner })).json()) as OwnerRequestPage;
  return { page, request: page.requests.find((stored) => stored.id === id) };
}

const accepted = (id: string) => quoteWorker.emailjs.accepted.filter((sent) => sent.params["request_id"] === id);

test("a request naming a stranger as to_email is stored, emailed only to the business and the visitor, and alerts the owner's phone", async ({
  request,
}) => {
  const id = crypto.randomUUID();
  const fields = { ...sampleSendForm(id), email: "margaret@example.com", to_email: "stranger@example.com" };
  expect((await send(request, fields)).status()).toBe(200);

  await expect.poll(() => accepted(id).length, { timeout: 20_000 }).toBe(1);
  const [sent] = accepted(id);
  expect(sent!.emails.map((email) => email.to)).toEqual([business.email, "margaret@example.com"]);
  expect(sent!.emails.map((email) => email.replyTo)).toEqual(["margaret@example.com", business.email]);
  expect(JSON.stringify(sent)).not.toContain("stranger@example.com");

  await expect.poll(() => quoteWorker.push.received.filter((alert) => alert.payload.includes(id)).length, { timeout: 20_000 }).toBe(1);
  const alert = JSON.parse(quoteWorker.push.received.find((received) => received.payload.includes(id))!.payload) as {
    body: string;
    url: string;
  };
  expect(alert.body).toMatch(new RegExp(`^${fields.firstName} ${fields.lastName} · Mudjimba · `));
  expect(alert.url).toBe(`/admin#/requests/${id}`);

  await expect.poll(async () => (await listed(request, id)).request?.emailed, { timeout: 10_000 }).toBe(true);
});

test("EmailJS answers 500: the request is kept and listed as not emailed, and the schedule sends it later", async ({ request }) => {
  quoteWorker.emailjs.failNext(1, 500);
  const id = crypto.randomUUID();
  expect((await send(request, sampleSendForm(id))).status()).toBe(200);
  await expect.poll(async () => (await listed(request, id)).request?.emailed, { timeout: 20_000 }).toBe(false);
  expect((await listed(request, id)).page.notEmailed).toBeGreaterThanOrEqual(1);
  expect(accepted(id)).toEqual([]);

  // The schedule's run 6 minutes on, past the first retry's 5 (miniflare's scheduled trigger, with its time).
  const later = Date.now() + 6 * 60_000;
  const ran = await request.get(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=${later}`);
  expect(ran.status()).toBe(200);
  await expect.poll(() => accepted(id).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await listed(request, id)).request?.emailed, { timeout: 10_000 }).toBe(true);
});

test("the owner's list at 390 px: the newest request first, with its details and its actions a thumb's width", async ({ browser }) => {
  const id = crypto.randomUUID();
  const fields = { ...sampleSendForm(id), firstName: "Rosa", lastName: "Kelly", message: "A leaning paperbark over the shed." };
  const sent = await fetch(base + SEND_FORM_PATH, { method: "POST", body: quoteForm(fields) });
  expect(sent.status).toBe(200);

  const context = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    // Signed in with GitHub earlier on this phone: the editor's kept sign-in (admin/next/kept-sign-in.ts).
    await context.addInitScript(
      ({ key, token }) => localStorage.setItem("editor-sign-in", JSON.stringify({ key, token, until: Date.now() + 3_600_000 })),
      { key: `github:${fakeGitHub.repo}`, token: fakeGitHub.ownerToken },
    );
    // The editor's own calls to GitHub are not this test's: answered empty, never the internet.
    await context.route("https://api.github.com/**", (route) => route.fulfill({ status: 404, json: { message: "Not Found" } }));
    const page = await context.newPage();
    await page.goto(`${base}${paths.admin}#/requests`);
    const newest = page.getByRole("article").first();
    await expect(newest.getByText("A leaning paperbark over the shed.")).toBeVisible({ timeout: 20_000 });
    await expect(newest.getByRole("heading", { name: /Rosa Kelly/ })).toBeVisible();
    for (const action of [requestWords.call, requestWords.text, requestWords.map])
      await expect(newest.getByRole("link", { name: new RegExp(`^${action}`) }).first()).toBeVisible();
    expect(await smallControls(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("owner-list-390.png"), fullPage: false });
  } finally {
    await context.close();
  }
});
