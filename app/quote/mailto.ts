import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { fieldSpecs, type QuoteValues } from "#app/quote/field-specs.ts";

/** The request as an email, for when sending fails and the visitor would rather write. */
export function mailtoFor(values: QuoteValues, recipient: string): string {
  const lines = fieldSpecs.map((spec) => {
    const value = values[spec.name];
    const shown = spec.control === "select" ? (spec.options.find((option) => option.value === value)?.label ?? value) : value;
    return `${quoteFormCopy.labels[spec.name]}: ${shown}`;
  });
  return `mailto:${recipient}?subject=${encodeURIComponent(quoteFormCopy.emailSubject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}
