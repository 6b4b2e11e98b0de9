/** The settings of the e2e tests' EmailJS build: made-up keys, never sent anywhere real. */
export const emailjsTestEnv = {
  VITE_EMAILJS_SERVICE_ID: "service_e2e",
  VITE_EMAILJS_TEMPLATE_ID: "template_e2e",
  VITE_EMAILJS_PUBLIC_KEY: "public_key_e2e",
  VITE_QUOTE_RECIPIENT: "owner@example.com",
} as const;
