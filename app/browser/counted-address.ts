/**
 * What of a page's address a count may carry, less what looks like an email address or a phone
 * number (app/counts/personal-data.ts): a missing page's path, a visit's campaign tags. Loaded by the
 * counter (app/browser/counter.ts) only on the not-found page or a page opened by a tagged link, so
 * the pattern is not in every page's first load (2.5 KB of JavaScript at most, ADR 0041).
 */
import { campaignQuery } from "#app/counts/count-event.ts";
import { withoutPersonal } from "#app/counts/personal-data.ts";

/** @public Imported by its built URL (counter.ts), which knip cannot follow. */
export const countedAddress = ({ pathname, search }: { pathname: string; search: string }) => ({
  path: withoutPersonal(pathname),
  query: campaignQuery(search),
});
