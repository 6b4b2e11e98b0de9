import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import facts from "../../content/business.json" with { type: "json" };
import { placeholderValues } from "#app/content/business.ts";
import { frontmatterSchema } from "#app/content/model/post-file.ts";
import { australianPhoneMessage } from "#app/content/phone.ts";
import { fillText, placeholderRule } from "#app/content/placeholders.ts";
import { businessFile } from "#app/content/model/business-file.ts";
import { jobFile } from "#app/content/model/job-file.ts";
import { stormNoticeFile } from "#app/content/model/storm-notice-file.ts";
import { suburbFile } from "#app/content/model/suburb-file.ts";
import { testimonialFile } from "#app/content/model/testimonial-file.ts";
import { homeShape } from "#app/content/model/pages.ts";
import { serviceFile } from "#app/content/model/service-file.ts";
import { iconNames } from "#app/content/icon-names.ts";
import { pages } from "#app/content/page-registry.ts";
import { SPEC_CONTENT } from "../fixtures/content-copy.ts";
import { editorConfig, editorFields, type EditorField } from "./admin-config.ts";
import { FOLDED_EMPTY } from "./editor-fields.ts";

/** The field names at every depth, as "address.postcode". */
const namesOf = (fields: EditorField[], prefix = ""): string[] =>
  fields.flatMap((field) => {
    const name = prefix + field.name;
    const nested = (field.fields as EditorField[] | undefined) ?? [];
    return [name, ...namesOf(nested, `${name}.`)];
  });

/** The property names at every depth of a zod object, in the same form. */
const keysOf = (shape: z.ZodType, prefix = ""): string[] => {
  const schema = z.toJSONSchema(shape, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  const walk = (node: { properties?: Record<string, unknown>; items?: unknown }, at: string): string[] =>
    Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
      const name = at + key;
      const inner = child as { properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } };
      const nested = inner.properties ? inner : inner.items?.properties ? inner.items : undefined;
      return [name, ...(nested ? walk(nested, `${name}.`) : [])];
    });
  return walk(schema, prefix);
};

const field = (fields: EditorField[], path: string): EditorField =>
  path.split(".").reduce<EditorField>(
    (found, name, index) => {
      const list = index === 0 ? fields : (found.fields as EditorField[]);
      return list.find((candidate) => candidate.name === name)!;
    },
    undefined as unknown as EditorField,
  );

describe("the editor's fields come from the content shapes", () => {
  it.each([
    ["business facts", businessFile],
    ["storm notice", stormNoticeFile],
    ["testimonial", testimonialFile],
    ["suburb", suburbFile],
  ])("every field of a %s file, at every depth, and no other", (_name, shape) => {
    expect(namesOf(editorFields(shape)).toSorted()).toEqual(keysOf(shape).toSorted());
  });

  it("a phone that is not an Australian number is refused with the build's own message; the real one passes", () => {
    const phone = field(editorFields(businessFile), "phone");
    const [pattern, message] = phone.pattern as [string, string];
    expect(new RegExp(pattern).test("call us anytime")).toBe(false);
    expect(new RegExp(pattern).test(facts.phone)).toBe(true);
    expect(message).toBe(australianPhoneMessage);
  });

  it("labels and hints come from the shapes; optional fields are not required", () => {
    const fields = editorFields(stormNoticeFile);
    expect(field(fields, "show")).toMatchObject({ widget: "boolean", label: "Show the storm notice" });
    // A date is asked for as a date (admin/next/field-controls.tsx), refused in the build's words if it is not one.
    expect(field(fields, "until")).toMatchObject({
      widget: "date",
      required: false,
      default: "",
      pattern: [expect.any(String), "a date as YYYY-MM-DD, or empty"],
    });
    expect(field(fields, "message")).not.toHaveProperty("required");
  });

  it("a list's bounds are the editor's too: a suburb page's service cards and questions, at least one and no more than fit", () => {
    for (const list of ["services.items", "faq.items"]) {
      const shape = list.split(".").reduce<z.ZodType>((schema, key) => (schema as z.ZodObject).shape[key]!, suburbFile);
      const { minItems, maxItems } = z.toJSONSchema(shape, { io: "input", unrepresentable: "any" }) as {
        minItems: number;
        maxItems: number;
      };
      expect([minItems, maxItems > minItems]).toEqual([1, true]);
      expect(field(editorFields(suburbFile), list)).toMatchObject({ widget: "list", min: minItems, max: maxItems });
    }
  });

  it("ranges: the quote reply time is whole hours from 1 to 168", () => {
    expect(field(editorFields(businessFile), "quoteReplyHours")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 168 });
  });
});

