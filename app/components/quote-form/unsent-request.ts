/**
 * A kept request the service worker gave up on (app/quote/kept-failures.ts), back on /contact: the
 * form takes its words and its request id (sent again, a request that did arrive after all is
 * stored once), and says so with the phone, the photos to add again and the email fallback. And a
 * request this site sends by the visitor's own email app (VITE_QUOTE_EMAIL_APP=on), which it never sends itself.
 */
import type { ToastMessage } from "#app/components/ui/toast.tsx";
import { business } from "#app/content/business.ts";
import { settings } from "#app/settings/settings.ts";
import type { Draft } from "#app/quote/draft.ts";
import type { QuoteValues } from "#app/quote/field-specs.ts";
import type { KeptFailure } from "#app/quote/kept-failures.ts";
import { mailtoFor } from "#app/quote/mailto.ts";
import { dayOf, keptFailureCopy } from "#app/words-in-code/kept-failure-copy.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";

/**
 * The form takes a failed request back when it is empty, or already holds that request (a reload:
 * then the words the visitor has changed since stay). Over another request being written it waits:
 * the record stays, and is told once that one is sent.
 */
export const canTakeBack = (failure: KeptFailure, current: Draft) =>
  current.requestId === failure.requestId || Object.values(current.values).every((value) => !value);

/** `now` (ms since 1970): the message names the request's day as the visitor would say it (dayOf). */
export function failureToast(failure: KeptFailure, request: QuoteValues, now: number): ToastMessage {
  const { form } = keptFailureCopy;
  const photos = failure.photos > 0 ? ` ${form.photosDropped(failure.photos)}` : "";
  return {
    tone: "error",
    title: form.title(dayOf(failure.madeAt, now)),
    text: `${form.text(business.phone.display)}${photos}`,
    action: { href: mailtoFor(request, settings.delivery.recipient), label: quoteFormCopy.toast.emailFallback },
  };
}

/**
 * Opens the visitor's email app with the request written out (nothing is sent from the page, so no
 * spam rule holds it), and returns the note to show: press send there, or call; the words stay in the form.
 */
export function openEmailApp(request: QuoteValues): ToastMessage {
  const { toast } = quoteFormCopy;
  const href = mailtoFor(request, settings.delivery.recipient);
  window.location.assign(href);
  return {
    tone: "note",
    title: toast.emailAppTitle,
    text: toast.emailAppText(business.phone.display),
    action: { href, label: toast.emailAppAgain },
  };
}
