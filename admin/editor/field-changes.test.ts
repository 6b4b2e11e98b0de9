import { describe, expect, it } from "vitest";
import { fieldChanges, type LabelledField } from "./field-changes.ts";

const fields: LabelledField[] = [
  { name: "phone", label: "Phone number" },
  { name: "reviews", label: "Reviews", label_singular: "Review", fields: [{ name: "quote", label: "Quote" }] },
];

describe("the fields two versions of a file differ in", () => {
  it("named by their labels, a list's item by its number, with both values", () => {
    const base = { phone: "1", reviews: [{ quote: "Great" }, { quote: "Tidy" }] };
    const saved = { phone: "2", reviews: [{ quote: "Great" }, { quote: "Very tidy" }] };
    expect(fieldChanges(fields, base, saved, saved)).toEqual([
      { where: "Phone number", saved: "2", yours: "2" },
      { where: "Reviews → item 2 → Quote", saved: "Very tidy", yours: "Very tidy" },
    ]);
  });

  it("names a list's item as the own editor asks ('Review 2'), and finds none when the two are the same", () => {
    const named = fieldChanges(
      fields,
      { reviews: [{ quote: "a" }] },
      { reviews: [{ quote: "b" }] },
      {},
      (list, at) => `${list?.label_singular} ${at}`,
    );
    expect(named.map(({ where }) => where)).toEqual(["Reviews → Review 1 → Quote"]);
    expect(fieldChanges(fields, { phone: "1" }, { phone: "1" }, {})).toEqual([]);
  });
});
