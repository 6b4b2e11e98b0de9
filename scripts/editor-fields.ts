/**
 * A content shape (zod) as the editor's fields (Decap's widgets), so the editor asks for exactly what
 * the build accepts, with the same rules and the build's own words: required fields, formats and
 * lengths (patterns with the schema's messages), the known placeholders, number ranges, list counts,
 * choices named as the owner knows them. One shape, two readers: the loader stops the build on a
 * file that does not fit; Decap refuses to save one (ADR 0027).
 */
import * as z from "zod";
import { reasonIds, serviceIds } from "#app/content/catalogue.ts";
import { placeholderValues } from "#app/content/business.ts";
import { readCatalogue } from "#app/content/content-files.server.ts";
import { placeholderRule } from "#app/content/placeholders.ts";
import { pageEntries } from "#app/pages.server.ts";

/** A JSON Schema node as zod writes it, the parts the editor's widgets can say. */
interface SchemaNode {
  type?: string;
  /** From the shape's `.meta({ title })`: the field's label. */
  title?: string;
  /** From `.meta({ description })`: the hint under the field. */
  description?: string;
  /** From `.meta({ itemTitle })`: a list's name for one of its items, where its name's singular reads badly. */
  itemTitle?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: string[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** Added by `patternMessages`: what the field's pattern asks for, in the schema's words. */
  patternMessage?: string;
  /** Added by `patternMessages`: what the length checks say, in the schema's words. */
  minLengthMessage?: string;
  maxLengthMessage?: string;
  /** From `.meta({ widget })`: a photo uploaded into content/media, or an entry of another collection. */
  widget?: "image" | "relation" | "page";
  /** For a relation: the collection whose entry's file name is the value. */
  collection?: string;
  /** From shapes.ts: a reason or a service, which a page's file may name from the catalogue. */
  catalogue?: "reason" | "service";
}

/** A field of Decap's configuration (decapcms.org/docs/widgets). */
export type EditorField = Record<string, unknown> & { name: string; label: string; widget: string };

/** Text fields that take sentences get a multi-line box. */
const LONG_TEXT = new Set(["description", "text", "intro", "message", "story", "answer", "lede", "body", "summary"]);

/** Names the page files share, as the owner would call them. */
const LABELS: Record<string, string> = {
  meta: "For search engines and link previews",
  hero: "Top of the page",
  cta: "Closing call to action",
  faq: "Questions and answers",
  items: "Items",
};

/** "quoteReplyHours" → "Quote reply hours". */
const labelOf = (name: string) => {
  if (Object.hasOwn(LABELS, name)) return LABELS[name]!;
  const words = name.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface CheckDef {
  format?: string;
  check?: string;
  error?: () => unknown;
}

/** Format and length checks' own messages (zod keeps them on the checks), so the editor says what the build says. */
function patternMessages(schema: z.ZodType) {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // z.email() and z.iso.date() are formats themselves; .regex() adds one to a string's checks.
      const def = zodSchema._zod.def as CheckDef & { checks?: { _zod: { def: CheckDef } }[] };
      const checks = def.checks?.map((check) => check._zod.def) ?? [];
      const messageOf = (check: CheckDef | undefined) => {
        const message = check?.error?.();
        return typeof message === "string" ? message : undefined;
      };
      const node = jsonSchema as SchemaNode;
      const format = messageOf(def.format ? def : checks.find((check) => check.format));
      if (format) node.patternMessage = format;
      const min = messageOf(checks.find((check) => check.check === "min_length"));
      const max = messageOf(checks.find((check) => check.check === "max_length"));
      if (min) node.minLengthMessage = min;
      if (max) node.maxLengthMessage = max;
    },
  }) as SchemaNode;
}

/** A rule as a lookahead from the start: anchored already, or found anywhere. */
const anchored = (pattern: string) => (pattern.startsWith("^") ? pattern : `[\\s\\S]*?${pattern}`);

/** What the build checks in a text beyond its being there, as one pattern and its message (Decap takes one of each). */
function textRules(node: SchemaNode, { placeholders }: FieldOptions): { pattern?: [string, string] } {
  const rules: [pattern: string, message: string][] = [];
  if (node.pattern) rules.push([node.pattern, node.patternMessage ?? `must be ${node.format ?? "in the expected form"}`]);
  const { minLength = 0, maxLength } = node;
  if (minLength > 1) rules.push([`^[\\s\\S]{${minLength},}$`, node.minLengthMessage ?? `at least ${minLength} characters`]);
  if (maxLength !== undefined) rules.push([`^[\\s\\S]{0,${maxLength}}$`, node.maxLengthMessage ?? `at most ${maxLength} characters`]);
  // z.url(): a web address, as the build's check of it asks.
  if (node.format === "uri") rules.push(["^https?://\\S+$", node.patternMessage ?? "a web address, starting with https://"]);
  // Free text only: a format (a phone, an email, a date, a slug) has no room for a word in braces.
  if (placeholders && !node.pattern && !node.format) rules.push(knownPlaceholders());
  if (rules.length === 0) return {};
  if (rules.length === 1) return { pattern: rules[0]! };
  // Every rule at once: one lookahead each.
  return { pattern: [`^${rules.map(([pattern]) => `(?=${anchored(pattern)})`).join("")}`, rules.map(([, message]) => message).join("; ")] };
}

