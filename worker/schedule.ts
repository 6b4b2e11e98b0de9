/**
 * The Cron Trigger's work (wrangler.toml, every 5 minutes): requests older than KEEP_REQUESTS_MONTHS
 * (default 18) deleted with their photos, the hourly counts of past hours deleted, and the emails not
 * sent yet tried again (the emails' own step).
 */
import { wholeNumber, type Env } from "./env.ts";
import { hourOf } from "./rate-limit.ts";

const DEFAULT_KEEP_MONTHS = 18;

/** The moment before which a request is deleted: `months` calendar months before `now`. */
export function keptSince(now: Date, months: number): string {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since.toISOString();
}

async function tidy(env: Env, now = new Date()): Promise<void> {
  const since = keptSince(now, wholeNumber(env.KEEP_REQUESTS_MONTHS, DEFAULT_KEEP_MONTHS));
  await env.DB.batch([
    env.DB.prepare("DELETE FROM quote_photos WHERE request_id IN (SELECT request_id FROM quote_requests WHERE received_at < ?1)").bind(
      since,
    ),
    env.DB.prepare("DELETE FROM quote_requests WHERE received_at < ?1").bind(since),
    env.DB.prepare("DELETE FROM request_counts WHERE hour < ?1").bind(hourOf(now)),
  ]);
}

/** The tidy, then the retry of unsent emails; one failing does not keep the other from running. */
export async function scheduled(env: Env, retryUnsentEmails: (env: Env) => Promise<void>): Promise<void> {
  const results = await Promise.allSettled([tidy(env), retryUnsentEmails(env)]);
  const [tidied, retried] = results;
  if (tidied.status === "rejected") console.error(`schedule: old requests not deleted: ${String(tidied.reason)}`);
  if (retried.status === "rejected") console.error(`schedule: unsent emails not retried: ${String(retried.reason)}`);
}
