/**
 * The quote request's rules (spec section 5, with bounds the spec leaves open: names ≤ 100
 * characters, details ≤ 5,000, an Australian phone number), and the form's own check of them, in
 * plain code: the form's script carries no schema library (6 KB gzip of zod for eight fields). The
 * local outbox server checks the same rules with zod (./schema.ts), which builds on these limits,
 * patterns and messages; app/quote/schema.test.ts runs every case through both.
 */
import { quoteFieldWords } from "#app/words-in-code/quote-field-words.ts";
import { urgencyOptions } from "#app/words-in-code/quote-options.ts";
import type { FieldErrors, QuoteField } from "#app/quote/field-specs.ts";

const { errors, labels } = quoteFieldWords;

export const LIMITS = { name: 100, phone: 30, email: 254, address: 200, message: 5000, service: 80 } as const;

/** A service's id, as its file in content/services is named: lower-case words joined by hyphens. */
export const SERVICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Australian mobiles, landlines and 13/1300/1800 numbers, written with spaces, dashes, brackets, 0 or +61. */
export function isAustralianPhone(value: string): boolean {
  const digits = value
    .replace(/[\s().-]/g, "")
    .replace(/^\+61\(?0?\)?/, "0")
    .replace(/^61(?=[2-478]\d{8}$)/, "0");
  return /^0[2-478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}

type Urgency = (typeof urgencyOptions)[number]["value"];
/** The urgency values the form offers besides none: a non-empty list, as zod's enum takes it. */
export const urgencyValues = urgencyOptions.map((option) => option.value) as [Urgency, ...Urgency[]];

/** One field's rule: its value (a string, trimmed where the rule says) to its message, or undefined when it passes. */
type Rule = (value: string) => string | undefined;

const text =
  (required: string, label: string, max: number): Rule =>
  (value) =>
    value === "" ? required : value.length > max ? errors.tooLong(label, max) : undefined;

/** Each field: the message for a value that is not text (or missing, when required), whether it is trimmed, and its rule. */
const fieldRules: Record<QuoteField, { missing: string; optional?: true; raw?: true; rule: Rule }> = {
  firstName: { missing: errors.firstName, rule: text(errors.firstName, labels.firstName, LIMITS.name) },
  lastName: { missing: errors.lastName, rule: text(errors.lastName, labels.lastName, LIMITS.name) },
  phone: {
    missing: errors.phone,
    rule: (value) =>
      value === "" ? errors.phone : value.length > LIMITS.phone || !isAustralianPhone(value) ? errors.phoneFormat : undefined,
  },
  email: {
    missing: errors.email,
    optional: true,
    rule: (value) => (value.length > LIMITS.email || (value !== "" && !EMAIL.test(value)) ? errors.email : undefined),
  },
  address: { missing: errors.address, rule: text(errors.address, labels.address, LIMITS.address) },
  service: {
    missing: errors.service,
    raw: true,
    rule: (value) => (value.length > LIMITS.service || !SERVICE_ID.test(value) ? errors.service : undefined),
  },
  urgency: {
    missing: errors.urgency,
    optional: true,
    raw: true,
    rule: (value) => (value === "" || (urgencyValues as readonly string[]).includes(value) ? undefined : errors.urgency),
  },
  message: { missing: errors.message, rule: text(errors.message, labels.message, LIMITS.message) },
};

/** The form's fields checked: on failure the first message for each failing field; on success the values, trimmed. */
export function checkQuote(
  input: Record<string, unknown>,
): { ok: true; data: Record<string, string> } | { ok: false; errors: FieldErrors } {
  const data: Record<string, string> = {};
  const found: FieldErrors = {};
  for (const [field, { missing, optional, raw, rule }] of Object.entries(fieldRules) as [QuoteField, (typeof fieldRules)[QuoteField]][]) {
    const given = input[field];
    if (given === undefined && optional) continue;
    const message = typeof given === "string" ? rule(raw ? given : given.trim()) : missing;
    if (message) found[field] = message;
    else data[field] = raw ? (given as string) : (given as string).trim();
  }
  return Object.keys(found).length > 0 ? { ok: false, errors: found } : { ok: true, data };
}
