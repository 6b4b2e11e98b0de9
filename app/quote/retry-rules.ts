/**
 * What to do after each attempt to send a quote request: shared by the form (while the visitor
 * waits) and the service worker (for a request kept on the device). EmailJS allows one request a
 * second and answers 5xx or 429 when it is down or busy; those are worth retrying a few times,
 * other answers are final. A timeout is final too: the request may still have arrived, so only the
 * visitor's own retry (with the same request id) sends it again.
 */
export type Outcome =
  | { kind: "response"; status: number }
  /** No connection, or the connection failed before any answer. */
  | { kind: "network" }
  /** No answer within the time limit; the request was aborted. */
  | { kind: "timeout" };

export type Verdict = "sent" | "retry" | "keep-for-later" | "failed";

/** Attempts in a row while the visitor waits; the first retry waits over EmailJS's one-second limit. */
export const MAX_ATTEMPTS = 3;
/** Busy answers (5xx, 429) a request kept on the device may get before the visitor is told; no connection is not an attempt. */
export const MAX_QUEUED_ATTEMPTS = 5;

const isRetryable = (status: number) => status >= 500 || status === 429;

export function verdictFor(outcome: Outcome, attempt: number, maxAttempts = MAX_ATTEMPTS): Verdict {
  if (outcome.kind === "network") return "keep-for-later";
  if (outcome.kind === "timeout") return "failed";
  if (outcome.status >= 200 && outcome.status < 300) return "sent";
  return isRetryable(outcome.status) && attempt < maxAttempts ? "retry" : "failed";
}

/**
 * How long a request kept on the device waits to be sent before it is dropped. Safari and every
 * iPhone browser delete a site's stored data after 7 days without a visit (WebKit's tracking
 * prevention), so a longer promise could not be kept there; the form and the privacy page say 7.
 */
export const KEPT_REQUEST_DAYS = 7;

/**
 * While a page shows that a request is kept, it asks the worker to try again this often. A phone
 * can be "online" with a connection that carries nothing (a congested tower after a storm): no
 * `online` event will come, and browsers without Background Sync would otherwise wait for the
 * next page the visitor opens.
 */
export const KEPT_RETRY_EVERY_MS = 20_000;

/** Wait before attempt `attempt + 1`: 1.5 s, 3 s, 6 s… */
export const backoffMs = (attempt: number) => 1500 * 2 ** (attempt - 1);
