/**
 * Two cheap rules against bots that fill the quote form in a browser, applied before a request is
 * sent, whether to EmailJS or to the site's own endpoint (ADR 0029), and checked again by the
 * site's own servers (`npm start`'s outbox, the Worker: ADR 0045) on what the form sends with the
 * request: the fill time, and the honeypot's field. They load nothing and keep every page
 * script-free. A script can send both as a person's form does; the servers' hourly limit per
 * address and their fixed recipients are what hold against it.
 */

/**
 * The least time from when the form could first be sent to when it is sent. Send pressed sooner
 * (a bot, or a person with autofill and a one-word message) is held, the button showing that it is
 * sending, until this much has passed: never dropped, since a person cannot be told apart, and a
 * visitor is told "sent" only when it was. A bot that leaves the page at once sends nothing.
 */
export const MIN_FILL_MS = 3000;
/** Requests one browser may send in an hour; past that the form offers the phone instead. */
export const MAX_REQUESTS_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;
/** The times (ms since 1970) this browser sent a request in the last hour; nothing of what was typed. */
const SENT_KEY = "quote-requests-sent";

type Store = Pick<Storage, "getItem" | "setItem">;

/** localStorage where there is one and it may be used (not in Node, nor where the visitor blocks it). */
function browserStore(): Store | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** How long a send pressed `elapsedMs` after the form could first be sent is held. */
export const fillTimeLeft = (elapsedMs: number) => Math.max(0, MIN_FILL_MS - elapsedMs);

function sentWithinHour(store: Store, now: number): number[] {
  try {
    const times: unknown = JSON.parse(store.getItem(SENT_KEY) ?? "[]");
    return Array.isArray(times) ? times.filter((at): at is number => typeof at === "number" && at <= now && now - at < HOUR_MS) : [];
  } catch {
    return []; // unreadable: counted afresh
  }
}

/** Whether this browser has sent its requests for the hour. Storage out of reach: no limit. */
export function hourlyLimitReached(now = Date.now(), store = browserStore()): boolean {
  return store !== undefined && sentWithinHour(store, now).length >= MAX_REQUESTS_PER_HOUR;
}

/** Counts a new request (once: its retries and its trip through the offline queue are the same request). */
export function noteRequestSent(now = Date.now(), store = browserStore()): void {
  if (!store) return;
  try {
    store.setItem(SENT_KEY, JSON.stringify([...sentWithinHour(store, now), now]));
  } catch {
    // Storage full or blocked: the request goes, uncounted.
  }
}

/** The field the form sends its fill time in, for the servers' own check; and the honeypot's, which only a bot fills. */
export const FILL_TIME_FIELD = "fill_ms";
const HONEYPOT_FIELD = "website";

/** What the form sends as its fill time: whole milliseconds, a restored draft's (endless) time held to a day. */
export const fillTimeField = (elapsedMs: number) => String(Math.round(Math.min(elapsedMs, 24 * HOUR_MS)));

/**
 * Whether a request reads as a bot's, as a server sees it: its honeypot filled, or a fill time under
 * the minimum (the form holds a fast Send until the minimum has passed, so a person's never is). A
 * request with neither field (a page cached before they were sent, a kept request from then) is a person's.
 * The servers answer a bot's request as sent and keep nothing, as the form does.
 */
export function readsAsBot(fields: Readonly<Record<string, string | undefined>>): boolean {
  if (fields[HONEYPOT_FIELD]?.trim()) return true;
  const fill = fields[FILL_TIME_FIELD];
  if (fill === undefined || fill === "") return false;
  const ms = Number(fill);
  return !Number.isFinite(ms) || ms < MIN_FILL_MS;
}
