/**
 * Where quote requests go, from build-time configuration (.env.example lists the variables).
 * With no EmailJS keys the form posts to the local outbox served by `npm start`, through the
 * same SDK call and endpoint contract.
 */
import { business } from "../content/business.ts";

export interface QuoteEnv {
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_ORIGIN?: string;
  VITE_QUOTE_RECIPIENT?: string;
}

export interface QuoteDelivery {
  mode: "emailjs" | "local-outbox";
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** EmailJS API origin; undefined means this site's own origin (the local outbox). */
  origin: string | undefined;
  recipient: string;
}

export const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";

export function resolveQuoteDelivery(env: QuoteEnv | undefined): QuoteDelivery {
  const serviceId = env?.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env?.VITE_EMAILJS_TEMPLATE_ID?.trim();
  const publicKey = env?.VITE_EMAILJS_PUBLIC_KEY?.trim();
  const recipient = env?.VITE_QUOTE_RECIPIENT?.trim() || business.email;
  if (serviceId && templateId && publicKey) {
    const origin = (env?.VITE_EMAILJS_ORIGIN?.trim() || EMAILJS_DEFAULT_ORIGIN).replace(/\/+$/, "");
    return { mode: "emailjs", serviceId, templateId, publicKey, origin, recipient };
  }
  return { mode: "local-outbox", serviceId: "local", templateId: "local", publicKey: "local", origin: undefined, recipient };
}
