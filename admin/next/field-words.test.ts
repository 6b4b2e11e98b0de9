/**
 * Every label, hint and choice of every form this editor opens, as the owner reads them: none of the
 * developer's words (the spec walks each kind of form at least once; this reads every field of them).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_ORIGIN } from "#app/settings/settings.ts";
import { editorConfig } from "../../scripts/build/admin-config.ts";
import { developerWordsIn } from "./developer-words.ts";
import type { Collection, Field } from "./editor-model.ts";
import { hintOf } from "./month-field.ts";
import { isPostsFormat, postFormFields } from "./post-fields.ts";

/** What the owner reads of a field and of everything in it. */
const readOf = (field: Field): string[] =>
  field.widget === "hidden"
    ? []
    : [
        field.label,
        field.label_singular ?? "",
        hintOf(field) ?? "",
        ...(field.options ?? []).map((option) => option.label),
        ...[...(field.fields ?? []), ...(field.field ? [field.field] : [])].flatMap(readOf),
      ];

/** The forms this editor opens: named files, folders of JSON files, and blog posts (their address in its own words). */
const formsOf = (collection: Collection): Field[][] =>
  collection.files
    ? collection.files.map((file) => file.fields)
    : isPostsFormat(collection.format)
      ? [postFormFields(collection.fields ?? [])]
      : [collection.fields ?? []];

describe("the forms the editor opens", () => {
  it("label, hint and offer their choices in the owner's words only", () => {
    const collections = editorConfig(DEFAULT_SITE_ORIGIN).collections as Collection[];
    const read = collections.flatMap((collection) => [collection.label, ...formsOf(collection).flat().flatMap(readOf)]);
    expect(read.length).toBeGreaterThan(collections.length * 2);
    expect(read.flatMap(developerWordsIn)).toEqual([]);
  });
});
