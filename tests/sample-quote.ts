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

/** The sample as the form posts it to the send-form endpoint (app/quote/payload.ts), under a request id of its own. */
export const sampleSendForm = (requestId: string = crypto.randomUUID()) => ({
  ...sampleQuote,
  suburb: sampleQuote.address,
  to_email: "quotes@example.com",
  request_id: requestId,
  lib_version: "4.4.1",
  service_id: "local",
  template_id: "local",
  user_id: "local",
});
