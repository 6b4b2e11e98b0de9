import { describe, expect, it } from "vitest";
import { mergeForms } from "./form-merge.ts";

const opened = { phone: "0491 570 156", years: 12, address: { suburb: "Nambour", postcode: "4560" }, areas: ["Nambour", "Buderim"] };

const photo = (name: string, alt: string) => ({ image: `/media/${name}.webp`, alt });

describe("two changes of one file merged field by field", () => {
  it("keeps both when each side changed different fields, within groups too", () => {
    const published = { ...opened, years: 15, address: { ...opened.address, suburb: "Maroochydore" } };
    const mine = { ...opened, phone: "0412 345 678", address: { ...opened.address, postcode: "4558" } };
    expect(mergeForms(opened, published, mine)).toEqual({
      merged: { phone: "0412 345 678", years: 15, address: { suburb: "Maroochydore", postcode: "4558" }, areas: ["Nambour", "Buderim"] },
      clashes: [],
    });
  });

  it("merges lists item by item by identity: a changed item and an added one are both kept", () => {
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
    expect(clashes).toEqual([{ path: ["phone"], mine: "0412 345 678", published: "07 5444 1234" }]);
    // A word changed on each side is a word removed and one added on each: both added ones kept, nothing lost.
    expect(merged).toEqual({ ...mine, areas: ["Nambour", "Mooloolaba", "Coolum"] });
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

  const job = { title: "Palm removal", photos: [photo("before", "The palm"), photo("during", "Climbing"), photo("after", "Cleared")] };

  it("keeps both when an item is added in each of two tabs, with no question", () => {
    const published = { ...job, photos: [...job.photos, photo("stump", "Stump ground")] };
    const mine = { ...job, photos: [...job.photos, photo("mulch", "Mulch left")] };
    expect(mergeForms(job, published, mine)).toEqual({
      merged: { ...job, photos: [...job.photos, photo("mulch", "Mulch left"), photo("stump", "Stump ground")] },
      clashes: [],
    });
    // Added at the top in one tab, at the end in the other: each where its tab put it.
    const atTop = { ...job, photos: [photo("crew", "The crew"), ...job.photos] };
    expect(mergeForms(job, atTop, mine).merged).toEqual({
      ...job,
      photos: [photo("crew", "The crew"), ...job.photos, photo("mulch", "Mulch left")],
    });
  });

  it("follows an item that moved: a reorder in one tab keeps the other tab's change to the moved item, in the new order", () => {
    const [before, during, after] = job.photos as [ReturnType<typeof photo>, ReturnType<typeof photo>, ReturnType<typeof photo>];
    const reordered = { ...job, photos: [after, before, during] };
    const described = { ...job, photos: [before, during, { ...after, alt: "The yard cleared" }] };
    const expected = { ...job, photos: [{ ...after, alt: "The yard cleared" }, before, during] };
    // Reordered in the other tab and published; this tab changed a description.
    expect(mergeForms(job, reordered, described)).toEqual({ merged: expected, clashes: [] });
    // Reordered in this tab; the other tab changed the description and published it.
    expect(mergeForms(job, described, reordered)).toEqual({ merged: expected, clashes: [] });
  });

  it("asks about an item both tabs changed, at its place in the merged list, and removes one removed on one side only", () => {
    const [before, during, after] = job.photos as [ReturnType<typeof photo>, ReturnType<typeof photo>, ReturnType<typeof photo>];
    const published = { ...job, photos: [during, { ...after, alt: "All clear" }] };
    const mine = { ...job, photos: [before, during, { ...after, alt: "Cleared away" }] };
    expect(mergeForms(job, published, mine)).toEqual({
      merged: { ...job, photos: [during, { ...after, alt: "Cleared away" }] },
      clashes: [{ path: ["photos", 1, "alt"], mine: "Cleared away", published: "All clear" }],
    });
  });
});
