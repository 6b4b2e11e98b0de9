import { describe, expect, it } from "vitest";
import { moved, valueAt, withValue } from "./form-values.ts";

describe("a form's value changed one field at a time", () => {
  it("replaces the field at a path, leaving the rest and the order of the keys as they were", () => {
    const facts = { name: "Canopy", phone: "0491 570 156", credentials: [{ label: "Insured" }, { label: "Qualified" }] };
    const changed = withValue(facts, ["credentials", 1, "label"], "AQF 5");
    expect(changed).toEqual({ name: "Canopy", phone: "0491 570 156", credentials: [{ label: "Insured" }, { label: "AQF 5" }] });
    expect(Object.keys(withValue(facts, ["name"], "Canopy Tree Care") as object)).toEqual(["name", "phone", "credentials"]);
    expect(valueAt(changed, ["credentials", 1, "label"])).toBe("AQF 5");
    expect(facts.credentials[1]!.label).toBe("Qualified");
  });

  it("leaves an emptied number out, so the check says it is empty", () => {
    expect(withValue({ order: 3, title: "Hedges" }, ["order"], undefined)).toEqual({ title: "Hedges" });
  });

  it("moves a list's item up or down, and not past either end", () => {
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
});
