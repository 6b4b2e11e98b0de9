/**
 * The quote request's rules, shared by the form (before sending) and the local outbox server
 * (before storing). Spec section 5, with bounds the spec leaves open: names ≤ 100 characters,
 * details ≤ 5,000, an Australian phone number.
 */
import * as z from "zod/mini";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { urgencyOptions } from "#app/words-in-code/quote-options.ts";
import type { FieldErrors, QuoteField } from "#app/quote/field-specs.ts";

const { errors, labels } = quoteFormCopy;

export const LIMITS = { name: 100, phone: 30, email: 254, address: 200, message: 5000, service: 80 } as const;

/** A service's id, as its file in content/services is named: lower-case words joined by hyphens. */
const SERVICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Australian mobiles, landlines and 13/1300/1800 numbers, written with spaces, dashes, brackets, 0 or +61. */
export function isAustralianPhone(value: string): boolean {
  const digits = value
    .replace(/[\s().-]/g, "")
    .replace(/^\+61\(?0?\)?/, "0")
    .replace(/^61(?=[2-478]\d{8}$)/, "0");
  return /^0[2-478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (required: string, label: string, max: number) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, errors.tooLong(label, max)));

const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

export const quoteSchema = z.object({
  firstName: text(errors.firstName, labels.firstName, LIMITS.name),
  lastName: text(errors.lastName, labels.lastName, LIMITS.name),
  phone: z
    .string(errors.phone)
    .check(
      z.trim(),
      z.minLength(1, errors.phone),
      z.maxLength(LIMITS.phone, errors.phoneFormat),
      z.refine(isAustralianPhone, errors.phoneFormat),
    ),
  email: z.optional(
    z.string(errors.email).check(
      z.trim(),
      z.maxLength(LIMITS.email, errors.email),
      z.refine((v) => v === "" || EMAIL.test(v), errors.email),
    ),
  ),
  address: text(errors.address, labels.address, LIMITS.address),
  // The services are the owner's files, which the outbox server does not read: it holds the value to
  // a service's shape (a file name: tree-removal), and the form offers only the built options.
  service: z.string(errors.service).check(z.maxLength(LIMITS.service, errors.service), z.regex(SERVICE_ID, errors.service)),
  urgency: z.optional(z.union([z.literal(""), z.enum(valuesOf(urgencyOptions))], errors.urgency)),
  message: text(errors.message, labels.message, LIMITS.message),
});

export type QuoteRequest = z.infer<typeof quoteSchema>;

/** Validates raw input; on failure returns the first message for each failing field. */
export function validateQuote(input: Record<string, unknown>): { ok: true; data: QuoteRequest } | { ok: false; errors: FieldErrors } {
  const result = quoteSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, errors: fieldErrors };
}
