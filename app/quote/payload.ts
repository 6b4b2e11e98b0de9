/**
 * A quote request as EmailJS's send-form endpoint takes it: multipart form-data with the visitor's
 * fields, the template's extra fields (the emails' own among them), the photos as files, and the four fields the official SDK's
 * `sendForm` adds. Kept as a list of entries (strings and Blobs), which a service worker can be
 * handed as it is and turn into the same form-data later.
 */
import type { QuoteDelivery } from "#app/settings/settings.ts";
import { paths } from "#app/site/paths.ts";
import { quoteFields, type QuoteValues } from "#app/quote/field-specs.ts";
import { emailVariables } from "#app/quote/email-variables.ts";
import { FILL_TIME_FIELD, fillTimeField } from "#app/quote/spam-rules.ts";

export const SEND_FORM_PATH = `${paths.api}v1.0/email/send-form`;
/** The `@emailjs/browser` version whose `sendForm` contract this follows. */
const EMAILJS_LIB_VERSION = "4.4.1";
/** Photos travel as photo_1…photo_3: one EmailJS "Variable Attachment" each (docs/deploying.md, the EmailJS template). */
const photoField = (index: number) => `photo_${index + 1}`;

export type PayloadEntry = [name: string, value: string] | [name: string, value: Blob, filename: string];

const extension = (type: string) => (type === "image/webp" ? "webp" : type === "image/png" ? "png" : "jpg");

/** `fillMs`: how long the form took to fill (the servers check it again: ./spam-rules.ts); left out, the request reads as an older page's. */
export function quotePayload(
  values: QuoteValues,
  photos: readonly Blob[],
  requestId: string,
  delivery: QuoteDelivery,
  fillMs?: number,
): PayloadEntry[] {
  return [
    ...quoteFields.map((name): PayloadEntry => [name, values[name]]),
    // The template's own fields: the address again as the suburb, where the request goes, and its id.
    ["suburb", values.address],
    ["to_email", delivery.recipient],
    ["request_id", requestId],
    // What the emails show ready to use: labels, the place, the number to dial (./email-variables.ts).
    ...Object.entries(emailVariables(values, photos.length)),
    ...(fillMs === undefined ? [] : [[FILL_TIME_FIELD, fillTimeField(fillMs)] as PayloadEntry]),
    ...photos.map((photo, index): PayloadEntry => [photoField(index), photo, `photo-${index + 1}.${extension(photo.type)}`]),
    ["lib_version", EMAILJS_LIB_VERSION],
    ["service_id", delivery.serviceId],
    ["template_id", delivery.templateId],
    ["user_id", delivery.publicKey],
  ];
}

export function toFormData(entries: readonly PayloadEntry[]): FormData {
  const form = new FormData();
  for (const [name, value, filename] of entries) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
}

/** Where the request goes: EmailJS, or this site's own local outbox. */
export const sendFormUrl = (delivery: QuoteDelivery, siteOrigin: string) => `${delivery.origin ?? siteOrigin}${SEND_FORM_PATH}`;
