/**
 * An entry's file from the form and back, written as the repository keeps it, by its format: a JSON
 * file's keys in the fields' order (the current editor's writer, admin/editor/json-format.ts), two
 * spaces, a final line break; a blog post's front matter and text (./post-entry-file.ts, loaded when a post
 * is opened). Either way a change to one field is a change to one line.
 */
import { loadFieldOrder, orderedJson } from "../editor/json-format.ts";
import type { Field } from "./editor-model.ts";

let orderLoaded: Promise<void> | undefined;

const fieldsOfText = (text: string) => JSON.parse(text) as Record<string, unknown>;

async function textOfFields(fields: Record<string, unknown>, shape: Field[]): Promise<string> {
  // The field order the build writes beside the current editor (/admin/field-order.json); without it, the top level's.
  await (orderLoaded ??= loadFieldOrder().catch(() => undefined));
  return `${orderedJson.toFile(
    fields,
    shape.map((field) => field.name),
  )}\n`;
}

/** A blog post's file: Markdown with front matter. */
export const isPostFile = (path: string) => path.endsWith(".md");

/** What an empty form starts from: no file yet. */
export const emptyFileText = (path: string) => (isPostFile(path) ? "" : "{}");

/** The fields of the file at `path` whose text is `text` (null: no such file yet). */
export async function fieldsOfFile(path: string, text: string | null): Promise<Record<string, unknown>> {
  if (!isPostFile(path)) return fieldsOfText(text ?? "{}");
  const { postFieldsOfText } = await import("./post-entry-file.ts");
  return postFieldsOfText(text ?? "");
}

/** The fields of a JSON file's text; undefined when it is no JSON object (a file broken by hand). */
function readFields(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The fields of the file at `path` (null: none yet); undefined when it cannot be read (a JSON file broken by hand): never shown as empty fields. */
export async function readableFieldsOfFile(path: string, text: string | null): Promise<Record<string, unknown> | undefined> {
  return isPostFile(path) ? await fieldsOfFile(path, text) : readFields(text ?? "{}");
}

/** The text of the file at `path` holding `fields`, written over `opened`, the text the form started from. */
export async function fileOfFields(path: string, fields: Record<string, unknown>, shape: Field[], opened: string): Promise<string> {
  if (!isPostFile(path)) return await textOfFields(fields, shape);
  const { postTextOfFields } = await import("./post-entry-file.ts");
  return postTextOfFields(
    fields,
    opened,
    shape.map((field) => field.name),
  );
}
