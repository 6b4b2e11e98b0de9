/**
 * What the quote emails show that the visitor's fields do not hold ready to use: the choices' labels,
 * the place for the subject, the number a tap dials, the address for a map link, the photos' count,
 * the name the confirmation greets. The servers work them out from the checked fields
 * (./emails/email-values.ts) and ignore any sent beside them; the form sends them too, for a static
 * host whose form posts straight to EmailJS (./payload.ts). The EmailJS templates (./emails/) need
 * no logic beyond showing a variable or a section.
 */
import { dialNumber } from "#app/content/phone.ts";
import { photosAttached } from "#app/words-in-code/photos-attached.ts";
import { urgencyOptions } from "#app/words-in-code/quote-options.ts";
import { fieldSpecs, type Option, type QuoteField, type QuoteValues } from "#app/quote/field-specs.ts";
import { serviceOptions } from "#app/quote/service-options.ts";

const labelOf = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** A service's label among `services` (the build's choices by default; the Worker passes its site file's), else its value. */
export const serviceLabel = (value: string, services: readonly Option[] = serviceOptions) => labelOf(services, value);

/** A field's value as the form showed it: a choice's label, or the text typed. */
export function shownValue(name: QuoteField, value: string): string {
  const spec = fieldSpecs.find((field) => field.name === name);
  return spec?.control === "select" ? labelOf(spec.options, value) : value;
}

/**
 * At most `max` characters of what a visitor typed, cut with "…": what the customer's confirmation
 * repeats of it is short, so a "name" cannot carry a stranger's message to the address given.
 */
export function capped(text: string, max: number): string {
  // By characters, not UTF-16 units, so an emoji at the cut is not broken in two.
  const characters = [...text.trim()];
  return characters.length <= max
    ? text.trim()
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** The longest first name the confirmation greets, and the longest suburb it names: longer is cut. */
export const GREETING_MAX = 40;
export const LOCALITY_MAX = 40;

/** State and postcode at the end of an address: "…, Noosa Heads, QLD 4567" → "…, Noosa Heads". */
const STATE_AND_POSTCODE = /(?:[\s,]*\b(?:QLD|Queensland|NSW|VIC|SA|WA|TAS|NT|ACT)\b\.?)?(?:[\s,]*\d{4})?[\s,]*$/i;

/**
 * The suburb of an address written as the form's example is ("12 Example Street, Mudjimba QLD
 * 4564"): what follows the last comma, without state and postcode. An address without a comma is
 * shown whole (without them), so the subject always says where; never longer than LOCALITY_MAX.
 */
export function localityOf(address: string): string {
  const place = address.trim().replace(STATE_AND_POSTCODE, "");
  return capped(place.slice(place.lastIndexOf(",") + 1).trim() || address, LOCALITY_MAX);
}

const emailVariableNames = [
  "service_label",
  "urgency_label",
  "emergency",
  "locality",
  "phone_dial",
  "map_query",
  "photos_attached",
  "greeting_name",
] as const;

export type EmailVariables = Record<(typeof emailVariableNames)[number], string>;

/**
 * The derived values of a request. `services` names the Service choices: the build's by default,
 * the host's own list where no build defined them (the Worker reads them from its site file).
 */
export function emailVariables(
  values: Pick<QuoteValues, "firstName" | "phone" | "address" | "service" | "urgency">,
  photoCount: number,
  services: readonly Option[] = serviceOptions,
): EmailVariables {
  return {
    service_label: serviceLabel(values.service, services),
    urgency_label: labelOf(urgencyOptions, values.urgency),
    // A section's switch: EmailJS renders {{#emergency}}…{{/emergency}} for any non-empty value.
    emergency: values.urgency === "emergency" ? "yes" : "",
    locality: localityOf(values.address),
    phone_dial: dialNumber(values.phone),
    // The map link's query, encoded here: the template holds the rest of the address, so no value can make it another link.
    map_query: encodeURIComponent(values.address.trim()),
    photos_attached: photoCount > 0 ? photosAttached(photoCount) : "",
    greeting_name: capped(values.firstName, GREETING_MAX),
  };
}
