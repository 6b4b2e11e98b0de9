/**
 * A group of fields (a page's section, an address, a list): at the form's top level folded to its
 * title, so a long page reads on a phone as the list of its sections, and opened where the content
 * check refused something in it; inside another group, drawn open.
 */
import type { ReactNode } from "react";
import type { Field } from "./editor-model.ts";
import type { FormContext } from "./form-parts.ts";

interface Props {
  field: Field;
  /** Its labels from the form's top, its own last. */
  chain: string[];
  form: FormContext;
  topLevel: boolean;
  children: ReactNode;
}

const hint = (field: Field) => (field.hint ? <p className="text-base text-slate-600">{field.hint}</p> : null);

export function FieldGroup({ field, chain, form, topLevel, children }: Props) {
  if (!topLevel)
    return (
      <fieldset className="grid gap-5 rounded-xl border-2 border-forest-100 bg-white p-4" data-field={field.name}>
        {/* A section's list is its items: the section's own heading names it ("Why choose"), not "Items". */}
        {field.name === "items" ? null : <legend className="px-1 text-lg font-bold text-forest-900">{field.label}</legend>}
        {hint(field)}
        {children}
      </fieldset>
    );
  return (
    <details
      open={form.problemsWithin(chain).length > 0}
      className="group rounded-xl border-2 border-forest-100 bg-white"
      data-field={field.name}
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-lg font-bold text-forest-900 [&::-webkit-details-marker]:hidden">
        {field.label}
        <span aria-hidden="true" className="text-forest-700 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="grid gap-5 border-t-2 border-forest-100 p-4">
        {hint(field)}
        {children}
      </div>
    </details>
  );
}