/** The content files' texts have their {placeholders} filled at build: one the build does not know stops it. */
function knownPlaceholders(): [string, string] {
  const names = Object.keys(placeholderValues);
  return [`^(?:[^{]|\\{(?![a-zA-Z]+\\})|\\{(?:${names.join("|")})\\})*$`, placeholderRule(names)];
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** What a date field holds, as content files write it. */
const isoDate = "^\\d{4}-\\d{2}-\\d{2}$";

/** Read once for every choice the configuration names. */
let catalogue: ReturnType<typeof readCatalogue> | undefined;

/** A choice's name for the owner: a catalogue id by its title ("pruning" → "Tree Pruning"), else the word capitalised. */
function optionLabel(value: string) {
  const { services, reasons } = (catalogue ??= readCatalogue());
  const titled = { ...services, ...reasons } as Record<string, { title: string }>;
  return Object.hasOwn(titled, value) ? titled[value]!.title : value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * A reason or service card as a page's file has it: a catalogue id, and each of the card's own
 * fields optional, for the page's own words (catalogue.ts makes the card whole at build).
 */
function catalogueEntry(kind: "reason" | "service", node: SchemaNode): SchemaNode {
  const ids = kind === "reason" ? reasonIds : serviceIds;
  return {
    ...node,
    properties: {
      [kind]: {
        type: "string",
        enum: [...ids],
        title: `From the catalogue (${kind})`,
        description: "Leave the fields below empty to use the catalogue's words.",
      },
      ...node.properties,
    },
    required: [],
  };
}

/** One property of a content file as an editor field. */
function fieldFor(name: string, node: SchemaNode, required: boolean, options: FieldOptions): EditorField {
  const base = {
    name,
    label: node.title ?? labelOf(name),
    ...(node.description ? { hint: node.description } : {}),
    ...(required ? {} : { required: false }),
  };
  // `"" | date`: an optional date the owner may leave empty.
  const filled = node.anyOf?.find((option) => option.const !== "");
  if (filled)
    return {
      ...fieldFor(name, { ...filled, title: node.title, description: node.description, widget: node.widget }, false, options),
      default: "",
    };

  switch (node.type) {
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...(node.minimum !== undefined && node.minimum > -MAX_SAFE ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < MAX_SAFE ? { max: node.maximum } : {}),
      };
    case "object": {
      // An optional group (a post's top photo): its fields are asked for only as the build needs them,
      // which Decap cannot say ("required if the group is filled"), so none is required here.
      const fields = fieldsOf(node, options).map((field) => (required ? field : { ...field, required: false }));
      return { ...base, widget: "object", collapsed: false, fields };
    }
    case "array": {
      const counts = { ...(node.minItems ? { min: node.minItems } : {}), ...(node.maxItems ? { max: node.maxItems } : {}) };
      const listed = node.items ?? { type: "string" };
      const item = listed.catalogue ? catalogueEntry(listed.catalogue, listed) : listed;
      // "1 photo", "3 photos": Decap names a list's items by the list's label, or this for one.
      const itemLabel = { label_singular: node.itemTitle ?? labelOf(singular(name)) };
      if (item.type === "object") return { ...base, widget: "list", ...counts, ...itemLabel, fields: fieldsOf(item, options) };
      return { ...base, widget: "list", ...counts, ...itemLabel, field: fieldFor(singular(name), item, true, options) };
    }
    default: {
      if (node.enum) return { ...base, widget: "select", options: node.enum.map((value) => ({ label: optionLabel(value), value })) };
      // The editor uploads into media_folder (content/media) and writes its public path, /media/<file>.
      if (node.widget === "image") return { ...base, widget: "image", choose_url: false };
      // The value is the entry's file name (a suburb's slug); the owner picks it by its name.
      if (node.widget === "relation")
        return {
          ...base,
          widget: "relation",
          collection: node.collection,
          value_field: "{{slug}}",
          search_fields: ["name"],
          display_fields: ["name"],
        };
      // One of the site's pages, which are always there (the page registry), by its name.
      if (node.widget === "page")
        return {
          ...base,
          widget: "select",
          options: pageEntries.filter(([, page]) => !page.onlyWithJobs).map(([, page]) => ({ label: page.crumb, value: page.path })),
        };
      // A value the build fixes (a link the specification sets): shown, not editable.
      if (typeof node.const === "string") return { ...base, widget: "hidden", default: node.const };
      // The browser's own date input (admin/editor/date-widget.ts): a date, with no time, zone or "Now".
      if (node.format === "date")
        return { ...base, widget: "date", ...(node.patternMessage ? { pattern: [isoDate, node.patternMessage] } : {}) };
      return { ...base, widget: LONG_TEXT.has(name) ? "text" : "string", ...textRules(node, options) };
    }
  }
}

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

function fieldsOf(node: SchemaNode, options: FieldOptions): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) => fieldFor(name, property, required.has(name), options));
}

/** Every field of a content file's shape, in the shape's order. */
/** How a content file's texts are read at build: the JSON files' have their {placeholders} filled. */
interface FieldOptions {
  placeholders: boolean;
}

export const editorFields = (shape: z.ZodType, options: FieldOptions = { placeholders: true }) => fieldsOf(patternMessages(shape), options);
