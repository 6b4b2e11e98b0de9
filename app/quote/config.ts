/**
 * Where quote requests go, from build-time configuration (.env.example lists the variables).
 * With no EmailJS keys the form posts to the local outbox served by `npm start`, through the
 * same SDK call and endpoint contract.
 */
import { business } from "../content/business.ts";

export interface QuoteEnv {
  VITE_QUOTE_PHOTO_BUDGET_KB?: string;
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

/**
 * All photos of one request together, in KB. EmailJS limits attachments per request by plan (see
 * the README); 450 KB stays under the smallest paid plan's limit. 0 turns the photo field off.
 */
export const DEFAULT_PHOTO_BUDGET_KB = 450;

export function resolvePhotoBudgetBytes(env: QuoteEnv | undefined): number {
  const configured = env?.VITE_QUOTE_PHOTO_BUDGET_KB?.trim();
  const kb = configured ? Number(configured) : DEFAULT_PHOTO_BUDGET_KB;
  if (!Number.isFinite(kb) || kb < 0) throw new Error(`VITE_QUOTE_PHOTO_BUDGET_KB must be a number of KB, 0 or more: ${configured}`);
  return Math.floor(kb * 1024);
}
