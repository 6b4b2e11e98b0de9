/**
 * What follows a stored quote request, after its 200 (in `ctx.waitUntil`): the two emails, and the
 * alert on the owner's phone. Each step on its own: one that fails leaves the other to run, and
 * the request stays stored (an email not sent is sent again by the schedule, ./schedule.ts).
 */
import type { Env } from "./env.ts";
import { alertOwner } from "./push/alert-owner.ts";
import { sendQuoteEmails } from "./send-emails.ts";

export type AfterStoredStep = (env: Env, requestId: string) => Promise<void>;

export const afterStoredSteps: AfterStoredStep[] = [sendQuoteEmails, alertOwner];

/** Runs every step; a failure is logged with the request's id and the step's name, nothing the visitor typed. */
export async function runSteps(steps: readonly AfterStoredStep[], env: Env, requestId: string): Promise<void> {
  const results = await Promise.allSettled(steps.map((step) => step(env, requestId)));
  results.forEach((result, index) => {
    if (result.status === "rejected")
      console.error(`quote request ${requestId}: ${steps[index]!.name || "a step"} failed after it was stored`);
  });
}
