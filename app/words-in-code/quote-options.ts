/**
 * The quote form's choices (spec section 9): values sent to the owner, labels shown. Apart from the
 * form's copy so the service worker, which rebuilds a request from its fields, carries only these.
 * The services it offers are the owner's (content/services, app/quote/service-options.ts); these
 * two always follow them.
 */
export const fixedServiceOptions = [
  { value: "multiple", label: "Multiple Services" },
  { value: "consultation", label: "General Consultation" },
] as const;

export const urgencyOptions = [
  { value: "emergency", label: "Emergency (ASAP)" },
  { value: "urgent", label: "Within 1 week" },
  { value: "soon", label: "Within 2-4 weeks" },
  { value: "flexible", label: "Flexible timing" },
] as const;
