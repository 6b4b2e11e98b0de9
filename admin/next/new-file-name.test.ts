import { describe, expect, it } from "vitest";
import { fileNamePart, newFileName } from "./new-file-name.ts";

describe("a new entry's file name, as the Decap editor made it", () => {
  it("is a suburb's name in lower-case ASCII with hyphens, accents cleaned", () => {
    expect(newFileName("{{name}}", "name", { name: "Mount Coolum" })).toBe("mount-coolum");
    expect(newFileName("{{name}}", "name", { name: "Café Gum" })).toBe("cafe-gum");
    expect(newFileName("{{name}}", "name", { name: "  Mt. Coolum  " })).toBe("mt-coolum");
  });

  it("puts a job's month before its title, and a testimonial's date before its author", () => {
    expect(newFileName("{{fields.month}}-{{title}}", "title", { month: "2025-03", title: "Storm-damaged gum, Buderim" })).toBe(
      "2025-03-storm-damaged-gum-buderim",
    );
    expect(newFileName("{{fields.date}}-{{author}}", "author", { date: "2024-11-02", author: "Sarah O'Brien" })).toBe(
      "2024-11-02-sarah-obrien",
    );
  });

  it("names a post by its title, the identifying field, as {{slug}} did in Decap", () => {
    expect(newFileName("{{slug}}", "title", { title: "Is my tree dying? 5 signs", slug: "dying-tree" })).toBe("is-my-tree-dying-5-signs");
  });

  it("keeps underscores and tildes as Decap did, and leaves an empty field empty", () => {
    expect(fileNamePart("a_b~c")).toBe("a_b~c");
    expect(fileNamePart("!!! ???")).toBe("");
    expect(newFileName("{{fields.month}}-{{title}}", "title", { title: "Hedge" })).toBe("-hedge");
  });
});
