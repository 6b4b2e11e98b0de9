/**
 * The Worker's two handlers, made from the steps that follow a stored request and the schedule's
 * retry of unsent emails (given by ./index.ts, or by a test): /api/* is answered here, and every
 * other path by the static assets (wrangler.toml runs the Worker first for /api/* only).
 */
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { runSteps, type AfterStoredStep } from "./after-stored.ts";
import type { Env, ExecutionContext } from "./env.ts";
import { json, ownerApi } from "./owner-api.ts";
import { quoteEndpoint } from "./quote-endpoint.ts";
import { scheduled } from "./schedule.ts";
import { site as builtSite, type WorkerSite } from "./site.ts";

interface Steps {
  afterStored: readonly AfterStoredStep[];
  /** `now`: the schedule's own time (its ScheduledController's scheduledTime). */
  retryUnsentEmails: (env: Env, now: Date) => Promise<void>;
  site?: WorkerSite;
}

export function siteWorker({ afterStored, retryUnsentEmails, site = builtSite }: Steps) {
  return {
    async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
      const { pathname } = new URL(request.url);
      try {
        if (pathname === SEND_FORM_PATH) return await quoteEndpoint(request, env, ctx, (e, id) => runSteps(afterStored, e, id));
        if (pathname.startsWith("/api/owner/")) return await ownerApi(request, env, site);
      } catch (error) {
        console.error(`${request.method} ${pathname} failed: ${error instanceof Error ? error.message : "unknown error"}`);
        return json({ error: "unavailable" }, 503);
      }
      return env.ASSETS.fetch(request);
    },
    async scheduled(controller: { scheduledTime?: number } | undefined, env: Env, ctx: ExecutionContext): Promise<void> {
      // The moment the run was scheduled for: a local run can name one ahead (miniflare's ?time=), as a clock moved forward.
      const now = new Date(controller?.scheduledTime ?? Date.now());
      ctx.waitUntil(scheduled(env, (e) => retryUnsentEmails(e, now), site.keepRequestsMonths, now));
    },
  };
}
