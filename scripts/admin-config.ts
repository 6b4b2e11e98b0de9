/**
 * The editor's configuration (/admin/config.yml), made from the content files' zod shapes so the
 * editor asks for exactly the fields the build accepts, with the same rules: required fields,
 * formats (patterns with the schema's own message), number ranges and list counts. One shape, two
 * readers: content-files.server.ts stops the build on a file that does not fit; Decap refuses to
 * save one.
 */
import * as z from "zod";
import type { FieldOrder } from "../admin/editor/json-format.ts";
import { frontmatterSchema } from "#app/content/blog/frontmatter.ts";
import { reasonIds, serviceIds } from "#app/content/catalogue.ts";
import { placeholderValues } from "#app/content/business.ts";
import { readCatalogue } from "#app/content/content-files.server.ts";
import { placeholderRule } from "#app/content/placeholders.ts";
import { fixedPages, paths, postPath, suburbCanonicalPath } from "#app/paths.ts";
import {
  businessFile,
  catalogueFile,
  jobFile,
  pageFiles,
  reviewFile,
  stormNoticeFile,
  suburbFile,
  testimonialFile,
  type PageName,
} from "#app/content/file-shapes.ts";
import { backendConfig, type EditorBackend } from "./editor-backend.ts";

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
  widget?: "image" | "relation";
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

/**
 * A choice's name for the owner: a catalogue id by its title ("pruning" → "Tree Pruning"), one of the
 * site's pages by its name ("/services" → "Tree Services"), else the word capitalised.
 */
