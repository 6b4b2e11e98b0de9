/** What the form's controls share: how each looks (every control at least 48 px, text at least 16 px) and what they are handed. */
import type { ReactNode } from "react";
import type { ContentBackend } from "./content-backend.ts";
import type { Field } from "./editor-model.ts";
import type { PendingPhotos } from "./pending-photos.ts";
import type { Path } from "./form-values.ts";

export const inputClass =
  "block min-h-12 w-full rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-forest-600";

export const buttonClass =
  "inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg border-2 border-forest-700 bg-white px-4 text-base font-semibold text-forest-800 disabled:border-slate-300 disabled:text-slate-400";

export const problemClass = "rounded-md bg-red-50 px-3 py-2 text-base font-medium text-red-800";

/** What every control of one form is handed. */
export interface FormContext {
  change: (path: Path, value: unknown) => void;
  /** The check's refusals of the field whose labels, from the form's top, are `chain` (`whole`: of that list item as a whole). */
  problemsOf: (chain: string[], whole?: boolean) => string[];
  /** Every refusal of the form, for a control that finds its own in other words (a post's address, ./post-fields.ts). */
  problems?: string[];
  /** The check's refusals of the group whose labels are `chain`, or of anything in it. */
  problemsWithin: (chain: string[]) => string[];
  /** The entries a relation field offers (a job's suburb): by collection, their names and file names. */
  choicesOf: (collection: string) => { label: string; value: string }[];
  /** What is shown beside the field at `path`, if anything (the question where two changes meet). */
  renderBeside?: (path: Path) => ReactNode;
  /** A field's control (./field-controls.tsx), for a list's items. */
  renderControl: (props: Omit<ControlProps, "form">) => ReactNode;
  /** Where a photo field's photos are listed and compared, and those picked kept until Publish (./photo-field.tsx). */
  photos?: { backend: ContentBackend; pending: PendingPhotos };
}

/** What a control is handed: its field, where its value is in the form's, the value, and its labels from the form's top. */
export interface ControlProps<Value = unknown> {
  field: Field;
  path: Path;
  value: Value;
  chain: string[];
  form: FormContext;
  /** The list item the field is in, if any: a photo shows what it shows beside it. */
  item?: unknown;
}
