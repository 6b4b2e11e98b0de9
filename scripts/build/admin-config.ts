/**
 * The editor's configuration (/admin/config.yml): its backend, and a collection for each kind of
 * content file, read from the content registry (app/content/collections.ts) and the page registry
 * (app/content/page-registry.ts), each file's fields made from its shape (./editor-fields.ts).
 */
import type { FieldOrder } from "../../admin/editor/json-format.ts";
import { folders, mediaFolder, singleFiles, type Folder } from "#app/content/collections.ts";
import { paths } from "#app/site/paths.ts";
import { pageEntries } from "#app/content/page-registry.ts";
import { editorFields, type EditorField } from "./editor-fields.ts";

export { editorFields, type EditorField };

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

/** A folder of the content registry as a collection the owner adds to, one file per entry. */
const folderCollection = ({ folder, format, shape, editor }: Pick<Folder, "folder" | "format" | "shape" | "editor">) => ({
  name: folder,
  label: editor.label,
  label_singular: editor.labelSingular,
  identifier_field: editor.identifier,
  folder: `content/${folder}`,
  ...(format === "json"
    ? { ...json, fields: editorFields(shape) }
    : // A post: its frontmatter's fields (no placeholders are filled there), then its text.
      {
        extension: "md",
        format: "frontmatter",
        fields: [...editorFields(shape, { placeholders: false }), { name: "body", label: "Post", widget: "markdown" }],
      }),
  create: true,
  slug: editor.newFileName,
  summary: editor.summary,
  ...(editor.sortable ? { sortable_fields: editor.sortable } : {}),
  ...(editor.preview ? { preview_path: editor.preview } : {}),
  editor: { preview: false },
});

/** The whole of /admin/config.yml, as an object. */
export function editorConfig(siteOrigin: string) {
  return {
    // File names made from a name or a title in plain ASCII ("Café Gum" → cafe-gum): the build makes the URL from them.
    slug: { encoding: "ascii", clean_accents: true },
    media_folder: `content/${mediaFolder}`,
    public_folder: paths.media.replace(/\/$/, ""),
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
        files: Object.values(singleFiles).map(({ file, shape, label }) => ({
          name: file.replace(/\.json$/, ""),
          label,
          file: `content/${file}`,
          ...json,
          fields: editorFields(shape),
        })),
      },
      {
        name: "pages",
        label: "Page text",
        ...json,
        editor: { preview: false },
        files: pageEntries.flatMap(([name, { path, content, editorLabel }]) =>
          content
            ? [
                {
                  name,
                  label: editorLabel ?? name,
                  file: `content/pages/${name}.json`,
                  ...json,
                  // "View Live": where the page's words are seen.
                  preview_path: path.slice(1),
                  fields: editorFields(content),
                },
              ]
            : [],
        ),
      },
      ...Object.values(folders).map((folder) => folderCollection(folder)),
    ],
  };
}
