/** The quote request's fields in form order (spec section 3); the schema validates exactly these. */
export const quoteFields = ["firstName", "lastName", "phone", "email", "address", "service", "urgency", "message"] as const;

export type QuoteField = (typeof quoteFields)[number];

export type FieldErrors = Partial<Record<QuoteField, string>>;
