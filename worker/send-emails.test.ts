/**
 * worker/send-emails.ts in Node: its SQL run for real on SQLite behind D1's calls
 * (scripts/fixtures/d1-on-sqlite.ts), its sends answered by the EmailJS stand-in, which makes the
 * emails of each from the build's templates, so a test sees who each would reach.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { build } from "esbuild";
import { business } from "#app/content/business.ts";
import { quoteEmails } from "#app/quote/emails/quote-emails.ts";
import { validateQuote, type QuoteRequest } from "#app/quote/schema.ts";
import { nextAttemptAt, retryUnsentEmails, sendQuoteEmails, type EmailEnv } from "./send-emails.ts";
import { d1OnSqlite, workerTables } from "../scripts/fixtures/d1-on-sqlite.ts";
import { startEmailjsStandIn, type StandInAccount } from "../scripts/fixtures/emailjs-stand-in.ts";
import { sampleQuote, sampleSendForm } from "../scripts/fixtures/sample-quote.ts";
import { jpeg } from "../scripts/fixtures/outbox-photos.ts";

const account = { serviceId: "service_x", templateId: "template_owner", publicKey: "public_x", privateKey: "private_x" } as const;
const stopping: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(stopping.splice(0).map((stop) => stop()));
});

/** A database, a stand-in and a clock a test moves. */
async function setUp(standIn: Partial<StandInAccount> = {}) {
  const emailjs = await startEmailjsStandIn({ ...account, allowNonBrowser: true, templates: quoteEmails(), ...standIn });
  stopping.push(emailjs.close);
  const db = d1OnSqlite(workerTables());
  const env: EmailEnv = {
    DB: db,
    EMAILJS_ORIGIN: emailjs.origin,
    EMAILJS_SERVICE_ID: account.serviceId,
    EMAILJS_TEMPLATE_ID: account.templateId,
    EMAILJS_PUBLIC_KEY: account.publicKey,
    EMAILJS_PRIVATE_KEY: account.privateKey,
  };
  let clock = new Date("2026-12-01T00:00:00.000Z");
  const options = { now: () => clock, wait: async () => {} };
  /** Stores a request as the Worker does: its checked fields, its photos as BLOBs. */
  const store = async (request: QuoteRequest, photos: Uint8Array[] = [], requestId: string = crypto.randomUUID()) => {
    await db
      .prepare(
        "INSERT INTO quote_requests (request_id, received_at, first_name, last_name, phone, email, address, service, urgency, message, photo_count) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
      )
      .bind(
        requestId,
        clock.toISOString(),
        request.firstName,
        request.lastName,
        request.phone,
        request.email ?? "",
        request.address,
        request.service,
        request.urgency ?? "",
        request.message,
        photos.length,
      )
      .run();
    for (const [index, bytes] of photos.entries())
      await db
        .prepare("INSERT INTO quote_photos VALUES (?1, ?2, 'image/jpeg', ?3)")
        .bind(requestId, index + 1, bytes)
        .run();
    return requestId;
  };
  const row = (requestId: string) =>
    db
      .prepare("SELECT emailed_at, email_attempts, next_email_at FROM quote_requests WHERE request_id = ?1")
      .bind(requestId)
      .first<{ emailed_at: string | null; email_attempts: number; next_email_at: string | null }>();
  const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
  return { emailjs, env, options, store, row, advance, now: () => clock };
}

