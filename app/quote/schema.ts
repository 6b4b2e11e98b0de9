/**
 * The quote request's schema, with which the local outbox server checks a request before storing
 * it: the rules of ./quote-rules.ts (their limits, patterns and messages), which the form checks
 * in its own code, without zod, before sending.
 */
import * as z from "zod/mini";
import { quoteFieldWords } from "#app/words-in-code/quote-field-words.ts";
import { EMAIL, isAustralianPhone, LIMITS, SERVICE_ID, urgencyValues } from "#app/quote/quote-rules.ts";
import type { FieldErrors, QuoteField } from "#app/quote/field-specs.ts";

const { errors, labels } = quoteFieldWords;

const text = (required: string, label: string, max: number) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, errors.tooLong(label, max)));

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
  urgency: z.optional(z.union([z.literal(""), z.enum(urgencyValues)], errors.urgency)),
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