/** A content file as shipped (scripts/fixtures/spec-content): the owner's own may be written any valid way. */
const shippedFile = (file: string) => join(SPEC_CONTENT, file.replace(/^content\//, ""));

/** The content files the editor writes, each with the fields it writes them with. */
function editedFiles(): [file: string, fields: EditorField[]][] {
  type Collection = { files?: { file: string; fields: EditorField[] }[]; folder?: string; extension?: string; fields?: EditorField[] };
  const { collections } = editorConfig("https://example.org") as { collections: Collection[] };
  return collections.flatMap(({ files, folder, extension, fields = [] }): [string, EditorField[]][] => {
    if (files) return files.map((entry): [string, EditorField[]] => [entry.file, entry.fields]);
    if (!folder || extension !== "json" || !existsSync(shippedFile(folder))) return [];
    return readdirSync(shippedFile(folder))
      .filter((name) => name.endsWith(".json"))
      .map((name): [string, EditorField[]] => [`${folder}/${name}`, fields]);
  });
}

/** Where an object's keys are not in its fields' order, at any depth ("faq.items.0: answer before question"). */
function outOfOrder(value: unknown, fields: EditorField[] | undefined, at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => outOfOrder(item, fields, `${at}.${index}`));
  if (!value || typeof value !== "object" || !fields) return [];
  const names = fields.map((each) => each.name);
  const keys = Object.keys(value);
  const ranked = keys.map((key) => names.indexOf(key));
  const problems = ranked.some((rank, index) => index > 0 && rank < ranked[index - 1]!) ? [`${at}: ${keys.join(", ")}`] : [];
  return [
    ...problems,
    ...keys.flatMap((key) =>
      outOfOrder(
        (value as Record<string, unknown>)[key],
        fields.find((each) => each.name === key)?.fields as EditorField[],
        `${at}.${key}`,
      ),
    ),
  ];
}

describe("the shipped content files, as the editor writes them", () => {
  // Saving an entry unchanged then writes the same bytes, and a one-field edit is a one-line diff.
  it.each(editedFiles())("%s: two-space JSON with a final newline, its keys in the editor's field order at every depth", (file, fields) => {
    const text = readFileSync(shippedFile(file), "utf8");
    const data: unknown = JSON.parse(text);
    expect(text).toBe(`${JSON.stringify(data, null, 2)}\n`);
    expect(outOfOrder(data, fields, file)).toEqual([]);
  });
});

/** The editor's verdict on a value of a field: its pattern and message, as Decap applies them. */
const editorSays = (fields: EditorField[], path: string, value: string) => {
  const [pattern, message] = (field(fields, path).pattern as [string, string] | undefined) ?? ["", ""];
  return new RegExp(pattern).test(value) ? "accepted" : message;
};

describe("the editor refuses what the build refuses, in the build's words", () => {
  const postFields = editorFields(frontmatterSchema, { placeholders: false });
  const valid = {
    slug: "a-post",
    published: "2026-11-01",
    updated: "2026-11-01",
    author: "Lead Arborist",
    keywords: ["mulch"],
    section: "Advice",
  };
  const buildSays = (post: Record<string, unknown>) => {
    const result = frontmatterSchema.safeParse({ ...valid, ...post });
    return result.success ? "accepted" : result.error.issues.map((issue) => issue.message).join("; ");
  };
  const sentence = "A ring of mulch keeps a young tree's roots cool and moist.";

  it.each([
    ["a title under 10 characters", { title: "Mulch", description: sentence }, "title", "Mulch"],
    ["a description under 50 characters", { title: "Mulch rings", description: "Mulch helps." }, "description", "Mulch helps."],
    ["a description over 200 characters", { title: "Mulch rings", description: sentence.repeat(4) }, "description", sentence.repeat(4)],
  ])("%s", (_case, post, path, value) => {
    const said = editorSays(postFields, path, value);
    expect(said).not.toBe("accepted");
    expect(said).toContain(buildSays(post));
  });

  it("a well-formed post passes both", () => {
    expect(editorSays(postFields, "title", "Mulch rings")).toBe("accepted");
    expect(editorSays(postFields, "description", sentence)).toBe("accepted");
    expect(buildSays({ title: "Mulch rings", description: sentence })).toBe("accepted");
  });

  it("a word in braces the build cannot fill is refused in any free text, a known one passes", () => {
    const fields = editorFields(stormNoticeFile);
    let buildError = "";
    try {
      fillText("Call {Phone} tonight", placeholderValues, "message");
    } catch (error) {
      buildError = (error as Error).message;
    }
    expect(editorSays(fields, "message", "Call {Phone} tonight")).toBe(placeholderRule(Object.keys(placeholderValues)));
    expect(buildError).toContain(placeholderRule(Object.keys(placeholderValues)));
    expect(editorSays(fields, "message", "Call {phone} tonight, {emergency}. Prices {from $90}.")).toBe("accepted");
  });

  it("a Google reviews link that is not a web address is refused", () => {
    const fields = editorFields(businessFile);
    expect(editorSays(fields, "googleReviewsUrl", "maps.google.com/canopy")).toBe("a web address, starting with https://");
    expect(businessFile.shape.googleReviewsUrl.safeParse("maps.google.com/canopy").error?.issues[0]?.message).toBe(
      "a web address, starting with https://",
    );
    expect(editorSays(fields, "googleReviewsUrl", facts.googleReviewsUrl)).toBe("accepted");
  });
});

/** A post's top photo, as the build reads it from a well-formed post. */
const read = (hero: unknown) => frontmatterSchema.parse({ ...validPost, hero }).hero;

/** A post's frontmatter, well formed. */
const validPost = {
  title: "Mulch rings for young trees",
  description: "A ring of mulch keeps a young tree's roots cool and moist, and the mower away from its trunk.",
  slug: "mulch-rings",
  published: "2026-11-01",
  updated: "2026-11-01",
  author: "Lead Arborist",
  keywords: ["mulch"],
  section: "Advice",
};

describe("a post's top photo, optional in the editor and the build alike", () => {
  const fields = editorFields(frontmatterSchema, { placeholders: false });

  it("asks for none of its fields, so a post without one can be published", () => {
    expect(field(fields, "hero")).toMatchObject({ required: false });
    expect(field(fields, "hero.src")).toMatchObject({ required: false });
    expect(field(fields, "hero.alt")).toMatchObject({ required: false });
  });

  it("left empty, or with words but no photo, is no top photo; with a photo and no words, a decorative one", () => {
    expect(read({ src: "", alt: "" })).toBeUndefined();
    expect(read({ alt: "A mulched fig" })).toBeUndefined();
    expect(read({ src: "/media/fig.jpg", alt: "" })).toEqual({ src: "/media/fig.jpg", alt: "" });
  });
});

describe("choices, as the owner reads them", () => {
  it("a page of the site is named, not given as its path", () => {
    const link = field(editorFields(pages.blog.content), "aroundEachPost.next.links.link");
    expect(link.options).toContainEqual({ label: "Tree Services", value: "/services" });
  });

  it("an icon is chosen by what it shows, in words; the file keeps its name in the icon set", () => {
    const icon = field(editorFields(serviceFile), "icon");
    const options = icon.options as { label: string; value: string }[];
    expect(options.map(({ value }) => value)).toEqual(iconNames);
    expect(options).toContainEqual({ label: "Circle with a dot", value: "circle-dot" });
    expect(options).toContainEqual({ label: "Palm tree", value: "palmtree" });
    // Plain words: no lucide hyphens, each label its own.
    for (const { label } of options) expect(label).toMatch(/^[A-Z][a-z ()]+$/);
    expect(new Set(options.map(({ label }) => label)).size).toBe(options.length);
    // A reason's icon, on a page, is the same choice.
    const reason = field(field(editorFields(homeShape), "reasons.items").fields as EditorField[], "icon");
    expect(reason.options).toEqual(options);
  });

  it("a job's service is chosen from the services by title", () => {
    expect(field(editorFields(jobFile), "service")).toMatchObject({
      widget: "relation",
      collection: "services",
      value_field: "{{slug}}",
      display_fields: ["title"],
    });
  });

  it("a page's service is named by its title, and no two titles are alike", () => {
    const service = field(field(editorFields(homeShape), "services.items").fields as EditorField[], "service");
    const labels = (service.options as { label: string }[]).map(({ label }) => label);
    expect(labels).toContain("Tree Pruning");
    for (const label of labels)
      expect(
        labels.filter((other) => other !== label && other.startsWith(label)),
        label,
      ).toEqual([]);
  });

  it("a folded item of words shows its words, not the list's label: a post's keyword, not \"Keyword\"", () => {
    const keywords = field(editorFields(frontmatterSchema, { placeholders: false }), "keywords");
    expect(keywords.summary).toBe(`{{fields.keyword | default('${FOLDED_EMPTY}')}}`);
    expect(keywords.field).toMatchObject({ name: "keyword" });
    expect(field(editorFields(homeShape), "meta.keywords").summary).toBe(`{{fields.keyword | default('${FOLDED_EMPTY}')}}`);
  });

  it("no field is labelled in a developer's word: the line above a heading, a map position", () => {
    const labels = (fields: EditorField[]): string[] =>
      fields.flatMap((each) => [
        each.label,
        ...labels((each.fields as EditorField[] | undefined) ?? []),
        ...(each.field ? labels([each.field as EditorField]) : []),
      ]);
    const seen = [businessFile, suburbFile, homeShape].flatMap((shape) => labels(editorFields(shape)));
    expect(seen).toEqual(expect.arrayContaining(["Line above the heading", "Map position", "North–south position", "East–west position"]));
    for (const word of ["Eyebrow", "Geo", "Latitude", "Longitude"]) expect(seen).not.toContain(word);
  });
});
