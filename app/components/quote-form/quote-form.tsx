import { useId, useLayoutEffect, useRef, type RefObject } from "react";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { paths } from "#app/site/paths.ts";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { Toast } from "#app/components/ui/toast.tsx";
import { settings } from "#app/settings/settings.ts";
import { FieldControl } from "#app/components/quote-form/field-control.tsx";
import { fieldSpecs } from "#app/quote/field-specs.ts";
import { PhotoPicker } from "#app/components/quote-form/photo-picker.tsx";
import { usePhotos } from "#app/components/quote-form/use-photos.ts";
import { useQuoteRequest } from "#app/components/quote-form/use-quote-request.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";
import { MAX_REQUESTS_PER_HOUR } from "#app/quote/spam-rules.ts";

const { photoBudgetBytes } = settings;
const copy = quoteFormCopy;

/** The free quote request form (spec sections 4, 5, 7 and 8), with optional photos. */
export function QuoteForm() {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const photos = usePhotos(photoBudgetBytes);
  const quote = useQuoteRequest(formRef, photos, honeypot);
  const errorCount = Object.keys(quote.errors).length;

  return (
    <>
      <form ref={formRef} noValidate onSubmit={quote.submit} className="space-y-5" aria-describedby={`${idPrefix}-note`}>
        <p id={`${idPrefix}-note`} className="text-sm text-slate-600">
          {copy.requiredNote}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {fieldSpecs.map((spec) => (
            <FieldControl
              key={spec.name}
              spec={spec}
              id={`${idPrefix}-${spec.name}`}
              value={quote.values[spec.name]}
              error={quote.errors[spec.name]}
              onChange={quote.update}
            />
          ))}
        </div>
        {photoBudgetBytes > 0 && <PhotoPicker id={`${idPrefix}-photos`} photos={photos} />}
        {/* Honeypot: hidden from people and from the keyboard; unnamed, so it is never sent. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {copy.honeypotLabel}
            <input ref={honeypot} type="text" tabIndex={-1} autoComplete="off" data-honeypot="" />
          </label>
        </div>
        <p role="status" className="text-sm font-semibold text-red-700 empty:hidden">
          {errorCount > 0 ? copy.errorsSummary(errorCount) : ""}
        </p>
        <p className="text-sm text-slate-600">
          {settings.delivery.mode === "email-app" ? copy.privacyNotice.textByEmailApp : copy.privacyNotice.text}{" "}
          <a href={paths.privacy} className="font-semibold text-forest-700 underline underline-offset-2">
            {copy.privacyNotice.linkLabel}
          </a>
          .
        </p>
        <FormNotice
          tone="kept"
          text={quote.keptOnDevice ? copy.keptForLater.text(KEPT_REQUEST_DAYS) : null}
          call={copy.keptForLater.call}
        />
        <FormNotice
          tone="refused"
          text={quote.status === "refused" ? copy.hourlyLimit.text(MAX_REQUESTS_PER_HOUR) : null}
          call={copy.hourlyLimit.call}
        />
        <button
          ref={send}
          type="submit"
          disabled={quote.status === "sending" || !quote.ready}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-sun-400 px-6 text-lg font-bold text-forest-950 shadow-sm hover:bg-sun-300 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {quote.status === "sending" ? copy.sending : copy.submit}
        </button>
        {!quote.ready && <NotReadyNote then={send} />}
      </form>
      <Toast toast={quote.toast} onDismiss={quote.dismissToast} dismissLabel={copy.toast.dismiss} />
    </>
  );
}

/**
 * Under the grey button of the prerendered form, until its script runs: why it cannot be pressed
 * yet, and the phone for anyone who cannot wait, or whose browser runs no JavaScript at all. It goes
 * when the form is ready; a keyboard user on its phone link then is taken to the button it was
 * waiting for (`then`), not dropped to the start of the page (the browser's focus on a removed link).
 */
function NotReadyNote({ then }: { then: RefObject<HTMLButtonElement | null> }) {
  const { notReady } = copy;
  const note = useRef<HTMLParagraphElement>(null);
  // Run as the note is removed, while it is still in the page and holds the focus; the button (rendered
  // with the form, and staying) is enabled in the same commit, so it takes the focus just after.
  useLayoutEffect(() => () => void (note.current?.contains(document.activeElement) && queueMicrotask(() => then.current?.focus())), [then]);
  return (
    <p ref={note} className="text-sm text-slate-600">
      <span className="noscript:hidden">{notReady.loading}</span>
      <span className="hidden noscript:inline">{notReady.noScript}</span>{" "}
      <PhoneLink variant="inline" text={notReady.call} className="font-semibold text-forest-700 underline underline-offset-2" />
    </p>
  );
}

const noticeTones = {
  kept: "border-sun-400 bg-sun-300/30 text-forest-950",
  refused: "border-red-700 bg-red-50 text-red-900",
} as const;

/**
 * A live region under the form that says why a request was not sent now, and offers the phone. It is
 * always in the page, empty until it has something to say, so screen readers announce the change.
 */
function FormNotice({ tone, text, call }: { tone: keyof typeof noticeTones; text: string | null; call: (phone: string) => string }) {
  return (
    <p role="status" className={`rounded-lg border p-4 font-semibold empty:hidden ${noticeTones[tone]}`}>
      {text && (
        <>
          {text} <PhoneLink variant="inline" text={call} className="underline underline-offset-2" />
        </>
      )}
    </p>
  );
}
