/**
 * The owner's list of quote requests, as the site's own server answers it (the Worker on Cloudflare,
 * `npm run cms` over the local outbox) and the editor reads it: one shape for both ends
 * (docs/decisions/0045-quote-requests-kept-by-the-host.md). Every derived field is worked out by the
 * server from the checked fields, never taken from what a browser sent.
 */

/** Where the owner has got to with a request; a new one is "new". */
export const requestStatuses = ["new", "called", "quoted", "won", "lost"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const isRequestStatus = (value: unknown): value is RequestStatus => requestStatuses.includes(value as RequestStatus);

/** The owner's note on a request: a line or two, bounded so a list of thousands stays small. */
export const NOTE_MAX = 2000;
/** Requests one page of the list holds at most, and by default. */
export const PAGE_MAX = 100;
export const PAGE_DEFAULT = 50;

export interface OwnerRequest {
  id: string;
  /** When it was stored, ISO 8601 in UTC; shown in Queensland's time. */
  receivedAt: string;
  firstName: string;
  lastName: string;
  /** As typed, and the number a tap dials (app/content/phone.ts). */
  phone: string;
  phoneDial: string;
  /** Empty when the visitor gave none. */
  email: string;
  address: string;
  /** The suburb of the address (app/quote/email-variables.ts, localityOf). */
  locality: string;
  service: string;
  serviceLabel: string;
  urgency: string;
  urgencyLabel: string;
  emergency: boolean;
  message: string;
  photoCount: number;
  status: RequestStatus;
  note: string;
  /** Whether the owner's email for it has been sent; a failed one is sent again on a schedule. */
  emailed: boolean;
}

export interface OwnerRequestPage {
  requests: OwnerRequest[];
  /** How many requests are still "new", over the whole list. */
  newCount: number;
  /** How many requests' emails have not been sent yet, over the whole list. */
  notEmailed: number;
  /** The cursor of the next (older) page, or null at the end. */
  next: string | null;
}

export interface RequestChange {
  status?: RequestStatus;
  note?: string;
}

/** The owner's API paths, under the site's own origin. */
export const ownerApi = {
  requests: "/api/owner/requests",
  request: (id: string) => `/api/owner/requests/${encodeURIComponent(id)}`,
  photo: (id: string, position: number) => `/api/owner/requests/${encodeURIComponent(id)}/photos/${position}`,
  pushKey: "/api/owner/push-key",
  pushSubscriptions: "/api/owner/push-subscriptions",
} as const;

/** The refusals of the owner's API: signed out (or the sign-in no longer valid), or an account that cannot publish the site. */
export type OwnerApiRefusal = { error: "signed-out" } | { error: "not-allowed" };

/** What a push to the owner's phone carries (worker/push/alert-owner.ts sends it, admin/alerts/alerts-worker.ts shows it). */
export interface OwnerAlert {
  title: string;
  /** "First Last · suburb · service". */
  body: string;
  /** The request in the editor: /admin#/requests/<id>. */
  url: string;
  id: string;
}
