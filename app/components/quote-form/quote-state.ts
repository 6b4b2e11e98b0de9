/**
 * Everything the quote form shows, as one state changed by one reducer (spec sections 4, 5, 7 and 8):
 * each event of the form is an action, and each outcome's message is written once, here (or, for a
 * request sent by the visitor's email app or taken back after the service worker gave up on it, in
 * unsent-request.ts). Pure: what the form sends, stores or asks the browser is done by
 * use-quote-request.ts, which dispatches what came of it.
 */
import type { ToastMessage } from "#app/components/ui/toast.tsx";
import { business } from "#app/content/business.ts";
import { settings } from "#app/settings/settings.ts";
import { emptyValues, type FieldErrors, type QuoteValues } from "#app/quote/field-specs.ts";
import type { KeptFailure } from "#app/quote/kept-failures.ts";
import { mailtoFor } from "#app/quote/mailto.ts";
import { checkQuote } from "#app/quote/quote-rules.ts";
import { failureToast } from "#app/components/quote-form/unsent-request.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";

export interface QuoteState {
  values: QuoteValues;
  errors: FieldErrors;
  /** Send was pressed on this request: from then on each change is checked as it is typed. */
  checking: boolean;
  /** The prerendered form cannot send: its button stays off until the script runs, so a press does not reload the page and lose what was typed. */
  ready: boolean;
  /** Where the last press got to: nothing under way, being sent, or refused past the hourly limit (nothing sent, the words kept). */
  status: "idle" | "sending" | "refused";
  /** A request is kept on this device until the connection returns. */
  keptOnDevice: boolean;
  /** The one message over the page, until dismissed. */
  toast: ToastMessage | null;
}

export type QuoteAction =
  /** The script runs: the draft and what was typed before it ran are back, and the form can be sent. */
  | { type: "started"; restored: Partial<QuoteValues> }
  | { type: "kept requests found"; found: boolean }
  | { type: "changed"; name: string; value: string }
  /** Pressed with fields at fault: nothing is sent. */
  | { type: "invalid"; errors: FieldErrors }
  | { type: "sending" }
  /** Sent, or (a filled honeypot) pretended sent: the form starts afresh. */
  | { type: "sent" }
  /** No connection: kept on the device to be sent later, so the form starts afresh. */
  | { type: "kept" }
  /** Not sent: the request as it was sent, for the email fallback. */
  | { type: "failed"; request: QuoteValues }
  | { type: "refused" }
  | { type: "email app opened"; note: ToastMessage }
  /** The service worker sent a kept request, or gave up on it (it may then be taken back into the form). */
  | { type: "kept request settled"; arrived: boolean }
  | { type: "taken back"; failure: KeptFailure; request: QuoteValues; now: number }
  | { type: "dismissed" };

export const initialQuoteState: QuoteState = {
  values: emptyValues,
  errors: {},
  checking: false,
  ready: false,
  status: "idle",
  keptOnDevice: false,
  toast: null,
};

const { toast: copy } = quoteFormCopy;

/** A new message each time, so a second success is shown for its own full time (the toast times each one it is given). */
const sentToast = (): ToastMessage => ({ tone: "success", title: copy.successTitle, text: copy.successText });

/** Any failure to send: the phone, and the request written out in an email as the fallback. */
const failedToast = (request: QuoteValues): ToastMessage => ({
  tone: "error",
  title: copy.errorTitle,
  text: copy.errorText(business.phone.display),
  action: { href: mailtoFor(request, settings.delivery.recipient), label: copy.emailFallback },
});

/** A press that passed the check, answered: its errors and an earlier message or refusal are gone. */
const answered = (state: QuoteState, status: QuoteState["status"], toast: ToastMessage | null): QuoteState => ({
  ...state,
  errors: {},
  checking: true,
  status,
  toast,
});

/** Sent or safely kept: every field cleared (spec), checked again only at the next press. */
const afresh = (state: QuoteState, toast: ToastMessage | null): QuoteState => ({
  ...answered(state, "idle", toast),
  values: emptyValues,
  checking: false,
});

function changed(state: QuoteState, name: string, value: string): QuoteState {
  const values = { ...state.values, [name]: value };
  if (!state.checking) return { ...state, values };
  const result = checkQuote(values);
  return { ...state, values, errors: result.ok ? {} : result.errors };
}

export function quoteReducer(state: QuoteState, action: QuoteAction): QuoteState {
  switch (action.type) {
    case "started":
      return { ...state, values: { ...state.values, ...action.restored }, ready: true };
    case "kept requests found":
      return { ...state, keptOnDevice: action.found };
    case "changed":
      return changed(state, action.name, action.value);
    case "invalid":
      return { ...state, errors: action.errors, checking: true };
    case "sending":
      return answered(state, "sending", null);
    case "sent":
      return afresh(state, sentToast());
    case "kept":
      return { ...afresh(state, null), keptOnDevice: true };
    case "failed":
      return { ...state, status: "idle", toast: failedToast(action.request) };
    case "refused":
      return answered(state, "refused", failedToast(state.values));
    case "email app opened":
      return answered(state, "idle", action.note);
    case "kept request settled":
      return { ...state, keptOnDevice: false, toast: action.arrived ? sentToast() : state.toast };
    case "taken back":
      return { ...state, values: action.request, toast: failureToast(action.failure, action.request, action.now) };
    case "dismissed":
      return { ...state, toast: null };
  }
}
