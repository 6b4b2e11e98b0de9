/**
 * Scheduled posts, jobs and storm notices go live on Cloudflare within the schedule's 5 minutes:
 * the live site's own `/coming-up.json` (app/content/coming-up.ts) says when a build would show
 * more, and when such a moment has come since the site was built (or the host last asked), the
 * host's Deploy Hook (DEPLOY_HOOK_URL, a secret: Workers Builds → Settings → Builds → Deploy Hooks)
 * is called once. Nothing due, no build spent. Without the hook, the daily rebuild shows them.
 */
import { COMING_UP_PATH, dueNow, type ComingUp } from "#app/content/coming-up.ts";
import type { Env } from "./env.ts";

export type RebuildOutcome = "no hook" | "nothing due" | "called" | "refused";

/** The later of two moments written in any ISO 8601 form (the build writes Queensland's offset, this file UTC). */
const later = (a: string, b: string | undefined) => (b !== undefined && Date.parse(b) > Date.parse(a) ? b : a);

export async function rebuildWhenDue(env: Env, now = new Date()): Promise<RebuildOutcome> {
  if (!env.DEPLOY_HOOK_URL) return "no hook";
  const file = await env.ASSETS.fetch(new Request(`https://site.invalid${COMING_UP_PATH}`));
  if (!file.ok) return "nothing due";
  const { builtAt, comingUp } = (await file.json()) as ComingUp;
  const last = await env.DB.prepare("SELECT called_at FROM deploy_calls ORDER BY called_at DESC LIMIT 1").first<{ called_at: string }>();
  if (!dueNow(comingUp, later(builtAt, last?.called_at), now)) return "nothing due";
  const answer = await fetch(env.DEPLOY_HOOK_URL, { method: "POST" });
  if (!answer.ok) {
    console.error(`schedule: the host's deploy hook answered ${answer.status}; tried again in 5 minutes`);
    return "refused";
  }
  await env.DB.prepare("INSERT INTO deploy_calls (called_at) VALUES (?1)").bind(now.toISOString()).run();
  return "called";
}
