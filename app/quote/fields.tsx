import type { ReactNode } from "react";
import { quoteFormCopy } from "~/content/quote-form";
import { Icon } from "~/components/ui/icon";

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-forest-700 aria-[invalid=true]:border-red-700";

/** A labelled control with its error: the error is tied to the control for screen readers. */
export function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  children: (props: { id: string; className: string; "aria-invalid": boolean; "aria-describedby"?: string; required: boolean }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-forest-900">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> {quoteFormCopy.optional}</span>
        )}
      </label>
      {children({
        id,
        className: `${controlClass} ${error ? "border-red-700" : "border-slate-300"}`,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        required,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