const checked = (input: Record<string, unknown>) => {
  const result = validateQuote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

describe("the emails the host's server sends through EmailJS", () => {
  it("sends a stored request once: the owner's email to the business, the confirmation to the visitor, the photos attached", async () => {
    const { emailjs, env, options, store, row } = await setUp();
    const photos = [jpeg(3000), jpeg(5000)];
    const id = await store(checked({ ...sampleQuote, urgency: "emergency" }), photos);
    await sendQuoteEmails(env, id, options);
    await sendQuoteEmails(env, id, options);
    await retryUnsentEmails(env, options);
    expect(emailjs.accepted).toHaveLength(1);
    const [{ params, attachments, emails }] = emailjs.accepted as [(typeof emailjs.accepted)[number]];
    expect(emails.map(({ to, replyTo }) => [to, replyTo])).toEqual([
      [business.email, sampleQuote.email],
      [sampleQuote.email, business.email],
    ]);
    expect(emails[0]!.subject).toMatch(/^EMERGENCY – .+ – Mudjimba – Jane Smith$/);
    expect(emails[0]!.html).toContain(`href="tel:+61412345678"`);
    expect(params).toMatchObject({ request_id: id, photos_attached: "2 photos attached", greeting_name: "Jane" });
    expect(Object.keys(attachments)).toEqual(["photo_1", "photo_2"]);
    photos.forEach((bytes, index) => expect(attachments[`photo_${index + 1}`]).toEqual({ type: "image/jpeg", bytes }));
    expect(await row(id)).toEqual({ emailed_at: options.now().toISOString(), email_attempts: 0, next_email_at: null });
  });

  it("reaches nobody the request names: a form with to_email=stranger@… goes to the business and the visitor only", async () => {
    const { emailjs, env, options, store } = await setUp();
    const raw = { ...sampleSendForm(), to_email: "stranger@example.net", phone_dial: "+611900654321", email: "visitor@example.com" };
    const id = await store(checked(raw));
    await sendQuoteEmails(env, id, options);
    const [{ params, emails }] = emailjs.accepted as [(typeof emailjs.accepted)[number]];
    expect(new Set(emails.flatMap(({ to, replyTo }) => [to, replyTo]))).toEqual(new Set([business.email, "visitor@example.com"]));
    expect(JSON.stringify(emailjs.accepted)).not.toMatch(/stranger|1900654321/);
    expect(params).not.toHaveProperty("to_email");
  });

  it("sends no confirmation to a request without an email address, and the owner's all the same", async () => {
    const { emailjs, env, options, store } = await setUp();
    await sendQuoteEmails(env, await store(checked({ ...sampleQuote, email: "" })), options);
    expect(emailjs.accepted[0]!.emails.map(({ to }) => to)).toEqual([business.email]);
  });

  it("sends again later what EmailJS refused with a 500, once its time has come", async () => {
    const { emailjs, env, options, store, row, advance, now } = await setUp();
    emailjs.failNext(1, 500);
    const id = await store(checked(sampleQuote));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await sendQuoteEmails(env, id, options);
    expect(await row(id)).toEqual({ emailed_at: null, email_attempts: 1, next_email_at: nextAttemptAt(1, now()) });
    expect(String(warn.mock.calls[0]![0])).toMatch(new RegExp(`request ${id} not sent \\(attempt 1\\): EmailJS answered 500`));
    expect(String(warn.mock.calls[0]![0])).not.toContain(sampleQuote.phone);
    advance(4);
    await retryUnsentEmails(env, options);
    expect(emailjs.accepted).toHaveLength(0);
    advance(1);
    await retryUnsentEmails(env, options);
    expect(emailjs.accepted).toHaveLength(1);
    expect(await row(id)).toMatchObject({ emailed_at: now().toISOString(), next_email_at: null });
  });

  it("tries again after 5 min, 15 min, 1 h, then every 6 h", async () => {
    const { emailjs, env, options, store, row, advance, now } = await setUp();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    emailjs.failNext(6, 503);
    const id = await store(checked(sampleQuote));
    await sendQuoteEmails(env, id, options);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { next_email_at } = (await row(id))!;
      waits.push((Date.parse(next_email_at!) - now().getTime()) / 60_000);
      advance(waits.at(-1)!);
      await retryUnsentEmails(env, options);
    }
    expect(waits).toEqual([5, 15, 60, 360, 360]);
    expect(await row(id)).toMatchObject({ emailed_at: null, email_attempts: 6 });
    advance(360);
    await retryUnsentEmails(env, options);
    expect(emailjs.accepted).toHaveLength(1);
  });

  it("sends a request once when the send after storing and the schedule's run together", async () => {
    const { emailjs, env, options, store } = await setUp();
    const id = await store(checked(sampleQuote));
    await Promise.all([sendQuoteEmails(env, id, options), retryUnsentEmails(env, options), sendQuoteEmails(env, id, options)]);
    expect(emailjs.accepted).toHaveLength(1);
  });

  it("stops the schedule's run at a 429, leaving the rest for the next run uncounted", async () => {
    const { emailjs, env, options, store, row, advance } = await setUp();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const ids = [await store(checked(sampleQuote)), await store(checked(sampleQuote)), await store(checked(sampleQuote))];
    emailjs.failNext(1, 429);
    await retryUnsentEmails(env, options);
    expect(await Promise.all(ids.map(async (id) => (await row(id))!.email_attempts))).toEqual([1, 0, 0]);
    advance(5);
    await retryUnsentEmails(env, options);
    expect(emailjs.accepted.map(({ params }) => params["request_id"])).toEqual(ids);
  });

  it("counts an attempt, and never throws, when EmailJS refuses the server (403) or is not set up", async () => {
    const { env, options, store, row } = await setUp({ allowNonBrowser: false });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = await store(checked(sampleQuote));
    await sendQuoteEmails(env, refused, options);
    expect(String(warn.mock.calls[0]![0])).toContain(`403 "API calls are disabled for non-browser applications"`);
    const unset = await store(checked(sampleQuote));
    const fetching = vi.spyOn(globalThis, "fetch");
    await sendQuoteEmails({ ...env, EMAILJS_PRIVATE_KEY: "" }, unset, options);
    expect(fetching).not.toHaveBeenCalled();
    expect(String(warn.mock.calls[1]![0])).toContain("EmailJS is not set up: EMAILJS_PRIVATE_KEY missing");
    for (const id of [refused, unset]) expect(await row(id)).toMatchObject({ emailed_at: null, email_attempts: 1 });
  });

  it("never throws when the database fails, and says so on the log", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken: EmailEnv = {
      DB: {
        prepare: () => {
          throw new Error("D1_ERROR: database unavailable");
        },
        batch: () => Promise.reject(new Error("D1_ERROR: database unavailable")),
      },
    };
    await expect(sendQuoteEmails(broken, "id")).resolves.toBeUndefined();
    await expect(retryUnsentEmails(broken)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[1]![0])).toContain("D1_ERROR: database unavailable");
  });

  it("is code workerd runs: bundled for no platform, it imports nothing of Node's", async () => {
    const { outputFiles } = await build({
      entryPoints: ["worker/send-emails.ts"],
      bundle: true,
      platform: "neutral",
      write: false,
      logLevel: "silent",
    });
    expect(outputFiles[0]!.text).not.toMatch(/\bfrom\s*["']node:|require\(/);
  });
});
