/**
 * `npm run schemas`: a JSON Schema of every JSON file in content/, written from the same shapes the
 * build checks (with their labels and hints), and the editor settings that map each file to its
 * schema, so a developer who edits content/*.json by hand gets completion and the owner's hints.
 * VS Code reads .vscode/settings.json; other editors take the schemas by path. A test holds the
 * written files to the shapes (content-json-schemas.test.ts). Posts are Markdown: their front matter
 * is checked by the build and the editor only.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { reasonIds } from "#app/content/catalogue.ts";
import { folders, singleFiles } from "#app/content/collections.ts";
import { pageEntries } from "#app/content/page-registry.ts";

export const schemaFolder = ".vscode/content-schemas";
const settingsFile = ".vscode/settings.json";

/** Every JSON file kind of content/: its schema's file name, the files it matches, and its shape. */
function contentKinds(): { name: string; fileMatch: string; shape: z.ZodType }[] {
  return [
    ...Object.entries(singleFiles).map(([name, { file, shape }]) => ({ name, fileMatch: `content/${file}`, shape })),
    ...Object.entries(folders)
      .filter(([, { format }]) => format === "json")
      .map(([name, { folder, shape }]) => ({ name, fileMatch: `content/${folder}/*.json`, shape })),
    ...pageEntries.flatMap(([name, { content }]) =>
      content ? [{ name: `page-${name}`, fileMatch: `content/pages/${name}.json`, shape: content }] : [],
    ),
  ];
}

const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

type JsonSchema = Record<string, unknown>;
const own = (what: string) => ({ type: "string", description: `This page's own ${what}; empty: the catalogue's.` });
/** What a page's file may write instead of a reason or a service: its id in the catalogue, with the page's own words (app/content/catalogue.ts). */
const byId: Record<"reason" | "service", JsonSchema> = {
  reason: {
    description: "A reason of content/catalogue.json by its id, with this page's own title or description where it says it differently.",
    properties: {
      reason: { enum: [...reasonIds], description: "The reason's id in content/catalogue.json." },
      title: own("title"),
      description: own("description"),
    },
  },
  service: {
    description: "A service of content/services by its file's name, with this page's own words where it says it differently.",
    properties: {
      service: { type: "string", minLength: 1, description: "The service's file name in content/services, for example tree-removal." },
      title: own("title"),
      description: own("description"),
      features: { type: "array", items: { type: "string" }, description: "This page's own features; empty: the service's." },
    },
  },
};

/** A reason or a service card of a page's file: its own words, or a catalogue entry by its id (the build fills it in before it checks). */
function orById({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  const catalogue = z.globalRegistry.get(zodSchema)?.catalogue;
  if (catalogue !== "reason" && catalogue !== "service") return;
  const ownWords = { ...jsonSchema, properties: { ...(jsonSchema.properties as object), [catalogue]: { const: "" } } };
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  const { description, properties } = byId[catalogue];
  Object.assign(jsonSchema, {
    anyOf: [ownWords, { type: "object", description, properties, required: [catalogue], additionalProperties: false }],
  });
}

/** The files `npm run schemas` writes, by path from the repository's top, with their text. */
export function schemaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const mappings = contentKinds().map(({ name, fileMatch, shape }) => {
    // The file as it is written (input), where a transform would differ from what the pages read.
    files.set(
      `${schemaFolder}/${name}.schema.json`,
      asText(z.toJSONSchema(shape, { io: "input", unrepresentable: "any", override: orById })),
    );
    return { fileMatch: [`/${fileMatch}`], url: `./${schemaFolder}/${name}.schema.json` };
  });
  files.set(settingsFile, asText({ "json.schemas": mappings }));
  return files;
}

if (import.meta.main) {
  const root = join(import.meta.dirname, "../..");
  mkdirSync(join(root, schemaFolder), { recursive: true });
  for (const [path, text] of schemaFiles()) writeFileSync(join(root, path), text);
  console.log(`Wrote ${schemaFiles().size - 1} content schemas to ${schemaFolder}/ and their mapping to ${settingsFile}.`);
}
