/**
 * The quote form's behaviour (spec sections 4, 5, 7 and 8): the values and their errors, the draft,
 * and a submission that is sent now, kept on the device for later when there is no connection, or
 * reported as failed with the phone number and an email fallback. One press, one request id.
 * Before anything is sent, the spam rules (app/quote/spam-rules.ts): a filled honeypot is shown a success
 * and sends nothing; a form sent faster than a person fills one is held until the minimum time has
 * passed, then sent; past the hourly limit the visitor is offered the phone.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from "react";
import { business } from "#app/content/business.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import type { ToastMessage } from "#app/components/ui/toast.tsx";
import { settings } from "#app/settings/settings.ts";
import { counted, countEvent, quoteSource, sendCount } from "#app/counts/count-event.ts";
import { clearDraft, loadDraft, saveDraft, type Draft } from "#app/quote/draft.ts";
import { emptyValues, quoteFields, type FieldErrors, type QuoteValues } from "#app/quote/field-specs.ts";
import { forgetFailure, readFailures, type KeptFailure } from "#app/quote/kept-failures.ts";
import { keepForLater, keptRequestIds, onKeptRequestSettled, sendKeptRequests } from "#app/quote/kept-requests.ts";
import { mailtoFor } from "#app/quote/mailto.ts";
import { quotePayload, sendFormUrl } from "#app/quote/payload.ts";
import type { Photos } from "#app/components/quote-form/use-photos.ts";
import { canTakeBack, failureToast, openEmailApp } from "#app/components/quote-form/unsent-request.ts";
import { checkQuote } from "#app/quote/quote-rules.ts";
import { KEPT_RETRY_EVERY_MS } from "#app/quote/retry-rules.ts";
import { sendQuote, wait } from "#app/quote/send.ts";
import { fillTimeLeft, hourlyLimitReached, noteRequestSent } from "#app/quote/spam-rules.ts";

const { delivery, counter } = settings;
const { toast: toastCopy } = quoteFormCopy;

/** While counting is on, the page the visitor came to the form from (docs/decisions/0031). */
const sourceOfRequest = () => (counter ? quoteSource(document.referrer, location) : undefined);
/** A request that arrived is counted once, with its source; one kept on the device is counted by the service worker when it arrives. */
const countArrived = (source: string | undefined) =>
  counter && source && sendCount(counter, countEvent(counter, counted.quote, location.origin, source));

/** Known fields only, from a stored draft. */
const pick = (fields: Record<string, string>): Partial<QuoteValues> =>
  Object.fromEntries(quoteFields.filter((name) => typeof fields[name] === "string").map((name) => [name, fields[name]]));

/** Non-empty values already in the prerendered form's controls, typed before the script ran. */
function typedBeforeHydration(form: HTMLFormElement): Partial<QuoteValues> {
  const typed = quoteFields.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ""]);
  return Object.fromEntries(typed.filter(([, value]) => value));
}

