import { useEffect } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneInText } from "#app/components/ui/phone-link.tsx";
import { cn } from "#app/lib/cn.ts";

export interface ToastMessage {
  /** A note stays until dismissed, like an error, and is announced politely, like a success. */
  tone: "success" | "error" | "note";
  title: string;
  text: string;
  action?: { href: string; label: string };
}

const SUCCESS_VISIBLE_MS = 8000;

/**
 * One toast at a time, in live regions that are always present so screen readers announce what
 * appears: politely for success, at once for an error. An error stays until dismissed, because it
 * carries the phone number (a call link) and the email fallback.
 */
export function Toast({ toast, onDismiss, dismissLabel }: { toast: ToastMessage | null; onDismiss: () => void; dismissLabel: string }) {
  useEffect(() => {
    if (toast?.tone !== "success") return;
    const timer = setTimeout(onDismiss, SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  const card = toast && (
    <div
      className={cn(
        "pointer-events-auto flex gap-3 rounded-xl border p-4 shadow-lg",
        toast.tone === "error" ? "border-red-800 bg-red-700 text-white" : "border-forest-200 bg-white text-slate-800",
      )}
      data-tone={toast.tone}
    >
      {toast.tone === "error" ? (
        <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Icon name={toast.tone === "note" ? "mail" : "circle-check"} className="mt-0.5 size-5 shrink-0 text-forest-600" />
      )}
      <div className="flex-1">
        <p className="font-bold">{toast.title}</p>
        <p className="mt-0.5">
          <PhoneInText text={toast.text} className="font-semibold underline underline-offset-2" />
        </p>
        {toast.action && (
          <a href={toast.action.href} className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {toast.action.label}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/10"
      >
        <Icon name="x" className="size-5" />
        <span className="sr-only">{dismissLabel}</span>
      </button>
    </div>
  );

  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 sm:right-6 sm:left-auto sm:w-full sm:max-w-md">
      <div role="status" aria-live="polite">
        {toast?.tone !== "error" && card}
      </div>
      <div role="alert">{toast?.tone === "error" && card}</div>
    </div>
  );
}
