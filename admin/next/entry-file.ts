/**
 * A JSON file's text from the form and back, written as the repository keeps it: keys in the fields'
 * order (the current editor's writer, admin/editor/json-format.ts), two spaces, a final line break,
 * so a change to one field is a change to one line.
 */
import { loadFieldOrder, orderedJson } from "../editor/json-format.ts";
import type { Field } from "./editor-model.ts";

let orderLoaded: Promise<void> | undefined;

/** The fields of a file's text; undefined when it is no JSON object (a file broken by hand): never shown as empty fields. */
export function readFields(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export async function textOfFields(fields: Record<string, unknown>, shape: Field[]): Promise<string> {
  // The field order the build writes beside the current editor (/admin/field-order.json); without it, the top level's.
  await (orderLoaded ??= loadFieldOrder().catch(() => undefined));
  return `${orderedJson.toFile(
    fields,
    shape.map((field) => field.name),
  )}\n`;
}
