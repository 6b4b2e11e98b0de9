/**
 * A photo field as the form draws it from the shapes (scripts/build/editor-fields.ts): a job's photos
 * and a post's top photo, each small with what it shows, the phone's own picker (camera or library,
 * an iPhone's HEIC too), the library to choose from, and a way to take an optional photo off.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { jobFile } from "#app/content/model/job-file.ts";
import { frontmatterSchema } from "#app/content/model/post-file.ts";
import { editorFields } from "../../scripts/build/editor-fields.ts";
import { developerWordsIn } from "./developer-words.ts";
import type { Field } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { FieldControl } from "./field-controls.tsx";
import type { FormContext } from "./form-parts.ts";
import { memoryBackend } from "./memory-backend.ts";
import { pendingPhotos } from "./pending-photos.ts";

function drawn(fields: Field[], name: string, value: unknown) {
  const form: FormContext = {
    change: () => {},
    problemsOf: () => [],
    problemsWithin: () => [],
    choicesOf: () => [],
    renderControl: (props) => <FieldControl {...props} form={form} />,
    photos: { backend: memoryBackend().backend, pending: pendingPhotos("content/jobs/a.json") },
  };
  const field = fields.find((each) => each.name === name)!;
  return renderToStaticMarkup(<FieldControl field={field} path={[name]} value={value} chain={[]} form={form} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("a photo field", () => {
  it("in a job's photos: each photo small, with what it shows, a picker offering camera and library, and the library", () => {
    const html = drawn(editorFields(jobFile) as Field[], "photos", [
      { image: "/media/split-gum.jpg", alt: "The split gum on the roof", stage: "before" },
      { image: "", alt: "", stage: "after" },
    ]);
    expect(html).toContain('src="/media/split-gum.jpg"');
    expect(text(html)).toContain("split-gum.jpg The split gum on the roof");
    expect(text(html)).toContain(words.noPhotoYet);
    expect(html.match(/<input[^>]*type="file"[^>]*>/g)).toEqual([
      expect.stringContaining('accept="image/*,.heic,.heif"'),
      expect.anything(),
    ]);
    expect(html).not.toContain("capture");
    expect(text(html)).toContain(words.changePhoto);
    expect(text(html)).toContain(words.takePhoto);
    expect(html.match(new RegExp(words.chooseFromPhotos, "g"))).toHaveLength(4); // each field's button and its list's title
    expect(text(html)).not.toContain(words.takePhotoOff); // a job's photo is required
    expect(developerWordsIn(text(html))).toEqual([]);
  });

  it("in a post: its top photo, optional, may be taken off", () => {
    const hero = (editorFields(frontmatterSchema) as Field[]).find((field) => field.name === "hero")!;
    const html = drawn(hero.fields ?? [], "src", "/media/hedge.webp");
    expect(html).toContain('src="/media/hedge.webp"');
    expect(text(html)).toContain(words.takePhotoOff);
  });
});
