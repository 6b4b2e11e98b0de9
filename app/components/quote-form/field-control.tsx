import type { ChangeEvent } from "react";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import type { FieldSpec, Option } from "#app/quote/field-specs.ts";

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-forest-700 aria-[invalid=true]:border-red-700";

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

/** A select's choices, after an empty "choose one" entry. */
function Options({ placeholder, options }: { placeholder: string; options: readonly Option[] }) {
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

/**
 * One field from its description (app/quote/field-specs.ts): the label, marked required or optional, the
 * control, and its error, tied to the control for screen readers.
 */
export function FieldControl({
  spec,
  id,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  id: string;
  value: string;
  error?: string;
  onChange: Change;
}) {
  const name = spec.name as keyof typeof quoteFormCopy.labels;
  const errorId = `${id}-error`;
  const props = {
    id,
    name,
    value,
    onChange,
    required: spec.required,
    placeholder: quoteFormCopy.placeholders[name],
    className: `${controlClass} ${error ? "border-red-700" : "border-slate-300"}`,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? errorId : undefined,
  };
  const { placeholder: _, ...withoutPlaceholder } = props; // a select shows its placeholder as its first option
  return (
    <div className={spec.width === "full" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block font-semibold text-forest-900">
        {quoteFormCopy.labels[name]}
        {spec.required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> {quoteFormCopy.optional}</span>
        )}
      </label>
      {spec.control === "input" && <input {...props} type={spec.type} autoComplete={spec.autoComplete} />}
      {spec.control === "textarea" && <textarea {...props} rows={spec.rows} />}
      {spec.control === "select" && (
        <select {...withoutPlaceholder}>
          <Options placeholder={props.placeholder} options={spec.options} />
        </select>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
