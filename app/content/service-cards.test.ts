/**
 * /services follows the service files: a card for each service with a description, in their order,
 * so a service the owner adds in the editor gets its card and one retired loses it. Pinned on a copy
 * of the spec fixture, never on content/.
 */
import { rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContent, readCatalogue, readServiceCards } from "#app/content/content-files.server.ts";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";
import { hedgeTrimming } from "../../scripts/fixtures/owner-growth.ts";

const { file, edit } = copyContentForEachTest();

const hedges = { ...hedgeTrimming, order: 2, quoteForm: false };
const titles = () => readServiceCards().map((card) => card.title);
/** The services with a description, in their order, by the catalogue (their files). */
const described = () =>
  Object.entries(readCatalogue().services)
    .filter(([, service]) => service.description !== undefined)
    .map(([id, service]) => ({ id, title: service.title }));

describe("the services page's cards", () => {
  it("are the services with a description, in their order, with the catalogue's words", () => {
    const cards = readServiceCards();
    expect(cards.map((card) => card.title)).toEqual(described().map((service) => service.title));
    const [first] = described();
    expect(cards[0]).toMatchObject({ title: first!.title, description: readCatalogue().services[first!.id]!.description });
    // A service only suburb pages word (no description) has no card.
    const wordless = Object.values(readCatalogue().services).filter((service) => service.description === undefined);
    for (const service of wordless) expect(titles()).not.toContain(service.title);
  });

  it("take a service added with a description in its place, and none added without one", () => {
    const before = titles();
    writeFileSync(file("services/hedge-trimming.json"), JSON.stringify(hedges));
    writeFileSync(
      file("services/fence-lines.json"),
      JSON.stringify({ title: "Fence Line Clearing", icon: "trees", order: 3, quoteForm: false }),
    );
    expect(() => checkContent()).not.toThrow();
    expect(titles()).toEqual([before[0], hedges.title, ...before.slice(1)]);
  });

  it("lose a service retired, or one whose description and features are taken away", () => {
    const [first, second] = described();
    rmSync(file(`services/${first!.id}.json`));
    expect(titles()).not.toContain(first!.title);
    edit(`services/${second!.id}.json`, (json) => {
      delete json.description;
      delete json.features;
    });
    expect(titles()).not.toContain(second!.title);
  });

  it("refuse a description without features, naming the service and the field as the editor does", () => {
    const { features: _features, ...withoutFeatures } = hedges;
    writeFileSync(file("services/hedge-trimming.json"), JSON.stringify(withoutFeatures));
    expect(() => checkContent()).toThrow(
      /- Service "Hedge Trimming": Features: give a description and features together \(the Services page's card shows both\), or neither/,
    );
  });

  it("need one service with a description at least: the page shows nothing without one", () => {
    for (const { id } of described())
      edit(`services/${id}.json`, (json) => {
        delete json.description;
        delete json.features;
      });
    expect(() => readServiceCards()).toThrow(/- Services: none has a description; the Services page shows a card for each that has one/);
  });
});
