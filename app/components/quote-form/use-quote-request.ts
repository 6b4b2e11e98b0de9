/**
 * The quote form's behaviour (spec sections 4, 5, 7 and 8): the values and their errors, the draft,
 * and a submission that is sent now, kept on the device for later when there is no connection, or
 * reported as failed with the phone number and an email fallback. One press, one request id.
 * Before anything is sent, the spam rules (app/quote/spam-rules.ts): a filled honeypot is shown a success
 * and sends nothing; a form sent faster than a person fills one is held until the minimum time has
 * passed, then sent; past the hourly limit the visitor is offered the phone.
 */
import { useCallback, useEffect, useReducer, useRef, type ChangeEvent, type FormEvent, type RefObject } from "react";
import { settings } from "#app/settings/settings.ts";
import { counted, countEvent, quoteSource, sendCount } from "#app/counts/count-event.ts";
import { clearDraft, loadDraft, saveDraft, type Draft } from "#app/quote/draft.ts";
import { emptyValues, quoteFields, type QuoteValues } from "#app/quote/field-specs.ts";
import { forgetFailure, readFailures, type KeptFailure } from "#app/quote/kept-failures.ts";
import { keepForLater, keptRequestIds, onKeptRequestSettled, sendKeptRequests } from "#app/quote/kept-requests.ts";
import { quotePayload, sendFormUrl } from "#app/quote/payload.ts";
import type { Photos } from "#app/components/quote-form/use-photos.ts";
import { initialQuoteState, quoteReducer } from "#app/components/quote-form/quote-state.ts";
import { canTakeBack, openEmailApp } from "#app/components/quote-form/unsent-request.ts";
import { checkQuote } from "#app/quote/quote-rules.ts";
import { KEPT_RETRY_EVERY_MS } from "#app/quote/retry-rules.ts";
import { sendQuote, wait } from "#app/quote/send.ts";
import { fillTimeLeft, hourlyLimitReached, noteRequestSent } from "#app/quote/spam-rules.ts";

const { delivery, counter } = settings;

/** While counting is on, the page the visitor came to the form from (docs/decisions/0031). */
const sourceOfRequest = () => (counter ? quoteSource(document.referrer, location) : undefined);
/** A request that arrived is counted once, with its source; one kept on the device is counted by the service worker when it arrives. */
function countArrived(source: string | undefined) {
  if (counter && source) sendCount(counter, countEvent(counter, counted.quote, location.origin, source));
}

/** Known fields only, from a stored draft. */
const pick = (fields: Record<string, string>): Partial<QuoteValues> =>
  Object.fromEntries(quoteFields.filter((name) => typeof fields[name] === "string").map((name) => [name, fields[name]]));

/** Non-empty values already in the prerendered form's controls, typed before the script ran. */
function typedBeforeHydration(form: HTMLFormElement): Partial<QuoteValues> {
  const typed = quoteFields.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ""]);
  return Object.fromEntries(typed.filter(([, value]) => value));
}

/** What a press reads and writes between renders, never shown. */
interface Press {
  /** One press, one request id, kept by its retries and by a failed kept request taken back. */
  requestId?: string;
  /** Claimed before anything asynchronous: a second press never sends twice. */
  busy: boolean;
  /** When the form could first be sent (performance.now()); see the spam rules. */
  sendableSince: number;
  /** The failed kept request the form's message is about: dismissed or sent again, its record goes. */
  failureShown?: string;
}

