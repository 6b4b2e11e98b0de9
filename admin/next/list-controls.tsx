/**
 * A list in the form: of words (a post's keywords) or of groups of fields (a page's questions), each
 * item numbered from 1 as the content check counts them, with Move up, Move down and Remove, and Add
 * at its foot, within the counts its shape allows.
 */
import { Fragment } from "react";
import { buttonClass, inputClass, problemClass, type ControlProps } from "./form-parts.ts";
import type { Field } from "./editor-model.ts";
import { FieldGroup } from "./field-group.tsx";
import { moved } from "./form-values.ts";
import { words } from "./editor-words.ts";

/** An empty item: a list of words gets a word, a list of groups a group with each field's default. */
const emptyItem = (field: Field): unknown =>
  field.field
    ? ""
    : Object.fromEntries((field.fields ?? []).flatMap((child) => (child.default === undefined ? [] : [[child.name, child.default]])));

function ItemButtons({ list, index, onList, what }: { list: unknown[]; index: number; onList: (next: unknown[]) => void; what: string }) {
  const name = words.numbered(what, index + 1);
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass}
        aria-label={`${words.moveUp}: ${name}`}
        disabled={index === 0}
        onClick={() => onList(moved(list, index, index - 1))}
      >
        ↑ {words.moveUp}
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={`${words.moveDown}: ${name}`}
        disabled={index === list.length - 1}
        onClick={() => onList(moved(list, index, index + 1))}
      >
        ↓ {words.moveDown}
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={`${words.remove}: ${name}`}
        onClick={() => onList(list.filter((_, at) => at !== index))}
      >
        {words.remove}
      </button>
    </div>
  );
}

export function ListControl({ field, path, value, chain, form }: ControlProps<unknown[]>) {
  const what = field.label_singular ?? field.label;
  const onList = (next: unknown[]) => form.change(path, next);
  const full = field.max !== undefined && value.length >= field.max;
  const whole = form.problemsOf(chain);
  // An item's refusal as a whole ("Reasons → item 3: …"), not one of its fields' ("… → item 3: Icon is empty").
  const itemProblems = (itemChain: string[]) =>
    form
      .problemsOf(itemChain, true)
      .filter((problem) => !(field.fields ?? []).some((child) => form.problemsOf([...itemChain, child.label]).includes(problem)));
  return (
    <FieldGroup field={field} chain={chain} form={form} topLevel={path.length === 1}>
      {whole.map((problem) => (
        <p key={problem} role="alert" className={problemClass}>
          {problem}
        </p>
      ))}
      {value.length === 0 ? <p className="text-base text-slate-600">{words.nothingYet}</p> : null}
      <ol className="grid gap-4">
        {value.map((item, index) => {
          const name = words.numbered(what, index + 1);
          const itemChain = [...chain, name.toLowerCase()];
          return (
            // Items have no id of their own; their position is what the owner and the check name them by.
            // eslint-disable-next-line react/no-array-index-key
            <li key={index} className="grid gap-3 rounded-lg bg-paper p-3">
              <p className="text-base font-semibold text-slate-700">{name}</p>
              {itemProblems(itemChain).map((problem) => (
                <p key={problem} role="alert" className={problemClass}>
                  {problem}
                </p>
              ))}
              {field.field ? (
                <input
                  type="text"
                  aria-label={name}
                  value={typeof item === "string" ? item : ""}
                  onChange={(event) => form.change([...path, index], event.target.value)}
                  className={inputClass}
                />
              ) : (
                (field.fields ?? []).map((child) => (
                  <Fragment key={child.name}>
                    {form.renderControl({
                      field: child,
                      path: [...path, index, child.name],
                      value: (item as Record<string, unknown> | undefined)?.[child.name],
                      chain: itemChain,
                      item,
                    })}
                  </Fragment>
                ))
              )}
              <ItemButtons list={value} index={index} onList={onList} what={what} />
            </li>
          );
        })}
      </ol>
      <button type="button" className={buttonClass} disabled={full} onClick={() => onList([...value, emptyItem(field)])}>
        ＋ {words.add(what)}
      </button>
    </FieldGroup>
  );
}
