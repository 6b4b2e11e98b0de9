/**
 * Quote requests kept on the device that the service worker gave up on (refused when it sent them,
 * or busy too many times): one record each, so the visitor is told the next time any page of the
 * site is open, and gets their words back on /contact (docs/decisions/0009). In Cache Storage,
 * which the worker and the pages both reach, and where one `caches.has` tells a page whether there
 * is anything to tell. A record holds the form's words, when the request was made and how many
 * photos it had: nothing else. It stays on the device, is never counted, and goes when the visitor
 * dismisses the message or sends the request again.
 */
import { quoteFields, type QuoteField } from "#app/quote/field-specs.ts";
import { KEPT_FAILURES } from "#app/quote/kept-failure-names.ts";

export interface KeptFailure {
  /** The request's id: sent again with it, a request that did arrive after all is stored once. */
  requestId: string;
  /** When the visitor pressed Send (ms since 1970): the message names its day. */
  madeAt: number;
  /** The form's own fields: not where it was going, nor the delivery keys or the page it came from. */
  fields: Partial<Record<QuoteField, string>>;
  /** How many photos it carried: they are not kept, and the visitor is asked to add them again. */
  photos: number;
}

const keyOf = (requestId: string) => `/kept-request-failure/${encodeURIComponent(requestId)}`;
const hasCaches = () => typeof caches !== "undefined";

/** What a record keeps of a kept request's form data. */
export function failureOf(requestId: string, madeAt: number, form: FormData): KeptFailure {
  const fields: KeptFailure["fields"] = {};
  for (const name of quoteFields) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  const photos = [...form.values()].filter((value) => typeof value !== "string").length;
  return { requestId, madeAt, fields, photos };
}

/** A record as read back; anything else (damaged, or of another version) is not shown. */
function parse(value: unknown): KeptFailure | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { requestId, madeAt, fields, photos } = value as Partial<KeptFailure>;
  if (typeof requestId !== "string" || typeof madeAt !== "number" || typeof photos !== "number") return undefined;
  if (!fields || typeof fields !== "object") return undefined;
  const known = quoteFields.filter((name) => typeof fields[name] === "string").map((name) => [name, fields[name]]);
  return { requestId, madeAt, fields: Object.fromEntries(known), photos };
}

/** Written by the service worker when it gives up on a request, before it tells any open page. */
export async function recordFailure(failure: KeptFailure): Promise<void> {
  const cache = await caches.open(KEPT_FAILURES);
  await cache.put(keyOf(failure.requestId), new Response(JSON.stringify(failure), { headers: { "content-type": "application/json" } }));
}

/** The records on this device, oldest first: the first is the one told. */
export async function readFailures(): Promise<KeptFailure[]> {
  if (!hasCaches() || !(await caches.has(KEPT_FAILURES))) return [];
  const cache = await caches.open(KEPT_FAILURES);
  const read = (key: Request) => cache.match(key).then((response) => response?.json() as Promise<unknown>);
  const found = await Promise.all((await cache.keys()).map((key) => read(key).then(parse, () => undefined)));
  return found.filter((failure) => failure !== undefined).toSorted((a, b) => a.madeAt - b.madeAt);
}

/** Dismissed, or sent again: the record goes, and the store with the last one, so a page's one look finds nothing. */
export async function forgetFailure(requestId: string): Promise<void> {
  if (!hasCaches() || !(await caches.has(KEPT_FAILURES))) return;
  const cache = await caches.open(KEPT_FAILURES);
  await cache.delete(keyOf(requestId));
  if ((await cache.keys()).length === 0) await caches.delete(KEPT_FAILURES);
}
