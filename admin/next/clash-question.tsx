/**
 * The question a merge leaves (./form-merge.ts): each field changed both in this form and in a version
 * published since, named by its labels, with both values, and a button to keep each.
 */
import type { Field } from "./editor-model.ts";
import type { Clash } from "./form-merge.ts";
import type { Path } from "./form-values.ts";
import { buttonClass } from "./form-parts.ts";
import { words } from "./editor-words.ts";

/** A field's labels from the form's top ("Address → Postcode", "Service areas → Service area 2"). */
function labelsOf(fields: Field[], path: Path): string {
  const labels: string[] = [];
  let field: Field | undefined;
  for (const key of path) {
    if (typeof key === "number") {
      labels.push(words.numbered(field?.label_singular ?? field?.label ?? "", key + 1));
      field = field?.field ?? field;
    } else {
      field = (field?.fields ?? (field ? [] : fields)).find((each) => each.name === key);
      if (field) labels.push(field.label);
    }
  }
  return labels.join(" → ");
}

/** A value as the owner typed it: words, a number, on or off; a group's or a list's values one after another. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.on : words.off;
  if (typeof value === "object") return Object.values(value).map(shown).join(", ");
  return String(value as string | number);
}

interface ChoiceProps {
  clash: Clash;
  fields: Field[];
  onKeep: (clash: Clash, value: unknown) => void;
}

/** One field's question: its labels, and a button for each value. */
function ClashChoice({ clash, fields, onKeep }: ChoiceProps) {
  return (
    <div className="grid gap-2 rounded-lg border-2 border-red-700 bg-white p-3 text-forest-950" data-clash={clash.path.join("/")}>
      <p className="font-semibold">{labelsOf(fields, clash.path)}</p>
      <button type="button" className={`${buttonClass} justify-start text-left`} onClick={() => onKeep(clash, clash.mine)}>
        {words.keepYours}: {shown(clash.mine)}
      </button>
      <button type="button" className={`${buttonClass} justify-start text-left`} onClick={() => onKeep(clash, clash.published)}>
        {words.keepPublished}: {shown(clash.published)}
      </button>
    </div>
  );
}

/** Where the clashes show in the form: each beside its field; a top-level section holding one, opened (its labels `chain`). */
export function clashPlaces(clashes: Clash[], fields: Field[], onKeep: ChoiceProps["onKeep"]) {
  return {
    within: (chain: string[]) =>
      clashes.filter((clash) => fields.find((field) => field.name === clash.path[0])?.label === chain[0]).map(() => words.chooseWhich),
    renderBeside: (path: Path) => {
      const clash = clashes.find((each) => each.path.join("/") === path.join("/"));
      return clash ? <ClashChoice clash={clash} fields={fields} onKeep={onKeep} /> : null;
    },
  };
}

/**
 * The question at the form's top: each field both changed, with its buttons; or, `placed`, their names
 * only, each field's buttons beside it in the form (./field-controls.tsx).
 */
export function ClashQuestion(props: { clashes: Clash[]; fields: Field[]; onKeep: ChoiceProps["onKeep"]; placed?: boolean }) {
  return (
    <section aria-label={words.chooseWhich} className="grid gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
      <p className="text-base font-semibold text-red-900">{props.placed ? words.chooseBeside : words.chooseWhich}</p>
      <ul className={props.placed ? "grid list-disc gap-1 pl-5 text-base text-red-900" : "grid gap-4"}>
        {props.clashes.map((clash) => (
          <li key={clash.path.join("/")}>
            {props.placed ? labelsOf(props.fields, clash.path) : <ClashChoice clash={clash} fields={props.fields} onKeep={props.onKeep} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
