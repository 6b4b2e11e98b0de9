/**
 * The owner's list under `npm run cms` (./local-requests.ts) as the contract's rows
 * (app/quote/owner-requests.ts): every derived field (the labels, the suburb, the number a tap
 * dials, the emergency) worked out here from the outbox's stored, checked fields
 * (app/quote/email-variables.ts), never from what the browser sent beside them, with what the owner
 * set; newest first, in pages with a cursor. Worked out again only when a file they come from changed.
 */
import { emailVariables } from "#app/quote/email-variables.ts";
import type { QuoteValues } from "#app/quote/field-specs.ts";
import { PAGE_DEFAULT, PAGE_MAX, type OwnerRequest, type OwnerRequestPage } from "#app/quote/owner-requests.ts";
import { photosOf, type Kept, type LocalOutboxFiles, type StoredLine } from "./local-outbox-lines.ts";

export type Option = { value: string; label: string };

/** Where a request sits in the list, newest first: its time (ISO 8601, all one length), then its id; the cursor of the page it ends. */
const cursorOf = (request: OwnerRequest) => `${request.receivedAt}|${request.id}`;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The services' names as the quote form offers them, from content/services as it is now; none when it cannot be read. */
export async function contentServiceOptions(): Promise<readonly Option[]> {
  try {
    const { quoteServiceOptions } = await import("#app/content/content-files.server.ts");
    return quoteServiceOptions();
  } catch {
    return [];
  }
}

/** A stored request as the owner reads it: its derived fields worked out from its checked fields, with what the owner set. */
function ownerRequest(line: StoredLine, kept: Kept | undefined, labels: Map<string, string>, isEmailed: boolean): OwnerRequest {
  const values: QuoteValues = {
    firstName: text(line.firstName),
    lastName: text(line.lastName),
    phone: text(line.phone),
    email: text(line.email),
    address: text(line.address),
    service: text(line.service),
    urgency: text(line.urgency),
    message: text(line.message),
  };
  const photoCount = photosOf(line).length;
  const derived = emailVariables(values, photoCount);
  return {
    id: line.request_id,
    receivedAt: line.receivedAt,
    ...values,
    phoneDial: derived.phone_dial,
    locality: derived.locality,
    serviceLabel: labels.get(values.service) ?? derived.service_label,
    urgencyLabel: derived.urgency_label,
    emergency: derived.emergency !== "",
    photoCount,
    status: kept?.status ?? "new",
    note: kept?.note ?? "",
    emailed: isEmailed,
  };
}

/** Every request of the outbox's `files`, newest first, with what the owner set; the first line of an id (the outbox stores one). */
export function everyRequestOf(files: LocalOutboxFiles, serviceOptions: () => Promise<readonly Option[]>) {
  /** The list as last worked out, and from what: 10,000 requests are worked out again only when something they come from changed. */
  let worked: { from: string; requests: OwnerRequest[] } | undefined;

  return async function everyRequest(): Promise<OwnerRequest[]> {
    const [stored, statuses, options, emails] = await Promise.all([
      files.storedLines(),
      files.statusLines(),
      serviceOptions(),
      files.emailedNow(),
    ]);
    const from = JSON.stringify([stored.key, statuses.key, options, emails.folders, emails.emailedCount()]);
    if (worked?.from === from) return worked.requests;
    const { lines } = stored;
    const { isEmailed } = emails;
    const kept = new Map(statuses.lines.map((line) => [line.id, line]));
    const labels = new Map(options.map((option) => [option.value, option.label]));
    const seen = new Set<string>();
    const requests: OwnerRequest[] = [];
    for (const line of lines) {
      if (seen.has(line.request_id)) continue;
      seen.add(line.request_id);
      requests.push(ownerRequest(line, kept.get(line.request_id), labels, isEmailed(line.request_id)));
    }
    const keyed = requests.map((request) => ({ key: cursorOf(request), request }));
    worked = { from, requests: keyed.toSorted((a, b) => (a.key < b.key ? 1 : -1)).map(({ request }) => request) };
    return worked.requests;
  };
}

/** The page of `all` the list's address asks for: `limit` requests (within the contract's bounds) after the cursor `before`. */
export function requestPage(all: OwnerRequest[], url: URL): OwnerRequestPage {
  const asked = Number.parseInt(url.searchParams.get("limit") ?? "", 10);
  const limit = Number.isNaN(asked) ? PAGE_DEFAULT : Math.min(Math.max(asked, 1), PAGE_MAX);
  const before = url.searchParams.get("before");
  // The cursor is the last request of the page before: its time and id, which order the list.
  const start = before ? all.findIndex((request) => cursorOf(request) < before) : 0;
  const requests = start < 0 ? [] : all.slice(start, start + limit);
  const last = requests.at(-1);
  const more = start >= 0 && start + limit < all.length;
  return {
    requests,
    newCount: all.filter((request) => request.status === "new").length,
    notEmailed: all.filter((request) => !request.emailed).length,
    next: more && last ? cursorOf(last) : null,
  };
}
