/**
 * A content shape (zod) as the editor's fields (Decap's widgets), so the editor asks for exactly what
 * the build accepts, with the same rules and the build's own words: required fields, formats and
 * lengths (patterns with the schema's messages), the known placeholders, number ranges, list counts,
 * choices named as the owner knows them. One shape, two readers: the loader stops the build on a
 * file that does not fit; Decap refuses to save one (ADR 0027).
 */
import * as z from "zod";
import { reasonIds } from "#app/content/catalogue.ts";
import { readCatalogue } from "#app/content/content-files.server.ts";
import { folders, type FolderName } from "#app/content/collections.ts";
import { iconLabels, iconNames, type IconName } from "#app/content/icon-names.ts";
import { labelOf, singular } from "#app/content/field-labels.ts";
import { pageEntries } from "#app/content/page-registry.ts";
import { patternMessages, textRules, type FieldOptions, type SchemaNode } from "./editor-text-rules.ts";

/** A field of Decap's configuration (decapcms.org/docs/widgets). */
export type EditorField = Record<string, unknown> & { name: string; label: string; widget: string };

/** Text fields that take sentences get a multi-line box. */
const LONG_TEXT = new Set(["description", "text", "intro", "message", "story", "answer", "lede", "body", "summary"]);

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** A folded item of a list of words, not written yet. */
export const FOLDED_EMPTY = "Not written yet";
/** What a date field holds, as content files write it. */
const isoDate = "^\\d{4}-\\d{2}-\\d{2}$";

/** Read once for every choice the configuration names. */
let catalogue: ReturnType<typeof readCatalogue> | undefined;

/** The site's icon set as a choice (an icon field), not another choice that happens to share a value. */
const isIconChoice = (values: readonly string[]) =>
  values.length === iconNames.length && values.every((value) => Object.hasOwn(iconLabels, value));

/**
 * A choice's name for the owner: an icon by what it shows ("circle-dot" → "Circle with a dot"), a
 * catalogue id by its title ("tree-pruning" → "Tree Pruning"), else the word capitalised.
 */
function optionLabel(value: string, icons: boolean) {
  if (icons) return iconLabels[value as IconName];
  const { services, reasons } = (catalogue ??= readCatalogue());
  const titled = { ...services, ...reasons } as Record<string, { title: string }>;
  return Object.hasOwn(titled, value) ? titled[value]!.title : value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * A reason or service card as a page's file has it: a catalogue id, and each of the card's own
 * fields optional, for the page's own words (catalogue.ts makes the card whole at build).
 */
function catalogueEntry(kind: "reason" | "service", node: SchemaNode): SchemaNode {
  // The services are the owner's files: the choice follows them from the next build.
  const ids = kind === "reason" ? reasonIds : Object.keys((catalogue ??= readCatalogue()).services);
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
  // `"" | date`: an optional date the owner may leave empty. A moment ("Goes live on") has no default:
  // a new post or job is written without it, as a file without it is on the site (app/content/going-live.ts).
  const filled = node.anyOf?.find((option) => option.const !== "");
  if (filled)
    return {
      ...fieldFor(name, { ...filled, title: node.title, description: node.description, widget: node.widget }, false, options),
      ...(filled.format === "date-time" ? {} : { default: "" }),
    };

  switch (node.type) {
    case "boolean":
      // An optional switch ("Not on the site yet") is off when absent: a new entry is written without it.
      return { ...base, widget: "boolean", ...(required ? { default: false } : {}) };
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
      // Folded, an item of words shows its words: Decap shows the field's label, "Keyword" for every keyword.
      const words = `{{fields.${singular(name)} | default('${FOLDED_EMPTY}')}}`;
      return { ...base, widget: "list", ...counts, ...itemLabel, summary: words, field: fieldFor(singular(name), item, true, options) };
    }
    default: {
      if (node.enum) {
        const icons = isIconChoice(node.enum);
        return { ...base, widget: "select", options: node.enum.map((value) => ({ label: optionLabel(value, icons), value })) };
      }
      // The editor uploads into media_folder (content/media) and writes its public path, /media/<file>.
      if (node.widget === "image") return { ...base, widget: "image", choose_url: false };
      // The value is the entry's file name (a suburb's or a service's id); the owner picks it by its name.
      if (node.widget === "relation") {
        const known = folders[node.collection as FolderName].editor.identifier;
        return {
          ...base,
          widget: "relation",
          collection: node.collection,
          value_field: "{{slug}}",
          search_fields: [known],
          display_fields: [known],
        };
      }
      // One of the site's pages, which are always there (the page registry), by its name.
      if (node.widget === "page")
        return {
          ...base,
          widget: "select",
          options: pageEntries.filter(([, page]) => !page.onlyWithJobs).map(([, page]) => ({ label: page.crumb, value: page.path })),
        };
      // A value the build fixes (a link the specification sets): shown, not editable.
      if (typeof node.const === "string") return { ...base, widget: "hidden", default: node.const };
      // A moment in Queensland (a post's "Goes live on"): the browser's date-and-time input, written with its offset (admin/next/queensland-time.ts).
      if (node.format === "date-time")
        return { ...base, widget: "datetime", ...(node.patternMessage ? { pattern: [node.pattern ?? "", node.patternMessage] } : {}) };
      // The browser's own date input (admin/next/field-controls.tsx): a date, with no time, zone or "Now".
      if (node.format === "date")
        return { ...base, widget: "date", ...(node.patternMessage ? { pattern: [isoDate, node.patternMessage] } : {}) };
      return { ...base, widget: LONG_TEXT.has(name) ? "text" : "string", ...textRules(node, options) };
    }
  }
}

function fieldsOf(node: SchemaNode, options: FieldOptions): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) => fieldFor(name, property, required.has(name), options));
}

/** Every field of a content file's shape, in the shape's order. */
export const editorFields = (shape: z.ZodType, options: FieldOptions = { placeholders: true }) => fieldsOf(patternMessages(shape), options);