function optionLabel(value: string) {
  const { services, reasons } = (catalogue ??= readCatalogue());
  const titled = { ...services, ...reasons } as Record<string, { title: string }>;
  if (Object.hasOwn(titled, value)) return titled[value]!.title;
  const page = Object.values(fixedPages).find(({ path }) => path === value);
  if (page) return page.crumb;
  return value.charAt(0).toUpperCase() + value.slice(1);
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
  if (filled) return { ...fieldFor(name, { ...filled, title: node.title, description: node.description }, false, options), default: "" };

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

/** Each JSON file's field names in order, at every depth: how the editor writes its files (admin/editor/json-format.ts). */
export function fieldOrders(config: ReturnType<typeof editorConfig>): FieldOrder[] {
  const order = (fields: EditorField[]): FieldOrder =>
    fields.map((field) => {
      const nested = (field.fields as EditorField[] | undefined) ?? undefined;
      return nested ? { name: field.name, fields: order(nested) } : { name: field.name };
    });
  return (
    config.collections as { format?: string; fields?: EditorField[]; files?: { format?: string; fields: EditorField[] }[] }[]
  ).flatMap((collection) =>
    collection.files
      ? collection.files.filter((file) => file.format === "json").map((file) => order(file.fields))
      : collection.format === "json" && collection.fields
        ? [order(collection.fields)]
        : [],
  );
}

const json = { extension: "json", format: "json" } as const;

/** A collection the owner adds to, one JSON file per entry in content/<name>/. */
const jsonFolder = (collection: {
  name: string;
  label: string;
  label_singular: string;
  identifier_field: string;
  slug: string;
  summary: string;
  sortable_fields?: string[];
  fields: EditorField[];
}) => ({
  ...collection,
  folder: `content/${collection.name}`,
  ...json,
  create: true,
  editor: { preview: false },
});

/** "View Live": where a page file's words are seen (Decap takes the path without its leading slash). */
const pagePreview: Record<PageName, string> = {
  home: paths.home,
  services: paths.services,
  about: paths.about,
  areas: paths.areas,
  contact: paths.contact,
  storm: paths.storm,
  testimonials: paths.testimonials,
  blog: paths.blog,
  "our-work": paths.ourWork,
};
const previewPath = (path: string) => ({ preview_path: path.slice(1) });

/** The editor's name for each page file (content/pages/<name>.json). */
const pageLabels: Record<PageName, string> = {
  home: "Home page",
  services: "Services page",
  about: "About page",
  areas: "Areas page",
  contact: "Contact page",
  storm: "Storm page",
  testimonials: "Testimonials page (its reviews are the Testimonials)",
  blog: "Blog page, and what every post shows after its text",
  "our-work": "Our work page, and the jobs shown on other pages",
};

/** The whole of /admin/config.yml, as an object. */
export function editorConfig(backend: EditorBackend, siteOrigin: string) {
  return {
    // Where the editor signs in and commits (scripts/editor-backend.ts).
    ...backendConfig(backend),
    // `npm run cms` and the tests point the editor at their own local backend (admin/editor/editor.ts).
    local_backend: true,
    publish_mode: "simple",
    // File names made from a name or a title in plain ASCII ("Café Gum" → cafe-gum): the build makes the URL from them.
    slug: { encoding: "ascii", clean_accents: true },
    media_folder: "content/media",
    public_folder: "/media",
    // The live site, linked from the editor's header.
    site_url: siteOrigin,
    logo_url: "/favicon.svg",
    collections: [
      {
        name: "settings",
        label: "Business and storm notice",
        // The format named on the collection too: Decap looks a file collection's format up there,
        // and only by that name does it find this site's own JSON writer (admin/editor/json-format.ts).
        ...json,
        editor: { preview: false },
        files: [
          {
            name: "storm-notice",
            label: "Storm notice",
            file: "content/storm-notice.json",
            ...json,
            fields: editorFields(stormNoticeFile),
          },
          { name: "business", label: "Business facts", file: "content/business.json", ...json, fields: editorFields(businessFile) },
          {
            name: "catalogue",
            label: "Services and reasons",
            file: "content/catalogue.json",
            ...json,
            fields: editorFields(catalogueFile),
          },
        ],
      },
      {
        name: "pages",
        label: "Page text",
        ...json,
        editor: { preview: false },
        files: (Object.keys(pageFiles) as PageName[]).map((name) => ({
          name,
          label: pageLabels[name],
          file: `content/pages/${name}.json`,
          ...json,
          ...previewPath(pagePreview[name]),
          fields: editorFields(pageFiles[name]),
        })),
      },
      jsonFolder({
        name: "testimonials",
        ...previewPath(paths.testimonials),
        label: "Testimonials",
        label_singular: "Testimonial",
        identifier_field: "author",
        slug: "{{fields.date}}-{{author}}",
        summary: "{{author}}, {{location}} ({{date}})",
        sortable_fields: ["date", "author"],
        fields: editorFields(testimonialFile),
      }),
      jsonFolder({
        name: "jobs",
        ...previewPath(paths.ourWork),
        label: "Our work: jobs",
        label_singular: "Job",
        identifier_field: "title",
        slug: "{{fields.month}}-{{title}}",
        summary: "{{title}} ({{month}})",
        sortable_fields: ["month", "title"],
        fields: editorFields(jobFile),
      }),
      jsonFolder({
        name: "reviews",
        label: "Reviews for search engines",
        label_singular: "Review",
        identifier_field: "author",
        slug: "{{fields.datePublished}}-{{author}}",
        summary: "{{author}} ({{datePublished}})",
        sortable_fields: ["datePublished", "author"],
        fields: editorFields(reviewFile),
      }),
      jsonFolder({
        name: "suburbs",
        ...previewPath(suburbCanonicalPath("{{slug}}")),
        label: "Suburb pages",
        label_singular: "Suburb page",
        identifier_field: "name",
        slug: "{{name}}",
        summary: "{{name}} {{postcode}}",
        fields: editorFields(suburbFile),
      }),
      {
        name: "blog",
        ...previewPath(postPath("{{slug}}")),
        label: "Blog posts",
        label_singular: "Blog post",
        folder: "content/blog",
        extension: "md",
        format: "frontmatter",
        create: true,
        slug: "{{slug}}",
        summary: "{{title}} ({{published}})",
        editor: { preview: false },
        fields: [...editorFields(frontmatterSchema, { placeholders: false }), { name: "body", label: "Post", widget: "markdown" }],
      },
    ],
  };
}
