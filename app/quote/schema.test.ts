import { describe, expect, it } from "vitest";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { sampleQuote } from "../../scripts/fixtures/sample-quote.ts";
import { quoteFields } from "#app/quote/field-specs.ts";
import { isAustralianPhone, LIMITS, quoteSchema, validateQuote } from "#app/quote/schema.ts";

/** The sample request, with its two optional fields left empty as a visitor may leave them. */
const valid = { ...sampleQuote, email: "", urgency: "" };

describe("validateQuote", () => {
  it("validates exactly the form's fields, in form order", () => {
    expect(Object.keys(quoteSchema.shape)).toEqual([...quoteFields]);
  });

  it("accepts a complete request, trimming spaces, with email and urgency optional", () => {
    const result = validateQuote({ ...valid, firstName: `  ${valid.firstName} `, email: undefined, urgency: undefined });
    expect(result).toEqual({ ok: true, data: { ...valid, email: undefined, urgency: undefined } });
  });

  it("requires every field but email and urgency, each with its own message", () => {
    const result = validateQuote({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).toSorted()).toEqual(["address", "firstName", "lastName", "message", "phone", "service"]);
    expect(result.errors.firstName).toBe(quoteFormCopy.errors.firstName);
  });

  it("treats blank-only text as missing", () => {
    const result = validateQuote({ ...valid, message: "   " });
    expect(result).toMatchObject({ ok: false, errors: { message: quoteFormCopy.errors.message } });
  });

  it("bounds names at 100 characters and details at 5,000", () => {
    expect(validateQuote({ ...valid, firstName: "a".repeat(LIMITS.name) }).ok).toBe(true);
    expect(validateQuote({ ...valid, firstName: "a".repeat(LIMITS.name + 1) })).toMatchObject({
      ok: false,
      errors: { firstName: "First Name must be 100 characters or fewer." },
    });
    expect(validateQuote({ ...valid, message: "a".repeat(5001) })).toMatchObject({
      ok: false,
      errors: { message: "Project Details must be 5,000 characters or fewer." },
    });
  });

  // The services are the owner's files, which the outbox does not read: it takes a service's id
  // (a file's name) and refuses anything else; the form offers only the built ones (service-options.ts).
  it("accepts a service's id and only the listed urgency values", () => {
    for (const service of ["", "Tree Removal", "<b>x</b>", "tree--removal", `a${"-b".repeat(60)}`])
      expect(validateQuote({ ...valid, service }), service).toMatchObject({ ok: false, errors: { service: quoteFormCopy.errors.service } });
    for (const service of ["tree-removal", "hedge-trimming", "multiple"]) expect(validateQuote({ ...valid, service }).ok).toBe(true);
    expect(validateQuote({ ...valid, urgency: "yesterday" })).toMatchObject({
      ok: false,
      errors: { urgency: quoteFormCopy.errors.urgency },
    });
    for (const urgency of ["emergency", "urgent", "soon", "flexible"]) expect(validateQuote({ ...valid, urgency }).ok).toBe(true);
  });

  it("checks the email only when one is given", () => {
    expect(validateQuote({ ...valid, email: "jane@example.com" }).ok).toBe(true);
    expect(validateQuote({ ...valid, email: "jane@" })).toMatchObject({ ok: false, errors: { email: quoteFormCopy.errors.email } });
  });

  it("rejects a phone number that is not Australian", () => {
    expect(validateQuote({ ...valid, phone: "12345" })).toMatchObject({ ok: false, errors: { phone: quoteFormCopy.errors.phoneFormat } });
  });

  it("rejects values that are not text", () => {
    expect(validateQuote({ ...valid, firstName: 42 }).ok).toBe(false);
  });
});

describe("isAustralianPhone", () => {
  it.each([
    "0412 345 678",
    "0412345678",
    "(07) 5444 1234",
    "07-5444-1234",
    "+61 412 345 678",
    "+61 (0)7 5444 1234",
    "1300 123 456",
    "1800 123 456",
    "13 12 34",
  ])("accepts %s", (phone) => expect(isAustralianPhone(phone)).toBe(true));
  it.each(["", "12345", "0412 345 67", "+1 415 555 0100", "0512 345 678", "phone me"])("rejects %s", (phone) =>
    expect(isAustralianPhone(phone)).toBe(false),
  );
});
