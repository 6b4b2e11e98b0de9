/**
 * What another save changed in an entry, field by field, named as the editor labels its fields
 * ("Phone number", "Reviews → item 2 → Quote"), with the value saved now and the owner's own: what
 * ./overwrite-guard.ts shows when a publish would overwrite a change the owner did not see. The
 * comparison itself is ./field-changes.ts; here, the fields as Decap's store has them.
 */
import { decapStore, type ImmutableMap } from "./decap-store.ts";
import { fieldChanges, type ChangedField, type LabelledField as Field } from "./field-changes.ts";

export type { ChangedField };

/** The fields of the entry's collection (a folder's) or file (a file collection's), as configured. */
function fieldsOf(collection: string, file: string): Field[] {
  const configured = (decapStore()?.getState() as { collections?: ImmutableMap } | undefined)?.collections?.get(collection) as
    ImmutableMap | undefined;
  const plain = configured?.toJS() as { fields?: Field[]; files?: (Field & { fields?: Field[] })[] } | undefined;
  return plain?.fields ?? plain?.files?.find((each) => each.name === file)?.fields ?? [];
}

/** The fields `saved` changed from `base` (both a file's fields), the owner's draft `yours` beside them. */
export function changedFields(collection: string, file: string, base: unknown, saved: unknown, yours: unknown): ChangedField[] {
  return fieldChanges(fieldsOf(collection, file), base, saved, yours);
}