export function useQuoteRequest(formRef: RefObject<HTMLFormElement | null>, photos: Photos, honeypot: RefObject<HTMLInputElement | null>) {
  const [values, setValues] = useState<QuoteValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState(false);
  const [limited, setLimited] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  // The prerendered form cannot send: its button stays off until this runs, so a press does not
  // reload the page and lose what was typed.
  const [ready, setReady] = useState(false);
  const requestId = useRef<string | undefined>(undefined);
  const busy = useRef(false);
  // When the form could first be sent (performance.now()); see the spam rules.
  const sendableSince = useRef(Number.POSITIVE_INFINITY);
  // The failed kept request the form's message is about: dismissed or sent again, its record goes.
  const failureShown = useRef<string | undefined>(undefined);

  const fail = useCallback((request: QuoteValues) => {
    const text = toastCopy.errorText(business.phone.display);
    setToast({
      tone: "error",
      title: toastCopy.errorTitle,
      text,
      action: { href: mailtoFor(request, delivery.recipient), label: toastCopy.emailFallback },
    });
  }, []);

  const takeBack = useCallback((failure: KeptFailure | undefined, current: Draft) => {
    if (!failure || !canTakeBack(failure, current)) return;
    const request = { ...emptyValues, ...(current.requestId === failure.requestId ? pick(current.values) : failure.fields) };
    requestId.current = failure.requestId;
    sendableSince.current = Number.NEGATIVE_INFINITY;
    failureShown.current = failure.requestId;
    setValues(request);
    setToast(failureToast(failure, request));
  }, []);

  useEffect(() => {
    const draft = loadDraft();
    const restored = { ...pick(draft.values), ...(formRef.current ? typedBeforeHydration(formRef.current) : {}) };
    requestId.current = draft.requestId;
    // What was typed before this ran, or comes back from the tab's draft, took a person longer than
    // the minimum already: only a form that starts empty is timed.
    sendableSince.current = Object.values(restored).some(Boolean) ? Number.NEGATIVE_INFINITY : performance.now();
    // Storage exists only in the browser, so the draft comes back after hydration.
    // oxlint-disable-next-line react/set-state-in-effect
    setValues((current) => ({ ...current, ...restored }));
    setReady(true);
    void keptRequestIds().then((ids) => setKept(ids.length > 0));
    void readFailures().then(
      ([failure]) => takeBack(failure, { values: restored, requestId: draft.requestId }),
      () => undefined,
    );
    return onKeptRequestSettled((message) => {
      setKept(false);
      if (message.type === "quote-sent") return setToast({ tone: "success", title: toastCopy.successTitle, text: toastCopy.successText });
      takeBack(message.failure, loadDraft());
    });
  }, [formRef, takeBack]);

  useEffect(() => {
    if (ready) saveDraft({ values, requestId: requestId.current });
  }, [values, ready]);

  useEffect(() => {
    if (!kept) return;
    const timer = setInterval(sendKeptRequests, KEPT_RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [kept]);

  function update(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (attempted) {
      const result = checkQuote(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  /** Sent, or safely kept: the form starts afresh (spec: every field cleared on success). */
  function startAfresh() {
    setValues(emptyValues);
    photos.clear();
    clearDraft();
    requestId.current = undefined;
    setAttempted(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return; // claimed before anything asynchronous: a second press never sends twice
    busy.current = true;
    try {
      const result = checkQuote(values);
      setAttempted(true);
      if (!result.ok) {
        setErrors(result.errors);
        const firstInvalid = quoteFields.find((name) => result.errors[name]);
        if (firstInvalid) (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
        return;
      }
      setErrors({});
      setToast(null);
      setLimited(false);
      // A filled honeypot: a bot. Pretend all went well and send nothing.
      if (honeypot.current?.value)
        return void (startAfresh(), setToast({ tone: "success", title: toastCopy.successTitle, text: toastCopy.successText }));
      if (delivery.mode === "email-app") return void setToast(openEmailApp(values));
      // A new request past the hour's limit is not sent; a retry of one already counted always is.
      if (!requestId.current && hourlyLimitReached()) return void (setLimited(true), fail(values));
      setSending(true);
      // Sent faster than a person fills the form: held (the button says it is sending) until the minimum has passed.
      await Promise.all([photos.settled(), wait(fillTimeLeft(performance.now() - sendableSince.current))]);
      if (!requestId.current) {
        requestId.current = crypto.randomUUID();
        noteRequestSent();
      }
      saveDraft({ values, requestId: requestId.current });
      const entries = quotePayload(
        values,
        photos.photos.map((photo) => photo.prepared),
        requestId.current,
        delivery,
      );
      const url = sendFormUrl(delivery, window.location.origin);
      const verdict = navigator.onLine ? await sendQuote(url, entries) : "keep-for-later";
      const source = sourceOfRequest();
      // A failed request sent again, or kept again: its record goes (a new request has none: a no-op).
      const sentAgain = () => void ((failureShown.current = undefined), forgetFailure(requestId.current!).catch(() => undefined));
      if (verdict === "sent") {
        countArrived(source);
        sentAgain();
        startAfresh();
        setToast({ tone: "success", title: toastCopy.successTitle, text: toastCopy.successText });
      } else if (verdict === "keep-for-later" && (await keepForLater(url, requestId.current, entries, source))) {
        sentAgain();
        startAfresh();
        setKept(true);
      } else fail(values);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const dismissToast = useCallback(() => {
    setToast(null);
    if (failureShown.current) void forgetFailure(failureShown.current).catch(() => undefined);
    failureShown.current = undefined;
  }, []);
  return { values, errors, sending, kept, limited, ready, toast, update, submit, dismissToast };
}
