import { describe, expect, it } from "vitest";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { sampleQuote } from "../../scripts/fixtures/sample-quote.ts";
import { quoteFields } from "#app/quote/field-specs.ts";
import { checkQuote, isAustralianPhone, LIMITS } from "#app/quote/quote-rules.ts";
import { quoteSchema, validateQuote } from "#app/quote/schema.ts";

/** The sample request, with its two optional fields left empty as a visitor may leave them. */
const valid = { ...sampleQuote, email: "", urgency: "" };

it("the outbox's schema checks exactly the form's fields, in form order", () => {
  expect(Object.keys(quoteSchema.shape)).toEqual([...quoteFields]);
});

// One set of rules, checked twice: by the form's own code before sending, and by the outbox's zod
// schema before storing. Every case runs through both, so the two cannot drift apart.
describe.each([
  ["the form's check (checkQuote)", checkQuote],
  ["the outbox's schema (validateQuote)", validateQuote],
])("%s", (_, check) => {
  it("accepts a complete request, trimming spaces, with email and urgency optional", () => {
    const result = check({ ...valid, firstName: `  ${valid.firstName} `, email: undefined, urgency: undefined });
    expect(result).toEqual({ ok: true, data: { ...valid, email: undefined, urgency: undefined } });
  });

  it("requires every field but email and urgency, each with its own message", () => {
    const result = check({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).toSorted()).toEqual(["address", "firstName", "lastName", "message", "phone", "service"]);
    expect(result.errors.firstName).toBe(quoteFormCopy.errors.firstName);
  });

  it("treats blank-only text as missing", () => {
    const result = check({ ...valid, message: "   " });
    expect(result).toMatchObject({ ok: false, errors: { message: quoteFormCopy.errors.message } });
  });

  it("bounds names at 100 characters and details at 5,000", () => {
    expect(check({ ...valid, firstName: "a".repeat(LIMITS.name) }).ok).toBe(true);
    expect(check({ ...valid, firstName: "a".repeat(LIMITS.name + 1) })).toMatchObject({
      ok: false,
      errors: { firstName: "First Name must be 100 characters or fewer." },
    });
    expect(check({ ...valid, message: "a".repeat(5001) })).toMatchObject({
      ok: false,
      errors: { message: "Project Details must be 5,000 characters or fewer." },
    });
  });

  // The services are the owner's files, which the outbox does not read: it takes a service's id
  // (a file's name) and refuses anything else; the form offers only the built ones (service-options.ts).
  it("accepts a service's id and only the listed urgency values", () => {
    for (const service of ["", "Tree Removal", "<b>x</b>", "tree--removal", `a${"-b".repeat(60)}`])
      expect(check({ ...valid, service }), service).toMatchObject({ ok: false, errors: { service: quoteFormCopy.errors.service } });
    for (const service of ["tree-removal", "hedge-trimming", "multiple"]) expect(check({ ...valid, service }).ok).toBe(true);
    expect(check({ ...valid, urgency: "yesterday" })).toMatchObject({
      ok: false,
      errors: { urgency: quoteFormCopy.errors.urgency },
    });
    for (const urgency of ["emergency", "urgent", "soon", "flexible"]) expect(check({ ...valid, urgency }).ok).toBe(true);
  });

  it("checks the email only when one is given", () => {
    expect(check({ ...valid, email: "jane@example.com" }).ok).toBe(true);
    expect(check({ ...valid, email: "jane@" })).toMatchObject({ ok: false, errors: { email: quoteFormCopy.errors.email } });
  });

  it("rejects a phone number that is not Australian", () => {
    expect(check({ ...valid, phone: "12345" })).toMatchObject({ ok: false, errors: { phone: quoteFormCopy.errors.phoneFormat } });
  });

  it("rejects values that are not text, each with its field's message", () => {
    expect(check({ ...valid, firstName: 42, email: 7, urgency: null })).toEqual({
      ok: false,
      errors: { firstName: quoteFormCopy.errors.firstName, email: quoteFormCopy.errors.email, urgency: quoteFormCopy.errors.urgency },
    });
  });

  it("gives each failing field its first message, in the rules' order", () => {
    const result = check({ ...valid, phone: " ", email: `${"a".repeat(LIMITS.email)}@x`, lastName: "b".repeat(101), service: " x" });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: quoteFormCopy.errors.phone,
        email: quoteFormCopy.errors.email,
        lastName: "Last Name must be 100 characters or fewer.",
        service: quoteFormCopy.errors.service,
      },
    });
    expect(check({ ...valid, phone: "0412 345 678".padEnd(LIMITS.phone + 1, "9") })).toMatchObject({
      errors: { phone: quoteFormCopy.errors.phoneFormat },
    });
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
