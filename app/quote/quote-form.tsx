import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { business, telHref } from "~/content/business";
import { paths } from "~/route-table";
import { quoteFormCopy, serviceOptions, urgencyOptions } from "~/content/quote-form";
import { Toast, type ToastMessage } from "~/components/ui/toast";
import { resolveQuoteDelivery } from "./config";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import { Field } from "./fields";
import { quoteFields, type FieldErrors, type QuoteField } from "./field-names";
import { validateQuote } from "./schema";
import { sendQuote } from "./send";

const delivery = resolveQuoteDelivery(import.meta.env);

const { labels, placeholders, toast: toastCopy } = quoteFormCopy;

type Values = Record<QuoteField, string>;
const emptyValues = Object.fromEntries(quoteFields.map((field) => [field, ""])) as Values;

const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The request as an email, for when sending fails and the visitor would rather write. */
function mailtoFor(values: Values): string {
  const shown: Values = {
    ...values,
    service: optionLabel(serviceOptions, values.service),
    urgency: optionLabel(urgencyOptions, values.urgency),
  };
  const body = quoteFields.map((field) => `${labels[field]}: ${shown[field]}`).join("\n");
  return `mailto:${delivery.recipient}?subject=${encodeURIComponent(quoteFormCopy.emailSubject)}&body=${encodeURIComponent(body)}`;
}

