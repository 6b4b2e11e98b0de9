/**
 * What another save changed in an entry, field by field, named as the editor labels its fields
 * ("Phone number", "Reviews → item 2 → Quote"), with the value saved now and the owner's own: what
 * ./overwrite-guard.ts shows when a publish would overwrite a change the owner did not see.
 */
import { decapStore, type ImmutableMap } from "./decap-store.ts";

interface Field {
  name: string;
  label?: string;
  fields?: Field[];
  field?: Field;
}

export interface ChangedField {
  where: string;
  saved: string;
  yours: string;
}

/** The fields of the entry's collection (a folder's) or file (a file collection's), as configured. */
function fieldsOf(collection: string, file: string): Field[] {
  const configured = (decapStore()?.getState() as { collections?: ImmutableMap } | undefined)?.collections?.get(collection) as
    ImmutableMap | undefined;
  const plain = configured?.toJS() as { fields?: Field[]; files?: (Field & { fields?: Field[] })[] } | undefined;
  return plain?.fields ?? plain?.files?.find((each) => each.name === file)?.fields ?? [];
}

const shown = (value: unknown) => {
  if (value === undefined || value === null || value === "") return "(empty)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Each leaf that differs between `base` and `saved`, with the owner's value at the same place in `yours`. */
function compare(base: unknown, saved: unknown, yours: unknown, fields: Field[] | undefined, where: string[], out: ChangedField[]) {
  if (Array.isArray(base) && Array.isArray(saved)) {
    const itemFields = fields;
    for (let index = 0; index < Math.max(base.length, saved.length); index += 1)
      compare(base[index], saved[index], Array.isArray(yours) ? yours[index] : undefined, itemFields, [...where, `item ${index + 1}`], out);
    return;
  }
  if (isObject(base) && isObject(saved)) {
    for (const key of new Set([...Object.keys(base), ...Object.keys(saved)])) {
      const field = fields?.find((each) => each.name === key);
      const inner = field?.fields ?? field?.field?.fields ?? (field?.field ? [field.field] : undefined);
      compare(base[key], saved[key], isObject(yours) ? yours[key] : undefined, inner, [...where, field?.label ?? key], out);
    }
    return;
  }
  if (JSON.stringify(base) !== JSON.stringify(saved)) out.push({ where: where.join(" → "), saved: shown(saved), yours: shown(yours) });
}

/** The fields `saved` changed from `base` (both a file's fields), the owner's draft `yours` beside them. */
export function changedFields(collection: string, file: string, base: unknown, saved: unknown, yours: unknown): ChangedField[] {
  const out: ChangedField[] = [];
  compare(base, saved, yours, fieldsOf(collection, file), [], out);
  return out;
}
