/** The settings of the e2e tests' EmailJS build: made-up keys, never sent anywhere real. */
export const emailjsTestEnv = {
  VITE_EMAILJS_SERVICE_ID: "service_e2e",
  VITE_EMAILJS_TEMPLATE_ID: "template_e2e",
  VITE_EMAILJS_PUBLIC_KEY: "public_key_e2e",
  VITE_QUOTE_RECIPIENT: "owner@example.com",
  // Switched on here, off in the other build, so the e2e tests see both.
  VITE_STORM_NOTICE: "on",
  // Counting as production counts: to Plausible's API (intercepted; no host name resolves in the tests' Chromium).
  VITE_COUNTER: "https://plausible.io",
  VITE_COUNTER_SITE: "canopytreecare.com.au",
} as const;