/** The free quote request form (spec sections 4, 5, 7 and 8). */
export function QuoteForm() {
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  // Until the page's JavaScript runs, the prerendered form cannot send: its button stays off so a
  // press does not reload the page and lose what was typed.
  const [ready, setReady] = useState(false);
  const sendingNow = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const draftRestored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Storage exists only in the browser, so the draft is restored after hydration; anything typed
    // into the prerendered form before the page came alive wins over the stored draft.
    const typed = formRef.current ? typedBeforeHydration(formRef.current) : {};
    const restored = { ...pick(loadDraft() ?? {}), ...typed };
    // oxlint-disable-next-line react/set-state-in-effect
    if (Object.keys(restored).length > 0) setValues((current) => ({ ...current, ...restored }));
    draftRestored.current = true;
    setReady(true);
  }, []);

  useEffect(() => {
    if (draftRestored.current) saveDraft(values);
  }, [values]);

  const dismissToast = useCallback(() => setToast(null), []);

  function update(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (attempted) {
      const result = validateQuote(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function succeed() {
    setValues(emptyValues);
    clearDraft();
    setAttempted(false);
    setToast({ tone: "success", title: toastCopy.successTitle, text: toastCopy.successText });
  }

  function fail() {
    setToast({
      tone: "error",
      title: toastCopy.errorTitle,
      text: toastCopy.errorText(business.phone.display),
      action: { href: mailtoFor(values), label: toastCopy.emailFallback },
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Claimed before anything asynchronous, so a second press can never send twice.
    if (sendingNow.current) return;
    sendingNow.current = true;
    const form = event.currentTarget;
    try {
      const result = validateQuote(values);
      setAttempted(true);
      if (!result.ok) {
        setErrors(result.errors);
        const firstInvalid = quoteFields.find((field) => result.errors[field]);
        if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
        return;
      }
      setErrors({});
      // A filled honeypot means a bot: pretend all went well and send nothing.
      if (honeypot.current?.value) return succeed();
      setSending(true);
      setToast(null);
      await sendQuote(form, delivery);
      succeed();
    } catch {
      fail();
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  const errorCount = Object.keys(errors).length;
  const id = (field: string) => `${idPrefix}-${field}`;
  const field = (name: QuoteField, required: boolean) => ({ id: id(name), label: labels[name], required, error: errors[name] });
  const bind = (name: QuoteField) => ({ name, value: values[name], onChange: update });

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-describedby={`${idPrefix}-note`}>
        <p id={`${idPrefix}-note`} className="text-sm text-slate-600">
          {quoteFormCopy.requiredNote}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field("firstName", true)}>
            {(props) => <input {...props} {...bind("firstName")} type="text" autoComplete="given-name" placeholder={placeholders.firstName} />}
          </Field>
          <Field {...field("lastName", true)}>
            {(props) => <input {...props} {...bind("lastName")} type="text" autoComplete="family-name" placeholder={placeholders.lastName} />}
          </Field>
          <Field {...field("phone", true)}>
            {(props) => <input {...props} {...bind("phone")} type="tel" autoComplete="tel" placeholder={placeholders.phone} />}
          </Field>
          <Field {...field("email", false)}>
            {(props) => <input {...props} {...bind("email")} type="email" autoComplete="email" placeholder={placeholders.email} />}
          </Field>
        </div>
        <Field {...field("address", true)}>
          {(props) => <input {...props} {...bind("address")} type="text" autoComplete="street-address" placeholder={placeholders.address} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field("service", true)}>
            {(props) => (
              <select {...props} {...bind("service")}>
                <Options placeholder={placeholders.service} options={serviceOptions} />
              </select>
            )}
          </Field>
          <Field {...field("urgency", false)}>
            {(props) => (
              <select {...props} {...bind("urgency")}>
                <Options placeholder={placeholders.urgency} options={urgencyOptions} />
              </select>
            )}
          </Field>
        </div>
        <Field {...field("message", true)}>
          {(props) => <textarea {...props} {...bind("message")} rows={4} placeholder={placeholders.message} />}
        </Field>
        {/* EmailJS template fields: the address again as the suburb, and where the request goes. */}
        <input type="hidden" name="suburb" value={values.address} />
        <input type="hidden" name="to_email" value={delivery.recipient} />
        {/* Honeypot: hidden from people and from the keyboard; unnamed, so it is never sent. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {quoteFormCopy.honeypotLabel}
            <input ref={honeypot} type="text" tabIndex={-1} autoComplete="off" data-honeypot="" />
          </label>
        </div>
        <p role="status" className="text-sm font-semibold text-red-700 empty:hidden">
          {errorCount > 0 ? quoteFormCopy.errorsSummary(errorCount) : ""}
        </p>
        <p className="text-sm text-slate-600">
          {quoteFormCopy.privacyNotice.text}{" "}
          <a href={paths.privacy} className="font-semibold text-forest-700 underline underline-offset-2">
            {quoteFormCopy.privacyNotice.linkLabel}
          </a>
          .
        </p>
        <button
          type="submit"
          disabled={sending || !ready}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-sun-400 px-6 text-lg font-bold text-forest-950 shadow-sm hover:bg-sun-300 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {sending ? quoteFormCopy.sending : quoteFormCopy.submit}
        </button>
        {!ready && <NotReadyNote />}
      </form>
      <Toast toast={toast} onDismiss={dismissToast} dismissLabel={toastCopy.dismiss} />
    </>
  );
}

/**
 * Under the grey button of the prerendered form, until its script runs: why it cannot be pressed
 * yet, and the phone for anyone who cannot wait, or whose browser runs no JavaScript at all.
 */
function NotReadyNote() {
  const { notReady } = quoteFormCopy;
  return (
    <p className="text-sm text-slate-600">
      <span className="noscript:hidden">{notReady.loading}</span>
      <span className="hidden noscript:inline">{notReady.noScript}</span>{" "}
      <a href={telHref} className="font-semibold text-forest-700 underline underline-offset-2">
        {notReady.call(business.phone.display)}
      </a>
    </p>
  );
}

/** A select's choices, after an empty "choose one" entry. */
function Options({ placeholder, options }: { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** Keeps only known fields from a stored draft. */
function pick(draft: Record<string, string>): Partial<Values> {
  return Object.fromEntries(quoteFields.filter((field) => field in draft).map((field) => [field, draft[field]]));
}

/** Non-empty values already in the form's controls. */
function typedBeforeHydration(form: HTMLFormElement): Partial<Values> {
  const typed = quoteFields.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? ""]);
  return Object.fromEntries(typed.filter(([, value]) => value));
}
