/**
 * A service is content: one file of content/services, its id the file's name. Added, it is in the
 * catalogue in its order and, if its file says so, in the quote form; a suburb page or a job naming
 * a service that has no file is refused by the build and the editor alike; a service that something
 * names is not retired, and the refusal names them in the owner's words.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContent, quoteServiceOptions, readCatalogue, readSuburbs } from "#app/content/content-files.server.ts";
import { contentIndex } from "#app/content/content-index.server.ts";
import { checkEditorEntry } from "#app/content/editor-entry.ts";
import { retireRefusals } from "#app/content/service-ties.ts";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";
import { hedgeTrimming } from "../../scripts/fixtures/owner-growth.ts";

const { file, edit } = copyContentForEachTest();

const hedges = { ...hedgeTrimming, order: 99, quoteForm: true };

/** The index as the editor has it: no photos, since it offers only those uploaded (entry-check.ts). */
const editorIndex = () => ({ ...contentIndex(), photos: undefined });

/** What the build says of the content: its problems, one a line; none if it builds. */
function buildSays(): string[] {
  try {
    checkContent();
    return [];
  } catch (error) {
    return (error as Error).message.split("\n").slice(1);
  }
}

describe("a service is a file of content/services", () => {
  it("is added by one file: in the catalogue in its order, and in the quote form by its title", () => {
    const before = Object.keys(readCatalogue().services);
    writeFileSync(file("services/hedge-trimming.json"), JSON.stringify(hedges));
    const after = Object.keys(readCatalogue().services);
    expect(after).toEqual([...before, "hedge-trimming"]);
    expect(quoteServiceOptions()).toContainEqual({ value: "hedge-trimming", label: "Hedge Trimming" });
    expect(buildSays()).toEqual([]);
  });

  it("is offered by the quote form only if its file says so, by its quote name if it has one", () => {
    writeFileSync(file("services/hedge-trimming.json"), JSON.stringify({ ...hedges, quoteForm: false }));
    expect(quoteServiceOptions().map((option) => option.value)).not.toContain("hedge-trimming");
    writeFileSync(file("services/hedge-trimming.json"), JSON.stringify({ ...hedges, quoteLabel: "Hedges" }));
    expect(quoteServiceOptions()).toContainEqual({ value: "hedge-trimming", label: "Hedges" });
  });

  it("named by a suburb page without a file, is refused by the build and the editor in the same words", () => {
    const suburb = readSuburbs()[0]!;
    edit(`suburbs/${suburb.slug}.json`, (json) => (json.services.items[1].service = "hedge-trimming"));
    const says = buildSays();
    expect(says).toEqual([
      expect.stringMatching(new RegExp(`Suburb page "${suburb.name}" → .*item 2.*there is no service "hedge-trimming"`)),
    ]);
    expect(says[0]).not.toMatch(/content\/|\.json|items\.1/);
  });
});

describe("retiring a service", () => {
  it("is refused while a suburb page or a page names it, naming each as the editor does", () => {
    const index = contentIndex();
    const [palms] = Object.entries(index.catalogue.services).filter(([id]) => id === "palms");
    const naming = index.serviceUsers.filter((user) => user.services.includes("palms")).map((user) => user.label);
    expect(naming.length).toBeGreaterThan(0);
    const [refusal] = retireRefusals("palms", index.catalogue.services, index.serviceUsers);
    expect(refusal).toMatch(
      new RegExp(`^Service "${palms![1].title}" is named by Suburb page "[^"]+"(, .+)?( and .+)?: take it off there first\\.$`),
    );
    for (const label of naming) expect(refusal).toContain(label);
  });

  it("goes when nothing names it, and the site builds without it", () => {
    writeFileSync(file("services/hedge-trimming.json"), JSON.stringify(hedges));
    const index = contentIndex();
    expect(retireRefusals("hedge-trimming", index.catalogue.services, index.serviceUsers)).toEqual([]);
    rmSync(file("services/hedge-trimming.json"));
    expect(Object.keys(readCatalogue().services)).not.toContain("hedge-trimming");
    expect(buildSays()).toEqual([]);
  });

  it("named by a job, is refused naming the job; a job naming a retired service is refused in the editor", () => {
    const job = { title: "Hedge cut back", suburb: readSuburbs()[0]!.slug, service: "hedge-trimming", month: "2026-11" };
    const data = { ...job, story: "Cut back from the fence.", photos: [{ image: "/media/a.jpg", alt: "A hedge", stage: "after" }] };
    writeFileSync(file("services/hedge-trimming.json"), JSON.stringify(hedges));
    mkdirSync(file("jobs"), { recursive: true });
    writeFileSync(file("jobs/2026-11-hedge.json"), JSON.stringify(data));
    const index = editorIndex();
    expect(retireRefusals("hedge-trimming", index.catalogue.services, index.serviceUsers)).toEqual([
      'Service "Hedge Trimming" is named by Job "Hedge cut back": take it off there first.',
    ]);
    expect(checkEditorEntry({ collection: "jobs", file: "", path: "content/jobs/2026-11-hedge.json", data }, index)).toEqual([]);
    rmSync(file("services/hedge-trimming.json"));
    const entry = { collection: "jobs", file: "", path: "content/jobs/2026-11-hedge.json", data };
    expect(checkEditorEntry(entry, editorIndex())).toEqual([
      expect.stringMatching(/^Job "Hedge cut back": Service: there is no service "hedge-trimming" any more: choose one of Tree Removal, /),
    ]);
  });
});