export function useQuoteRequest(formRef: RefObject<HTMLFormElement | null>, photos: Photos, honeypot: RefObject<HTMLInputElement | null>) {
  const [state, dispatch] = useReducer(quoteReducer, initialQuoteState);
  const press = useRef<Press>({ busy: false, sendableSince: Number.POSITIVE_INFINITY });

  const takeBack = useCallback((failure: KeptFailure | undefined, current: Draft) => {
    if (!failure || !canTakeBack(failure, current)) return;
    const request = { ...emptyValues, ...(current.requestId === failure.requestId ? pick(current.values) : failure.fields) };
    Object.assign(press.current, {
      requestId: failure.requestId,
      sendableSince: Number.NEGATIVE_INFINITY,
      failureShown: failure.requestId,
    });
    dispatch({ type: "taken back", failure, request, now: Date.now() });
  }, []);

  useEffect(() => {
    const draft = loadDraft();
    const restored = { ...pick(draft.values), ...(formRef.current ? typedBeforeHydration(formRef.current) : {}) };
    press.current.requestId = draft.requestId;
    // What was typed before this ran, or comes back from the tab's draft, took a person longer than
    // the minimum already: only a form that starts empty is timed.
    press.current.sendableSince = Object.values(restored).some(Boolean) ? Number.NEGATIVE_INFINITY : performance.now();
    // Storage exists only in the browser, so the draft comes back after hydration.
    dispatch({ type: "started", restored });
    void keptRequestIds().then((ids) => dispatch({ type: "kept requests found", found: ids.length > 0 }));
    void readFailures().then(
      ([failure]) => takeBack(failure, { values: restored, requestId: draft.requestId }),
      () => undefined,
    );
    return onKeptRequestSettled((message) => {
      dispatch({ type: "kept request settled", arrived: message.type === "quote-sent" });
      if (message.type !== "quote-sent") takeBack(message.failure, loadDraft());
    });
  }, [formRef, takeBack]);

  const { values, ready, keptOnDevice } = state;
  useEffect(() => {
    if (ready) saveDraft({ values, requestId: press.current.requestId });
  }, [values, ready]);

  useEffect(() => {
    if (!keptOnDevice) return;
    const timer = setInterval(sendKeptRequests, KEPT_RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [keptOnDevice]);

  function update(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    dispatch({ type: "changed", name: event.target.name, value: event.target.value });
  }

  /** Sent, or safely kept: the photos, the draft and the request id go with the words. */
  function startAfresh() {
    photos.clear();
    clearDraft();
    press.current.requestId = undefined;
  }

  /** The request sent now, or kept on the device for later when there is no connection. */
  async function send(request: QuoteValues): Promise<"sent" | "kept" | "failed"> {
    // Sent faster than a person fills the form: held (the button says it is sending) until the minimum has passed.
    await Promise.all([photos.settled(), wait(fillTimeLeft(performance.now() - press.current.sendableSince))]);
    if (!press.current.requestId) {
      press.current.requestId = crypto.randomUUID();
      noteRequestSent();
    }
    const requestId = press.current.requestId;
    saveDraft({ values: request, requestId });
    const prepared = photos.photos.map((photo) => photo.prepared);
    const entries = quotePayload(request, prepared, requestId, delivery, performance.now() - press.current.sendableSince);
    const url = sendFormUrl(delivery, window.location.origin);
    const verdict = navigator.onLine ? await sendQuote(url, entries) : "keep-for-later";
    const source = sourceOfRequest();
    if (verdict === "sent") countArrived(source);
    else if (verdict !== "keep-for-later" || !(await keepForLater(url, requestId, entries, source))) return "failed";
    // A failed request sent again, or kept again: its record goes (a new request has none: a no-op).
    press.current.failureShown = undefined;
    void forgetFailure(requestId).catch(() => undefined);
    startAfresh();
    return verdict === "sent" ? "sent" : "kept";
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (press.current.busy) return;
    press.current.busy = true;
    try {
      const result = checkQuote(values);
      if (!result.ok) {
        dispatch({ type: "invalid", errors: result.errors });
        const firstInvalid = quoteFields.find((name) => result.errors[name]);
        if (firstInvalid) (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      } else if (honeypot.current?.value) {
        // A filled honeypot: a bot. Pretend all went well and send nothing.
        startAfresh();
        dispatch({ type: "sent" });
      } else if (delivery.mode === "email-app") dispatch({ type: "email app opened", note: openEmailApp(values) });
      // A new request past the hour's limit is not sent; a retry of one already counted always is.
      else if (!press.current.requestId && hourlyLimitReached()) dispatch({ type: "refused" });
      else {
        dispatch({ type: "sending" });
        // A failure of any kind, an exception too, is told as one (spec): never a form left sending.
        const outcome = await send(values).catch(() => "failed" as const);
        dispatch(outcome === "failed" ? { type: "failed", request: values } : { type: outcome });
      }
    } finally {
      press.current.busy = false;
    }
  }

  const dismissToast = useCallback(() => {
    dispatch({ type: "dismissed" });
    if (press.current.failureShown) void forgetFailure(press.current.failureShown).catch(() => undefined);
    press.current.failureShown = undefined;
  }, []);
  return { ...state, update, submit, dismissToast };
}
