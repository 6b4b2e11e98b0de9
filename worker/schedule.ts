/**
 * The Cron Trigger's work (wrangler.toml, every 5 minutes): requests older than the build's
 * VITE_QUOTE_KEEP_MONTHS (default 18, as the privacy page says: ./site.ts) deleted with their photos, the hourly counts of past hours deleted, and the emails not
 * sent yet tried again (the emails' own step).
 */
import type { Env } from "./env.ts";
import { hourOf } from "./rate-limit.ts";
import { rebuildWhenDue } from "./rebuild-when-due.ts";

/** The moment before which a request is deleted: `months` calendar months before `now`. */
export function keptSince(now: Date, months: number): string {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since.toISOString();
}

async function tidy(env: Env, keepMonths: number, now = new Date()): Promise<void> {
  const since = keptSince(now, keepMonths);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM quote_photos WHERE request_id IN (SELECT request_id FROM quote_requests WHERE received_at < ?1)").bind(
      since,
    ),
    env.DB.prepare("DELETE FROM quote_requests WHERE received_at < ?1").bind(since),
    env.DB.prepare("DELETE FROM request_counts WHERE hour < ?1").bind(hourOf(now)),
  ]);
}

/** The tidy, the retry of unsent emails and the rebuild of what fell due; one failing does not keep the others from running. */
export async function scheduled(
  env: Env,
  retryUnsentEmails: (env: Env) => Promise<void>,
  keepMonths: number,
  now = new Date(),
): Promise<void> {
  const results = await Promise.allSettled([tidy(env, keepMonths, now), retryUnsentEmails(env), rebuildWhenDue(env, now)]);
  const [tidied, retried, rebuilt] = results;
  if (tidied.status === "rejected") console.error(`schedule: old requests not deleted: ${String(tidied.reason)}`);
  if (retried.status === "rejected") console.error(`schedule: unsent emails not retried: ${String(retried.reason)}`);
  if (rebuilt.status === "rejected") console.error(`schedule: what fell due not rebuilt: ${String(rebuilt.reason)}`);
}
