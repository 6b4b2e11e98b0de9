/**
 * The build's checks of a text as the editor can say them: zod's JSON Schema with each format's and
 * length's own message kept, and every check of one field as one pattern with its message (Decap's
 * widgets take one of each), placeholders included (ADR 0027).
 */
import * as z from "zod";
import { placeholderValues } from "#app/content/business.ts";
import { placeholderRule } from "#app/content/placeholders.ts";

/** A JSON Schema node as zod writes it, the parts the editor's widgets can say. */
export interface SchemaNode {
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
  /** From app/content/model/blocks.ts: a reason or a service, which a page's file may name from the catalogue. */
  catalogue?: "reason" | "service";
}

/** How a content file's texts are read at build: the JSON files' have their {placeholders} filled. */
export interface FieldOptions {
  placeholders: boolean;
}

interface CheckDef {
  format?: string;
  check?: string;
  error?: () => unknown;
}

/** Format and length checks' own messages (zod keeps them on the checks), so the editor says what the build says. */
export function patternMessages(schema: z.ZodType) {
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
export function textRules(node: SchemaNode, { placeholders }: FieldOptions): { pattern?: [string, string] } {
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
