/** The question where two changes meet: each field named as the form names it, both values in the owner's words. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClashQuestion } from "./clash-question.tsx";
import type { Field } from "./editor-model.ts";

const fields: Field[] = [
  { name: "address", label: "Address", widget: "object", fields: [{ name: "postcode", label: "Postcode", widget: "string" }] },
  {
    name: "areas",
    label: "Service areas",
    label_singular: "Service area",
    widget: "list",
    field: { name: "area", label: "Area", widget: "string" },
  },
  {
    name: "faq",
    label: "Questions and answers",
    label_singular: "Question",
    widget: "list",
    fields: [{ name: "answer", label: "Answer", widget: "text" }],
  },
  { name: "show", label: "Show the storm notice", widget: "boolean" },
];

describe("the question where two changes meet", () => {
  it("names each field by its labels from the form's top, items counted from 1, with both values in the owner's words", () => {
    const html = renderToStaticMarkup(
      <ClashQuestion
        fields={fields}
        onKeep={() => {}}
        clashes={[
          { path: ["address", "postcode"], mine: "4558", published: "4560" },
          { path: ["areas", 1], mine: "Coolum", published: undefined },
          { path: ["faq", 0, "answer"], mine: "Today.", published: "Within the hour." },
          { path: ["show"], mine: true, published: false },
        ]}
      />,
    );
    const said = html.replaceAll(/<[^>]+>/g, "|").replaceAll(/\|+/g, "|");
    expect(said).toBe(
      "|Your change and the published one differ here: choose which to keep, then press Publish.|Address → Postcode|Keep yours: 4558|Keep the published one: 4560|" +
        "Service areas → Service area 2|Keep yours: Coolum|Keep the published one: (empty)|" +
        "Questions and answers → Question 1 → Answer|Keep yours: Today.|Keep the published one: Within the hour.|" +
        "Show the storm notice|Keep yours: On|Keep the published one: Off|",
    );
  });
});
