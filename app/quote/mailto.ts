import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { quoteFields, type QuoteValues } from "#app/quote/field-specs.ts";
import { shownValue } from "#app/quote/email-variables.ts";

/** The request as an email, for when sending fails and the visitor would rather write. */
export function mailtoFor(values: QuoteValues, recipient: string): string {
  const lines = quoteFields.map((name) => `${quoteFormCopy.labels[name]}: ${shownValue(name, values[name])}`);
  return `mailto:${recipient}?subject=${encodeURIComponent(quoteFormCopy.emailSubject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}
