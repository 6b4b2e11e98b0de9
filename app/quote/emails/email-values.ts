/**
 * The values a quote request's two emails are filled with, as the servers send them: made from a
 * CHECKED request (./../schema.ts) alone, never from what else the browser sent. The visitor's
 * fields are theirs; every derived one (labels, the emergency, the suburb, the number a tap dials,
 * the map query, the photos' count, the name the confirmation greets) is worked out here. No value
 * names a recipient: the templates hold the business's address (./quote-emails.ts). Pure, with no
 * Node or Vite import: the Worker (worker/send-emails.ts) and `npm start`'s outbox both use it.
 */
import type { QuoteRequest } from "#app/quote/schema.ts";
import type { Option } from "#app/quote/field-specs.ts";
import { emailVariables, type EmailVariables } from "#app/quote/email-variables.ts";
import { serviceOptions } from "#app/quote/service-options.ts";

/** Every variable the templates may read: the visitor's fields, the spec's template fields, the derived ones. */
export type EmailValues = Readonly<Record<keyof QuoteRequest | "suburb" | "request_id", string> & EmailVariables>;

export function emailValues(
  request: QuoteRequest,
  requestId: string,
  photoCount: number,
  services: readonly Option[] = serviceOptions,
): EmailValues {
  const fields = {
    firstName: request.firstName,
    lastName: request.lastName,
    phone: request.phone,
    email: request.email ?? "",
    address: request.address,
    service: request.service,
    urgency: request.urgency ?? "",
    message: request.message,
  };
  return {
    ...fields,
    // The spec's template field: the address again.
    suburb: fields.address,
    request_id: requestId,
    ...emailVariables(fields, photoCount, services),
  };
}
