/**
 * The quote emails sent by the host's server (docs/decisions/0045-quote-requests-kept-by-the-host.md):
 * each stored request's owner's notification, through EmailJS's REST API with the private key
 * (`POST {EMAILJS_ORIGIN}/api/v1.0/email/send`); EmailJS sends the customer's confirmation with it,
 * as the owner's template's auto-reply. The values are made from the stored, checked fields alone
 * (app/quote/emails/email-values.ts), the photos attached as EmailJS "Variable Attachments"
 * photo_1…photo_3 (data URLs); the recipients are the templates' own (the business's address). The
 * call itself is ./emailjs-send.ts's; this module is when to make it, and what D1 keeps of it.
 *
 * A request is claimed before it is sent (its next_email_at moved past the send), so the send after
 * storing and the schedule's never send it twice at once. A 200 sets emailed_at; anything else (a
 * refusal, an outage, a timeout, EmailJS not configured) counts an attempt and sets when to try again:
 * 5 min, 15 min, 1 h, then every 6 h, until it goes or the request is deleted with age. Runs on
 * workerd: fetch, btoa and pure app modules only. Neither function ever throws: they run in waitUntil.
 */
import type { QuoteRequest } from "#app/quote/schema.ts";
import type { Option } from "#app/quote/field-specs.ts";
import { emailValues } from "#app/quote/emails/email-values.ts";
import { sendThroughEmailJs, type EmailJsSettings, type Outcome, type PhotoRow } from "./emailjs-send.ts";
import type { D1Database } from "./env.ts";

/** What the sending needs of the Worker's bindings and variables (.dev.vars.example): its D1 database, EmailJS's settings. */
export interface EmailEnv extends EmailJsSettings {
  DB: D1Database;
}

export interface SendOptions {
  /** The form's Service choices with their labels (the build's site file); without it, the service's value is shown. */
  serviceOptions?: readonly Option[];
  /** The clock and the pause between sends, for tests. */
  now?: () => Date;
  wait?: (ms: number) => Promise<void>;
}

/** How long a claimed send holds its request: past it, a send that died half way is tried again. */
const CLAIM_MS = 2 * 60_000;
/** EmailJS's REST API takes one request a second (its /send documentation). */
const SEND_SPACING_MS = 1_100;
/** Requests one scheduled run sends at most: the rest wait for the next. */
const RETRY_BATCH = 10;
/** When to try again after the 1st, 2nd, 3rd and each later failed attempt. */
const RETRY_MINUTES = [5, 15, 60, 360] as const;

export const nextAttemptAt = (failedAttempts: number, now: Date) =>
  new Date(now.getTime() + RETRY_MINUTES[Math.min(failedAttempts, RETRY_MINUTES.length) - 1]! * 60_000).toISOString();

interface RequestRow {
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  address: string;
  service: string;
  urgency: string | null;
  message: string;
  email_attempts: number;
}

/** Sends one request's emails if it is due and no other send holds it; records the outcome. */
async function sendOnce(env: EmailEnv, requestId: string, options: SendOptions): Promise<Outcome | undefined> {
  const now = options.now?.() ?? new Date();
  const claimed = await env.DB.prepare(
    "UPDATE quote_requests SET next_email_at = ?1 WHERE request_id = ?2 AND emailed_at IS NULL AND (next_email_at IS NULL OR next_email_at <= ?3)",
  )
    .bind(new Date(now.getTime() + CLAIM_MS).toISOString(), requestId, now.toISOString())
    .run();
  if (claimed.meta.changes !== 1) return undefined; // sent already, being sent, or not due
  const row = await env.DB.prepare(
    "SELECT first_name, last_name, phone, email, address, service, urgency, message, email_attempts FROM quote_requests WHERE request_id = ?1",
  )
    .bind(requestId)
    .first<RequestRow>();
  if (!row) return undefined;
  const { results: photos } = await env.DB.prepare("SELECT position, type, bytes FROM quote_photos WHERE request_id = ?1 ORDER BY position")
    .bind(requestId)
    .all<PhotoRow>();
  const request: QuoteRequest = {
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email ?? "",
    address: row.address,
    service: row.service,
    urgency: (row.urgency ?? "") as QuoteRequest["urgency"],
    message: row.message,
  };
  const values = emailValues(request, requestId, photos.length, options.serviceOptions);
  const outcome = await sendThroughEmailJs(env, values, photos);
  const done = (options.now?.() ?? new Date()).toISOString();
  if (outcome.sent)
    await env.DB.prepare("UPDATE quote_requests SET emailed_at = ?1, next_email_at = NULL WHERE request_id = ?2")
      .bind(done, requestId)
      .run();
  else {
    const attempts = row.email_attempts + 1;
    const next = nextAttemptAt(attempts, options.now?.() ?? new Date());
    await env.DB.prepare("UPDATE quote_requests SET email_attempts = ?1, next_email_at = ?2 WHERE request_id = ?3")
      .bind(attempts, next, requestId)
      .run();
    console.warn(`quote emails: request ${requestId} not sent (attempt ${attempts}): ${outcome.why}; next try at ${next}`);
  }
  return outcome;
}

const failed = (what: string, error: unknown) =>
  console.error(
    `quote emails: ${what} failed, to be tried again by the schedule: ${error instanceof Error ? error.message : String(error)}`,
  );

/** The send right after a request is stored (in the Worker's waitUntil). */
export async function sendQuoteEmails(env: EmailEnv, requestId: string, options: SendOptions = {}): Promise<void> {
  try {
    await sendOnce(env, requestId, options);
  } catch (error) {
    failed(`sending request ${requestId}`, error);
  }
}

/** The schedule's send: every request not emailed yet whose time has come, oldest first, one a second. */
export async function retryUnsentEmails(env: EmailEnv, options: SendOptions = {}): Promise<void> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  try {
    const now = (options.now?.() ?? new Date()).toISOString();
    const { results } = await env.DB.prepare(
      "SELECT request_id FROM quote_requests WHERE emailed_at IS NULL AND (next_email_at IS NULL OR next_email_at <= ?1) ORDER BY received_at LIMIT ?2",
    )
      .bind(now, RETRY_BATCH)
      .all<{ request_id: string }>();
    let first = true;
    for (const { request_id: requestId } of results) {
      if (!first) await wait(SEND_SPACING_MS);
      first = false;
      const outcome = await sendOnce(env, requestId, options).catch((error: unknown) => failed(`sending request ${requestId}`, error));
      // EmailJS busy or over its quota: the rest wait for the next run rather than each counting a failure.
      if (outcome && !outcome.sent && outcome.status === 429) break;
    }
  } catch (error) {
    failed("the scheduled send", error);
  }
}
