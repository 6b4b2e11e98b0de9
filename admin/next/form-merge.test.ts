import { describe, expect, it } from "vitest";
import { mergeForms } from "./form-merge.ts";

const opened = { phone: "0491 570 156", years: 12, address: { suburb: "Nambour", postcode: "4560" }, areas: ["Nambour", "Buderim"] };

describe("two changes of one file merged field by field", () => {
  it("keeps both when each side changed different fields, within groups too", () => {
    const published = { ...opened, years: 15, address: { ...opened.address, suburb: "Maroochydore" } };
    const mine = { ...opened, phone: "0412 345 678", address: { ...opened.address, postcode: "4558" } };
    expect(mergeForms(opened, published, mine)).toEqual({
      merged: { phone: "0412 345 678", years: 15, address: { suburb: "Maroochydore", postcode: "4558" }, areas: ["Nambour", "Buderim"] },
      clashes: [],
    });
  });

  it("merges lists item by item by position: a changed item and an added one are both kept", () => {
    const published = { ...opened, areas: ["Nambour", "Buderim", "Coolum"] };
    const mine = { ...opened, areas: ["Nambour", "Mooloolaba"] };
    expect(mergeForms(opened, published, mine).merged).toEqual({ ...opened, areas: ["Nambour", "Mooloolaba", "Coolum"] });
    const removed = { ...opened, areas: ["Nambour"] };
    expect(mergeForms(opened, { ...opened, years: 15 }, removed).merged).toEqual({ ...opened, years: 15, areas: ["Nambour"] });
  });

  it("names each field both sides changed differently, with both values, and keeps the form's until the owner chooses", () => {
    const published = { ...opened, phone: "07 5444 1234", areas: ["Nambour", "Coolum"] };
    const mine = { ...opened, phone: "0412 345 678", areas: ["Nambour", "Mooloolaba"] };
    const { merged, clashes } = mergeForms(opened, published, mine);
    expect(clashes).toEqual([
      { path: ["phone"], mine: "0412 345 678", published: "07 5444 1234" },
      { path: ["areas", 1], mine: "Mooloolaba", published: "Coolum" },
    ]);
    expect(merged).toEqual(mine);
  });

  it("is no question when both sides made the same change, or one side changed nothing", () => {
    const both = { ...opened, phone: "0412 345 678" };
    expect(mergeForms(opened, both, both)).toEqual({ merged: both, clashes: [] });
    expect(mergeForms(opened, opened, both)).toEqual({ merged: both, clashes: [] });
    expect(mergeForms(opened, both, opened)).toEqual({ merged: both, clashes: [] });
  });

  it("merges a file deleted since as an empty one: a field the form changed asks which to keep, the rest goes with the file", () => {
    const mine = { ...opened, phone: "0412 345 678" };
    expect(mergeForms(opened, null, mine)).toEqual({
      merged: { phone: "0412 345 678" },
      clashes: [{ path: ["phone"], mine: "0412 345 678", published: undefined }],
    });
    expect(mergeForms(opened, null, opened)).toEqual({ merged: {}, clashes: [] });
  });
});
