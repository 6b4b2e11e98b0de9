/**
 * What the quote emails show that the visitor's fields do not hold ready to use: the choices' labels,
 * the place for the subject, the number a tap dials, the address for a map link, the photos' count.
 * The form sends them beside its fields (./payload.ts), so the EmailJS templates (./emails/) need no
 * logic beyond showing a variable or a section; the local outbox stores them with the request.
 */
import { dialNumber } from "#app/content/phone.ts";
import { photosAttached } from "#app/words-in-code/photos-attached.ts";
import { fieldSpecs, type QuoteField, type QuoteValues } from "#app/quote/field-specs.ts";

/** A field's value as the form showed it: a choice's label, or the text typed. */
export function shownValue(name: QuoteField, value: string): string {
  const spec = fieldSpecs.find((field) => field.name === name);
  if (spec?.control !== "select") return value;
  return spec.options.find((option) => option.value === value)?.label ?? value;
}

/** State and postcode at the end of an address: "…, Noosa Heads, QLD 4567" → "…, Noosa Heads". */
const STATE_AND_POSTCODE = /(?:[\s,]*\b(?:QLD|Queensland|NSW|VIC|SA|WA|TAS|NT|ACT)\b\.?)?(?:[\s,]*\d{4})?[\s,]*$/i;

/**
 * The suburb of an address written as the form's example is ("12 Example Street, Mudjimba QLD
 * 4564"): what follows the last comma, without state and postcode. An address without a comma is
 * shown whole (without them), so the subject always says where.
 */
export function localityOf(address: string): string {
  const place = address.trim().replace(STATE_AND_POSTCODE, "");
  return place.slice(place.lastIndexOf(",") + 1).trim() || address.trim();
}

export const emailVariableNames = [
  "service_label",
  "urgency_label",
  "emergency",
  "locality",
  "phone_dial",
  "map_query",
  "photos_attached",
] as const;

export type EmailVariables = Record<(typeof emailVariableNames)[number], string>;

export function emailVariables(values: QuoteValues, photoCount: number): EmailVariables {
  return {
    service_label: shownValue("service", values.service),
    urgency_label: shownValue("urgency", values.urgency),
    // A section's switch: EmailJS renders {{#emergency}}…{{/emergency}} for any non-empty value.
    emergency: values.urgency === "emergency" ? "yes" : "",
    locality: localityOf(values.address),
    phone_dial: dialNumber(values.phone),
    // The map link's query, encoded here: the template holds the rest of the address, so no value can make it another link.
    map_query: encodeURIComponent(values.address.trim()),
    photos_attached: photoCount > 0 ? photosAttached(photoCount) : "",
  };
}
