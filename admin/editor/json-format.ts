/**
 * The editor's JSON files written as the repository keeps them: keys in the editor's field order at
 * every depth, two spaces, as they were read. Decap's own JSON writer takes the order of its
 * in-memory maps, which past eight keys is a hash order: saving content/business.json with one
 * field changed rewrote 76 lines. The field order of every file comes from the build
 * (scripts/build/admin-files.ts writes it beside the configuration); a unit test holds the content files to it.
 */
export const FIELD_ORDER_PATH = "/admin/field-order.json";

/** A file's fields by name, each with its own fields (an object's, or a list's items'). */
export type FieldOrder = { name: string; fields?: FieldOrder }[];

let fileOrders: FieldOrder[] = [];

/** Keys in their fields' order, then any the fields do not name, as they came. */
function arrange(value: unknown, fields: FieldOrder | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => arrange(item, fields));
  if (!value || typeof value !== "object" || !fields) return value;
  const rank = (key: string) => {
    const index = fields.findIndex((field) => field.name === key);
    return index < 0 ? fields.length : index;
  };
  const keys = Object.keys(value).toSorted((a, b) => rank(a) - rank(b));
  return Object.fromEntries(
    keys.map((key) => [key, arrange((value as Record<string, unknown>)[key], fields.find((field) => field.name === key)?.fields)]),
  );
}

/** Decap's formatter interface; it passes the file's top-level field names in order, which tell the files apart. */
export const orderedJson = {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile(data: unknown, topLevel: string[] = []): string {
    const fields = fileOrders.find((order) => order.map((field) => field.name).join("\n") === topLevel.join("\n"));
    return JSON.stringify(arrange(data, fields ?? topLevel.map((name) => ({ name }))), null, 2);
  },
};

export async function loadFieldOrder() {
  const response = await fetch(FIELD_ORDER_PATH);
  if (response.ok) fileOrders = (await response.json()) as FieldOrder[];
}
