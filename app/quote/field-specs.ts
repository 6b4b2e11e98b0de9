/**
 * The quote request's fields (spec sections 3 and 5), described once: the form renders them from
 * this list, the schema validates exactly these names, and the mailto fallback lists them in order.
 */
import { serviceOptions } from "#app/quote/service-options.ts";
import { urgencyOptions } from "#app/words-in-code/quote-options.ts";

export type Option = { readonly value: string; readonly label: string };

type Control =
  | { control: "input"; type: "text" | "tel" | "email"; autoComplete: string }
  | { control: "select"; options: readonly Option[] }
  | { control: "textarea"; rows: number };

export type FieldSpec = { name: string; required: boolean; width: "half" | "full" } & Control;

export const fieldSpecs = [
  { name: "firstName", required: true, width: "half", control: "input", type: "text", autoComplete: "given-name" },
  { name: "lastName", required: true, width: "half", control: "input", type: "text", autoComplete: "family-name" },
  { name: "phone", required: true, width: "half", control: "input", type: "tel", autoComplete: "tel" },
  { name: "email", required: false, width: "half", control: "input", type: "email", autoComplete: "email" },
  { name: "address", required: true, width: "full", control: "input", type: "text", autoComplete: "street-address" },
  { name: "service", required: true, width: "half", control: "select", options: serviceOptions },
  { name: "urgency", required: false, width: "half", control: "select", options: urgencyOptions },
  { name: "message", required: true, width: "full", control: "textarea", rows: 4 },
] as const satisfies readonly FieldSpec[];

export type QuoteField = (typeof fieldSpecs)[number]["name"];

/** The field names in form order. */
export const quoteFields = fieldSpecs.map((spec) => spec.name) as QuoteField[];

export type QuoteValues = Record<QuoteField, string>;
export type FieldErrors = Partial<Record<QuoteField, string>>;

export const emptyValues = Object.fromEntries(quoteFields.map((name) => [name, ""])) as QuoteValues;
