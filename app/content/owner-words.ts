/**
 * A content file's faults as the owner reads them in the editor: the entry's name, then each field
 * by its label in the editor and each list item counted from 1 ("Services page → Why choose → item 5:
 * Icon is empty"), never a file path, a 0-based index or the parser's own text. Labels are the
 * shapes' titles, else ./field-labels.ts, as the editor's configuration has them. Browser-safe.
 */
import * as z from "zod";
import { labelOf, singular } from "#app/content/field-labels.ts";

/** Said of a field left empty; the check asks zod to say it (`shapeProblems`). */
const EMPTY = "is empty";

interface Meta {
  title?: string;
  itemTitle?: string;
}
type Schema = z.core.$ZodType;

const metaOf = (schema: Schema | undefined): Meta => (schema ? ((z.globalRegistry.get(schema) as Meta | undefined) ?? {}) : {});

/** The schema inside optional, default, pipe and union wrappers, with the first title met on the way. */
function unwrap(schema: Schema | undefined): { schema: Schema | undefined; meta: Meta } {
  const meta: Meta = {};
  let current = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    const own = metaOf(current);
    meta.title ??= own.title;
    meta.itemTitle ??= own.itemTitle;
    const def = current._zod.def as unknown as { type: string; innerType?: Schema; in?: Schema; options?: Schema[] };
    const inner =
      def.innerType ?? def.in ?? def.options?.find((option) => ["object", "array"].includes(unwrap(option).schema?._zod.def.type ?? ""));
    if (!inner) break;
    current = inner;
  }
  return { schema: current, meta };
}

const childOf = (schema: Schema | undefined, key: PropertyKey): Schema | undefined => {
  const def = schema?._zod.def as { type?: string; shape?: Record<string, Schema>; element?: Schema } | undefined;
  if (def?.type === "object") return def.shape?.[String(key)];
  if (def?.type === "array") return def.element;
  return undefined;
};

/** The labels along a path: "whyChoose.items.4.icon" → Why choose, item 5, Icon. */
function pathLabels(shape: Schema, path: readonly PropertyKey[]): string[] {
  const labels: string[] = [];
  let node = unwrap(shape).schema;
  let listName = "";
  let listMeta: Meta = {};
  path.forEach((key) => {
    const child = unwrap(childOf(node, key));
    if (typeof key === "number") {
      labels.push(`${(listMeta.itemTitle ?? (listName === "items" ? "item" : labelOf(singular(listName)))).toLowerCase()} ${key + 1}`);
    } else {
      // A section's list is its items: "Why choose → item 5", not "Why choose → Items → item 5".
      if (key !== "items") labels.push(child.meta.title ?? labelOf(String(key)));
      listName = String(key);
      listMeta = child.meta;
    }
    node = child.schema;
  });
  return labels;
}

/** What a field of each type holds, as the owner would say it. */
const TYPE_WORDS = { number: "a number", int: "a whole number", boolean: "on or off", array: "a list", object: "a group of fields" };

const isParserWords = (message: string) => /^(Invalid|Too small|Too big|Unrecognized)/.test(message);

/** What is wrong with a field, in words: the schema's own message where it has one. */
function fault(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  if (issue.message === EMPTY || (issue.code !== "unrecognized_keys" && (input === undefined || input === "" || input === null)))
    return ` ${EMPTY}`;
  if (!isParserWords(issue.message)) return `: ${issue.message}`;
  switch (issue.code) {
    case "invalid_value":
      return " is not one of its choices";
    case "unrecognized_keys":
      return `: ${issue.keys.join(", ")} is no field of this entry (a typo?)`;
    case "too_small":
      return issue.origin === "array" ? `: needs at least ${issue.minimum}` : ` is too small (at least ${issue.minimum})`;
    case "too_big":
      return issue.origin === "array" ? `: has room for at most ${issue.maximum}` : ` is too big (at most ${issue.maximum})`;
    case "invalid_type":
      return ` should be ${(TYPE_WORDS as Record<string, string | undefined>)[issue.expected] ?? `a ${issue.expected}`}`;
    default:
      return " is not right";
  }
}

/** One problem: "Services page → Why choose → item 5: Icon is empty"; `words` follow the field's label. */
export function problemAt(entry: string, shape: Schema, path: readonly PropertyKey[], words: string) {
  const labels = [entry, ...pathLabels(shape, path)];
  if (labels.length === 1) return `${entry}${words.startsWith(":") ? words : `:${words}`}`;
  // A list's item as a whole: "Home page → Reasons → item 3: …".
  if (typeof path.at(-1) === "number" && words.startsWith(":")) return `${labels.join(" → ")}${words}`;
  const field = labels.pop()!;
  return `${labels.join(" → ")}: ${field}${words}`;
}

/** A value checked against its shape; its problems in the owner's words, or the value as the shape makes it. */
export function shapeProblems<Shape extends z.ZodType>(
  entry: string,
  shape: Shape,
  value: unknown,
): { data: z.output<Shape>; problems: [] } | { data?: undefined; problems: string[] } {
  const checked = shape.safeParse(value, {
    reportInput: true,
    error: (issue) => (issue.input === undefined || issue.input === "" || issue.input === null ? EMPTY : undefined),
  });
  if (checked.success) return { data: checked.data, problems: [] };
  return { problems: checked.error.issues.map((issue) => problemAt(entry, shape, issue.path, fault(issue))) };
}
