import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaFiles, schemaFolder } from "./content-json-schemas.ts";

const root = join(import.meta.dirname, "../..");

describe("the content files' JSON Schemas", () => {
  const files = schemaFiles();

  it("are what the shapes write today (after a shape changes: npm run schemas)", () => {
    for (const [path, text] of files) {
      expect(existsSync(join(root, path)), `${path} is missing: npm run schemas`).toBe(true);
      expect(readFileSync(join(root, path), "utf8"), `${path} is out of date: npm run schemas`).toBe(text);
    }
    const written = readdirSync(join(root, schemaFolder)).map((name) => `${schemaFolder}/${name}`);
    expect(
      written.filter((path) => !files.has(path)),
      "a schema no shape writes any more",
    ).toEqual([]);
  });

  it("carry the editor's labels and hints, and refuse what the build refuses", () => {
    const service = JSON.parse(files.get(`${schemaFolder}/services.schema.json`) ?? "{}");
    expect(service.properties.title).toMatchObject({ title: "Title", type: "string", minLength: 1 });
    expect(service.additionalProperties).toBe(false);
    expect(service.required).toContain("order");
  });
});
