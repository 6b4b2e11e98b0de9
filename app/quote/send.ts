import type { QuoteDelivery } from "./config.ts";

/** A request still unanswered after this long counts as failed (the visitor can then call). */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * Posts the form as multipart form-data through the official EmailJS SDK (`sendForm`), loaded
 * only now so that no other page pays for it. Resolves on an ok response; rejects on anything
 * else: an HTTP error, a network error or abort, or no answer within the timeout.
 */
export async function sendQuote(form: HTMLFormElement, delivery: QuoteDelivery): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Quote request timed out")), SEND_TIMEOUT_MS);
  });
  const send = async () => {
    const { default: emailjs } = await import("@emailjs/browser");
    emailjs.init({ publicKey: delivery.publicKey }, delivery.origin ?? window.location.origin);
    await emailjs.sendForm(delivery.serviceId, delivery.templateId, form);
  };
  try {
    await Promise.race([send(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
