/**
 * A stored request as the owner's list shows it (app/quote/owner-requests.ts): every derived field
 * (the number a tap dials, the suburb, the choices' labels, the emergency) worked out here from the
 * checked fields, never taken from what the browser sent. And the list's cursor: the place after
 * the last request of a page, newest first.
 */
import { dialNumber } from "#app/content/phone.ts";
import { localityOf, shownValue } from "#app/quote/email-variables.ts";
import { isRequestStatus, type OwnerRequest } from "#app/quote/owner-requests.ts";
import type { WorkerSite } from "./site.ts";

export interface RequestRow {
  request_id: string;
  received_at: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  address: string;
  service: string;
  urgency: string;
  message: string;
  photo_count: number;
  status: string;
  note: string;
  emailed_at: string | null;
}

/** The row's columns the list reads. */
export const REQUEST_COLUMNS =
  "request_id, received_at, first_name, last_name, phone, email, address, service, urgency, message, photo_count, status, note, emailed_at";

export function ownerRequest(row: RequestRow, services: WorkerSite["services"]): OwnerRequest {
  return {
    id: row.request_id,
    receivedAt: row.received_at,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phoneDial: dialNumber(row.phone),
    email: row.email,
    address: row.address,
    locality: localityOf(row.address),
    service: row.service,
    // The build's services (a worker has no QUOTE_SERVICES of its own), else the form's fixed choices.
    serviceLabel: services.find((option) => option.value === row.service)?.label ?? shownValue("service", row.service),
    urgency: row.urgency,
    urgencyLabel: shownValue("urgency", row.urgency),
    emergency: row.urgency === "emergency",
    message: row.message,
    photoCount: row.photo_count,
    status: isRequestStatus(row.status) ? row.status : "new",
    note: row.note,
    emailed: row.emailed_at !== null,
  };
}

export interface Cursor {
  receivedAt: string;
  id: string;
}

const base64url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export const cursorAfter = (row: Pick<RequestRow, "received_at" | "request_id">) => base64url(`${row.received_at}|${row.request_id}`);

/** The place a cursor names; undefined for anything that is not one. */
export function readCursor(cursor: string): Cursor | undefined {
  try {
    const [receivedAt = "", id = "", ...rest] = atob(cursor.replaceAll("-", "+").replaceAll("_", "/")).split("|");
    if (rest.length > 0 || Number.isNaN(Date.parse(receivedAt)) || id === "") return undefined;
    return { receivedAt, id };
  } catch {
    return undefined;
  }
}
