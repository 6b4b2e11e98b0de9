/** One quote request as a visitor fills it in: the sample every test that sends a quote starts from. */
export const sampleQuote = {
  firstName: "Jane",
  lastName: "Smith",
  phone: "0412 345 678",
  email: "jane@example.com",
  address: "12 Example Street, Mudjimba QLD 4564",
  service: "stump-grinding",
  urgency: "soon",
  message: "Two old stumps by the back fence.",
} as const;
