/**
 * What npm start's counter (./count-receiver.ts) stores of an event the pages send
 * (app/counts/count-event.ts): exactly the events the site sends, about a page this site has,
 * from the host the event was posted to, its suburb the one its path shows; a 404 names the missing
 * path, cut short. A line holds what `npm run stats` needs and nothing else: when, what, the page's
 * path, its suburb, the speed ratings and, for a visit, its source (the campaign tags, the other
 * site's origin). What a visitor's address can put in it (a missing page's path, the campaign tags)
 * is stored without what looks like an email address or a phone number, whatever the page sent
 * (app/counts/personal-data.ts); a page's path and suburb are the site's own, or refused.
 */
import * as z from "zod/mini";
import { campaignTags, counted, MAX_COUNTED_TEXT, ratings, type CountEvent, type SpeedRatings } from "#app/counts/count-event.ts";
import { withoutPersonal } from "#app/counts/personal-data.ts";
import { normalizePath, suburbOfPath } from "#app/site/paths.ts";

/** A visit's source as a line keeps it: the campaign tags and the other site's origin. */
type CountSource = { utm_source?: string; utm_medium?: string; utm_campaign?: string; from?: string };
/**
 * One counted thing as the counter's file holds it (a JSON line). `entry`: a page load that began a
 * visit (true) or not (false; absent in files written before visits were told apart);
 * `source`: its visit's source (./count-visits.ts).
 */
export type CountLine = {
  at: string;
  name: CountEvent["name"];
  page: string;
  suburb?: string;
  entry?: boolean;
  source?: string;
} & SpeedRatings &
  CountSource;

const pageUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2100));
const domain = z.string().check(z.maxLength(253));
const referrer = z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(300)));
const suburb = z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,100}$/)));
const rating = z.optional(z.enum(ratings));

/** The events the site's pages send, each exactly: an unknown field is refused, so nothing else can be stored. */
const eventSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.enum([counted.visit, counted.call, counted.email, counted.quote]),
    url: pageUrl,
    domain,
    referrer,
    props: z.optional(z.strictObject({ suburb })),
  }),
  z.strictObject({
    name: z.literal(counted.speed),
    url: pageUrl,
    domain,
    interactive: z.literal(false),
    props: z.strictObject({ suburb, lcp: rating, inp: rating, cls: rating }),
  }),
  z.strictObject({
    name: z.literal(counted.notFound),
    url: pageUrl,
    domain,
    props: z.strictObject({ path: z.string().check(z.minLength(1), z.maxLength(2000)) }),
  }),
]);

export interface EventContext {
  /** The Host the event was posted to: a page of this site names it in its URL. */
  host: string | undefined;
  /** Whether this site has a page at a path (`/services`). */
  isPage: (path: string) => boolean;
  now?: Date;
}

/** A visit's source: its campaign tags (the only query a counted URL has) and the other site's origin. */
function sourceOf(url: URL, from: string | undefined): CountSource | string {
  const names = [...url.searchParams.keys()];
  if (names.some((name) => !(campaignTags as readonly string[]).includes(name))) return "url: a query other than the campaign tags";
  const tags = Object.fromEntries(campaignTags.flatMap((tag) => (url.searchParams.get(tag) ? [[tag, url.searchParams.get(tag)!]] : [])));
  if (Object.values(tags).some((value) => value.length > MAX_COUNTED_TEXT)) return "url: a campaign tag too long";
  if (from !== undefined && new URL(from).origin !== from) return "referrer: an origin alone";
  const hidden = Object.fromEntries(Object.entries(tags).map(([tag, value]) => [tag, withoutPersonal(value)]));
  return { ...hidden, ...(from && { from: withoutPersonal(from) }) };
}

/** The line an event is stored as, or why it is refused. */
export function countLineOf(text: string, { host, isPage, now = new Date() }: EventContext): CountLine | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "the body is not JSON";
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".") || "event"}: ${issue.message}`).join("; ");
  const event = parsed.data;
  const url = new URL(event.url);
  if (host === undefined || url.host !== host.toLowerCase()) return "url: not a page of this site's host";
  const at = now.toISOString();
  if (event.name === counted.notFound) return { at, name: event.name, page: withoutPersonal(event.props.path).slice(0, MAX_COUNTED_TEXT) };
  const page = normalizePath(url.pathname);
  if (!isPage(page)) return "url: a page this site does not have (a missing page is a 404)";
  if ((event.props?.suburb ?? undefined) !== suburbOfPath(page)) return "props.suburb: not the suburb of this page";
  if (event.name !== counted.visit && url.search) return "url: a query on an event that is not a visit";
  const source = event.name === counted.visit ? sourceOf(url, event.referrer) : {};
  if (typeof source === "string") return source;
  const { suburb: _suburb, ...speed } = event.props ?? {};
  return { at, name: event.name, page, ...(event.props?.suburb && { suburb: event.props.suburb }), ...speed, ...source };
}
