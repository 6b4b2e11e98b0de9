/**
 * Sending a quote request: one attempt at a time, each really aborted when the time limit passes,
 * then the rules of ./retry-rules.ts. The service worker uses `outcomeOf` for requests it keeps.
 */
import { backoffMs, verdictFor, type Outcome, type Verdict } from "#app/quote/retry-rules.ts";
import { toFormData, type PayloadEntry } from "#app/quote/payload.ts";

/** A request still unanswered after this long is aborted (the visitor can then call, or retry). */
const SEND_TIMEOUT_MS = 15_000;

/** Runs one request with the time limit, and says how it ended. */
export async function outcomeOf(send: (signal: AbortSignal) => Promise<Response>): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await send(controller.signal);
    return { kind: "response", status: response.status };
  } catch {
    return controller.signal.aborted ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts the request, retrying 5xx and 429 with backoff while the visitor waits. */
export async function sendQuote(url: string, entries: readonly PayloadEntry[]): Promise<Verdict> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await outcomeOf((signal) => fetch(url, { method: "POST", body: toFormData(entries), signal }));
    const verdict = verdictFor(outcome, attempt);
    if (verdict !== "retry") return verdict;
    await wait(backoffMs(attempt));
  }
}
