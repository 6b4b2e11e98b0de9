/**
 * What differs between two versions of a file's fields, field by field, named by the fields' labels
 * ("Phone number", "Reviews → item 2 → Quote"), with the value of each and the owner's own at the same
 * place. Pure: the
 * own editor (admin/next/earlier-versions.tsx) both use it, each with its own fields and its own
 * word for a list's item.
 */

export interface LabelledField {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: LabelledField[];
  field?: LabelledField;
}

export interface ChangedField {
  where: string;
  saved: string;
  yours: string;
}

/** How an item of a list is named: the Decap editor's "item 2"; the own editor's "Review 2". */
export type ItemName = (list: LabelledField | undefined, position: number) => string;

const shown = (value: unknown) => {
  if (value === undefined || value === null || value === "") return "(empty)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Each leaf that differs between `base` and `saved`, with the owner's value at the same place in `yours`. */
function compare(
  base: unknown,
  saved: unknown,
  yours: unknown,
  list: LabelledField | undefined,
  fields: LabelledField[] | undefined,
  where: string[],
  out: ChangedField[],
  itemName: ItemName,
) {
  if (Array.isArray(base) && Array.isArray(saved)) {
    for (let index = 0; index < Math.max(base.length, saved.length); index += 1)
      compare(
        base[index],
        saved[index],
        Array.isArray(yours) ? yours[index] : undefined,
        undefined,
        fields,
        [...where, itemName(list, index + 1)],
        out,
        itemName,
      );
    return;
  }
  if (isObject(base) && isObject(saved)) {
    for (const key of new Set([...Object.keys(base), ...Object.keys(saved)])) {
      const field = fields?.find((each) => each.name === key);
      const inner = field?.fields ?? field?.field?.fields ?? (field?.field ? [field.field] : undefined);
      compare(
        base[key],
        saved[key],
        isObject(yours) ? yours[key] : undefined,
        field,
        inner,
        [...where, field?.label ?? key],
        out,
        itemName,
      );
    }
    return;
  }
  if (JSON.stringify(base) !== JSON.stringify(saved)) out.push({ where: where.join(" → "), saved: shown(saved), yours: shown(yours) });
}

/** The fields `saved` changed from `base` (both a file's fields, described by `fields`), the owner's `yours` beside them. */
export function fieldChanges(
  fields: LabelledField[],
  base: unknown,
  saved: unknown,
  yours: unknown,
  itemName: ItemName = (_, position) => `item ${position}`,
): ChangedField[] {
  const out: ChangedField[] = [];
  compare(base, saved, yours, undefined, fields, [], out, itemName);
  return out;
}
