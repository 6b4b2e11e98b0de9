/** The form drawn from a content shape: the same fields the current editor is configured with (scripts/build/editor-fields.ts). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { businessFile } from "#app/content/model/business-file.ts";
import { jobFile } from "#app/content/model/job-file.ts";
import { says, text } from "#app/content/model/fields.ts";
import { shapeProblems } from "#app/content/owner-words.ts";
import { editorFields } from "../../scripts/build/editor-fields.ts";
import { developerWordsIn } from "./developer-words.ts";
import type { Field } from "./editor-model.ts";
import { FieldControl } from "./field-controls.tsx";
import type { FormContext } from "./form-parts.ts";
import { problemsAt, problemsWithin } from "./problem-places.ts";

function formOf(fields: Field[], value: Record<string, unknown>, problems: string[] = []) {
  const form: FormContext = {
    change: () => {},
    problemsOf: (chain, whole) => problemsAt(problems, chain, whole),
    problemsWithin: (chain) => problemsWithin(problems, chain),
    choicesOf: () => [],
    renderControl: (props) => <FieldControl {...props} form={form} />,
  };
  return renderToStaticMarkup(
    <form>
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} path={[field.name]} value={value[field.name]} chain={[]} form={form} />
      ))}
    </form>,
  );
}

/** The markup of the field named `name`, up to the next field. */
const fieldMarkup = (html: string, name: string) => html.slice(html.indexOf(`data-field="${name}"`)).split(/data-field="/)[1] ?? "";

const sample = z.object({
  title: text.meta(says("Title", "What was done, where.")),
  story: text.meta(says("The story")),
  order: z.int().min(1).meta(says("Order")),
  show: z.boolean().meta(says("Show the storm notice")),
  stage: z.enum(["before", "after"]).meta(says("Stage")),
  until: z.iso.date().meta(says("Last day")),
  keywords: z.array(text).min(1).meta(says("Keywords")),
  faq: z
    .array(z.object({ question: text.meta(says("Question")), answer: text.meta(says("Answer")) }))
    .max(2)
    .meta({ ...says("Questions and answers"), itemTitle: "Question" }),
});

describe("a form drawn from a content shape", () => {
  const value = {
    title: "Gum made safe",
    story: "Two sentences.",
    order: 3,
    show: true,
    stage: "after",
    until: "2026-12-01",
    keywords: ["storm"],
    faq: [
      { question: "How soon?", answer: "Today." },
      { question: "Insured?", answer: "Yes." },
    ],
  };
  const html = formOf(editorFields(sample), value);

  it("gives each kind of field its control, labelled with the shape's title and hint", () => {
    expect(fieldMarkup(html, "title")).toMatch(
      /<label[^>]*>Title<\/label><p[^>]*>What was done, where\.<\/p><input[^>]*type="text"[^>]*value="Gum made safe"/,
    );
    expect(fieldMarkup(html, "story")).toMatch(/<textarea[^>]*>Two sentences\.<\/textarea>/);
    expect(fieldMarkup(html, "order")).toMatch(/<input[^>]*type="number"[^>]*min="1"[^>]*step="1"[^>]*value="3"/);
    expect(fieldMarkup(html, "show")).toMatch(/<input[^>]*type="checkbox" role="switch" aria-checked="true"[^>]*checked=""/);
    expect(fieldMarkup(html, "stage")).toMatch(/<option value="before">Before<\/option><option value="after" selected="">After<\/option>/);
    expect(fieldMarkup(html, "until")).toMatch(/<input[^>]*type="date"[^>]*value="2026-12-01"/);
    expect(fieldMarkup(html, "keywords")).toMatch(/<input type="text" aria-label="Keyword 1"[^>]*value="storm"/);
  });

  it("numbers a list's items from 1 with Move up, Move down and Remove, and offers Add only while the shape has room", () => {
    const list = html.slice(html.indexOf('data-field="faq"'));
    expect(list).toContain("Question 1");
    expect(list).toMatch(/<button type="button"[^>]*aria-label="Move up: Question 1" disabled=""/);
    expect(list).toMatch(/<button type="button"[^>]*aria-label="Move down: Question 2" disabled=""/);
    expect(list).toMatch(/aria-label="Remove: Question 2"/);
    expect(list).toMatch(/<button type="button"[^>]*disabled="">＋ Add a question<\/button>/);
    const roomy = formOf(editorFields(sample), { ...value, faq: [value.faq[0]] });
    expect(roomy.slice(roomy.indexOf('data-field="faq"'))).toMatch(/<button type="button" class="[^"]*">＋ Add a question<\/button>/);
  });

  it("labels every field of a real shape, at every depth, as the current editor does", () => {
    const facts = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../scripts/fixtures/spec-content/business.json"), "utf8"),
    ) as Record<string, unknown>;
    const fields = editorFields(businessFile);
    const form = formOf(fields, facts);
    const labels = (list: Field[]): string[] =>
      list.flatMap((field) => (field.widget === "hidden" ? [] : [field.label, ...labels(field.fields ?? [])]));
    for (const label of labels(fields)) expect(form, label).toContain(`>${label.replaceAll("&", "&amp;")}<`);
  });

  it("shows the content check's refusal beside the field it names", () => {
    const facts = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../scripts/fixtures/spec-content/business.json"), "utf8"),
    ) as Record<string, unknown>;
    const { problems } = shapeProblems("Business facts", businessFile, { ...facts, phone: "12" });
    expect(problems).toHaveLength(1);
    const form = formOf(editorFields(businessFile), { ...facts, phone: "12" }, problems);
    expect(fieldMarkup(form, "phone")).toContain(`role="alert">${problems[0]}</p>`);
  });

  it("asks a job's month with the phone's month picker, its hint in the owner's words, while the build still checks its form", () => {
    const month = editorFields(jobFile).find((field) => field.name === "month") as Field;
    const markup = fieldMarkup(formOf([month], { month: "2026-11" }), "month");
    expect(markup).toMatch(/<input[^>]*type="month"[^>]*value="2026-11"/);
    expect(developerWordsIn(markup)).toEqual([]);
    expect(month.pattern?.[1]).toContain("YYYY-MM");
  });
});
