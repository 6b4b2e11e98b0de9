/**
 * A form drawn from a content shape's fields (./editor-model.ts: the same fields Decap is configured
 * with): each field by its widget, with its label, its hint and the content check's refusals beside
 * it. Every control is at least 48 px high, text at least 16 px.
 */
import { useId, type ReactNode } from "react";
import { inputClass, problemClass, type ControlProps } from "./form-parts.ts";
import type { Field } from "./editor-model.ts";
import { FieldGroup } from "./field-group.tsx";
import { ListControl } from "./list-controls.tsx";
import { hintOf, isMonth } from "./month-field.ts";
import { monthPicker, MonthText } from "./month-text.tsx";
import { PhotoField } from "./photo-field.tsx";
import { AddressControl, PostTextControl } from "./post-controls.tsx";
import { words } from "./editor-words.ts";
import { pickerValue, storedTime } from "./queensland-time.ts";

/** Where a field's label, hint and refusals sit around its control. */
function Labelled(props: { field: Field; id: string; problems: string[]; children: ReactNode; inline?: boolean }) {
  const { field, id, problems } = props;
  return (
    <div className="grid gap-1.5" data-field={field.name}>
      <label htmlFor={id} className="text-base font-semibold text-forest-900">
        {field.label}
        {field.required === false ? <span className="font-normal text-slate-600"> (may be left empty)</span> : null}
      </label>
      {field.hint ? (
        <p id={`${id}-hint`} className="text-base text-slate-600">
          {hintOf(field, monthPicker)}
        </p>
      ) : null}
      {props.children}
      {problems.map((problem) => (
        <p key={problem} className={problemClass} role="alert">
          {problem}
        </p>
      ))}
    </div>
  );
}

const toNumber = (text: string, field: Field) =>
  text.trim() === "" ? undefined : field.value_type === "int" ? Number.parseInt(text, 10) : Number(text);

/** One field's control, at `path` in the form's value, `chain` its labels from the form's top; with what the form shows beside it. */
export function FieldControl(props: ControlProps) {
  const beside = props.form.renderBeside?.(props.path);
  if (!beside) return <OwnControl {...props} />;
  return (
    <div className="grid gap-2">
      <OwnControl {...props} />
      {beside}
    </div>
  );
}

function OwnControl({ field, path, value, chain, form, item }: ControlProps) {
  const id = useId();
  // A section's list is its items: its label is not said twice ("Why choose → item 5").
  const own = field.name === "items" ? chain : [...chain, field.label];
  const problems = form.problemsOf(own);
  const described = field.hint ? `${id}-hint` : undefined;
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const set = (next: unknown) => form.change(path, next);
  switch (field.widget) {
    case "hidden":
      return null;
    case "object":
      return (
        <FieldGroup field={field} chain={own} form={form} topLevel={path.length === 1}>
          {(field.fields ?? []).map((child) => (
            <FieldControl
              key={child.name}
              field={child}
              path={[...path, child.name]}
              value={(value as Record<string, unknown> | undefined)?.[child.name]}
              chain={own}
              form={form}
            />
          ))}
        </FieldGroup>
      );
    case "list":
      return <ListControl field={field} path={path} value={Array.isArray(value) ? value : []} chain={own} form={form} />;
    case "boolean":
      return (
        <Labelled field={field} id={id} problems={problems}>
          <span className="relative inline-flex min-h-12 items-center gap-3">
            <input
              id={id}
              type="checkbox"
              role="switch"
              aria-checked={value === true}
              aria-describedby={described}
              checked={value === true}
              onChange={(event) => set(event.target.checked)}
              className="peer h-11 w-18 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-forest-700"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-1 size-9 -translate-y-1/2 rounded-full bg-white shadow transition-transform peer-checked:translate-x-7"
            />
            <span className="text-base text-slate-800">{value === true ? words.on : words.off}</span>
          </span>
        </Labelled>
      );
    case "select":
    case "relation": {
      const options = field.options ?? form.choicesOf(field.collection ?? "");
      return (
        <Labelled field={field} id={id} problems={problems}>
          <select id={id} aria-describedby={described} value={text} onChange={(event) => set(event.target.value)} className={inputClass}>
            <option value="">{words.choose}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Labelled>
      );
    }
    case "number":
      return (
        <Labelled field={field} id={id} problems={problems}>
          <input
            id={id}
            type="number"
            inputMode={field.value_type === "int" ? "numeric" : "decimal"}
            aria-describedby={described}
            min={field.min}
            max={field.max}
            step={field.value_type === "int" ? 1 : "any"}
            value={text}
            onChange={(event) => set(toNumber(event.target.value, field))}
            className={inputClass}
          />
        </Labelled>
      );
    case "date":
    case "datetime": // a moment, on Queensland's clock (./queensland-time.ts)
      return (
        <Labelled field={field} id={id} problems={problems}>
          <input
            id={id}
            type={field.widget === "date" ? "date" : "datetime-local"}
            aria-describedby={described}
            value={field.widget === "date" ? text : pickerValue(value)}
            onChange={(event) => set(field.widget === "date" ? event.target.value : storedTime(event.target.value))}
            className={inputClass}
          />
        </Labelled>
      );
    case "text":
      return (
        <Labelled field={field} id={id} problems={problems}>
          <textarea
            id={id}
            aria-describedby={described}
            rows={4}
            value={text}
            onChange={(event) => set(event.target.value)}
            className={inputClass}
          />
        </Labelled>
      );
    case "post-address":
      return <AddressControl field={field} path={path} value={value} chain={chain} form={form} />;
    case "markdown":
      return <PostTextControl field={field} path={path} value={value} chain={chain} form={form} />;
    case "image":
      return (
        <Labelled field={field} id={id} problems={problems}>
          <PhotoField field={field} id={id} described={described} value={value} item={item} onChange={set} form={form} />
        </Labelled>
      );
    default:
      return (
        <Labelled field={field} id={id} problems={problems}>
          {isMonth(field) && !monthPicker ? (
            <MonthText id={id} described={described} value={value} onChange={set} />
          ) : (
            <input
              id={id}
              type={isMonth(field) ? "month" : "text"}
              aria-describedby={described}
              value={text}
              onChange={(event) => set(event.target.value)}
              className={inputClass}
            />
          )}
        </Labelled>
      );
  }
}
