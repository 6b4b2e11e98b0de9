/**
 * What of a page's address a count may carry, less what looks like an email address or a phone
 * number (app/counts/personal-data.ts): a missing page's path, a visit's campaign tags. Loaded by the
 * counter (app/browser/counter.ts) only on the not-found page or a page opened by a tagged link, so
 * the pattern is not in every page's first load (2.5 KB of JavaScript at most, ADR 0041).
 */
export { campaignQuery } from "#app/counts/count-event.ts";
export { withoutPersonal } from "#app/counts/personal-data.ts";
