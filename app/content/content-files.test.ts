/**
 * The owner's content files as the build reads them: a suburb added as one file, and a file broken
 * by hand stopping the build with the file, the field and what was expected, and a page's file
 * naming the catalogue's services and reasons.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkBusinessFile,
  readCatalogue,
  readJobs,
  readPage,
  readServiceCards,
  readStormNotice,
  readSuburbs,
} from "#app/content/content-files.server.ts";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";

const { file, edit } = copyContentForEachTest();
/** A suburb page of the shipped content, to change in the copy. */
const [slug, suburbName] = ["mudjimba", "Mudjimba"];
const suburbFile = `suburbs/${slug}.json`;

/** A job file's content, done in `month` in `suburb`. */
const job = (month: string, suburb = slug) => ({
  title: `A job in ${month}`,
  suburb,
  service: "tree-pruning",
  month,
  story: "Pruned back from the roof.",
  photos: [{ image: "/media/a.jpg", alt: "A pruned tree", stage: "after" }],
});

describe("content files", () => {
  it("reads every shipped file", () => {
    expect(() => checkBusinessFile()).not.toThrow();
    expect(readStormNotice().message).not.toContain("{");
    expect(readSuburbs().length).toBeGreaterThan(0);
  });

  it("adds a suburb from one new file, in its order, with its placeholders filled", () => {
    const before = readSuburbs();
    const shipped = JSON.parse(readFileSync(file(suburbFile), "utf8"));
    writeFileSync(
      file("suburbs/added-by-the-owner.json"),
      JSON.stringify({
        ...shipped,
        order: before.length + 1,
        name: "Added By The Owner",
        postcode: "4556",
        cta: { heading: "Quotes here too", text: "We reply {replyTime}." },
      }),
    );
    const after = readSuburbs();
    expect(after.map((suburb) => suburb.slug)).toEqual([...before.map((suburb) => suburb.slug), "added-by-the-owner"]);
    expect(after.at(-1)!.cta.text).toMatch(/^We reply \d+ hours\.$/);
  });

  it("stops at a missing field, naming the entry and the field as the editor does", () => {
    edit(suburbFile, (json) => delete json.postcode);
    expect(() => readSuburbs()).toThrow(
      new RegExp(`^Content to fix before the site can be built:\n {2}- Suburb page "${suburbName}": Postcode is empty$`),
    );
  });

  it("stops at a wrong type or format, naming the field", () => {
    edit("business.json", (json) => (json.phone = "call us"));
    expect(() => checkBusinessFile()).toThrow(
      /Content to fix before the site can be built:\n {2}- Business facts: Phone number: an Australian phone number, as people read it/,
    );
    edit("business.json", (json) => ((json.phone = "07 5444 1234"), (json.googleReviewsUrl = "http://maps.example/reviews")));
    expect(() => checkBusinessFile()).toThrow(
      /Content to fix before the site can be built:\n {2}- Business facts: Google reviews link: a web address, starting with https:\/\//,
    );
    edit("storm-notice.json", (json) => (json.show = "yes"));
    expect(() => readStormNotice()).toThrow(
      /Content to fix before the site can be built:\n {2}- Storm notice: Show the storm notice should be on or off$/,
    );
  });

  it("stops at an unknown placeholder, naming the field and the placeholders there are", () => {
    edit("storm-notice.json", (json) => (json.message = "Call {phoneNumber} tonight"));
    expect(() => readStormNotice()).toThrow(
      /Content to fix before the site can be built:\n {2}- Storm notice: Message: \{phoneNumber\} is not filled in by the site: a word in braces must be one of .*\{phone\}/,
    );
  });

  it("stops at a file that is not JSON", () => {
    writeFileSync(file(suburbFile), '{ "name": "Noosa",');
    expect(() => readSuburbs()).toThrow(
      new RegExp(
        `Content to fix before the site can be built:\n {2}- The suburb page "${slug}.json" file is broken \\(not valid JSON, near line 1\\): put back its last published version`,
      ),
    );
  });

  it("reads jobs newest first, none while the folder is empty, and stops at a job in a suburb with no page", () => {
    expect(readJobs()).toEqual([]);
    mkdirSync(file("jobs"), { recursive: true });
    writeFileSync(file("jobs/2026-03-older.json"), JSON.stringify(job("2026-03")));
    writeFileSync(file("jobs/2026-09-newer.json"), JSON.stringify(job("2026-09")));
    expect(readJobs().map((read) => [read.slug, read.month])).toEqual([
      ["2026-09-newer", "2026-09"],
      ["2026-03-older", "2026-03"],
    ]);
    writeFileSync(file("jobs/2026-10-elsewhere.json"), JSON.stringify(job("2026-10", "gympie")));
    expect(() => readJobs()).toThrow(
      /Content to fix before the site can be built:\n {2}- Job "A job in 2026-10": Suburb "gympie" has no suburb page; choose one of /,
    );
    const { alt: _left, ...photoWithoutAlt } = job("2026-10").photos[0]!;
    writeFileSync(file("jobs/2026-10-elsewhere.json"), JSON.stringify({ ...job("2026-10"), photos: [photoWithoutAlt] }));
    expect(() => readJobs()).toThrow(
      /Content to fix before the site can be built:\n {2}- Job "A job in 2026-10" → Photos → photo 1: What the photo shows is empty$/,
    );
  });

  it("takes the file names the editor makes from a name or a title, as the page's URL segment", () => {
    const noosa = JSON.parse(readFileSync(file("suburbs/noosa.json"), "utf8"));
    writeFileSync(file("suburbs/mt.-coolum.json"), JSON.stringify({ ...noosa, order: 99, name: "Mt. Coolum", postcode: "4573" }));
    expect(readSuburbs().map((suburb) => suburb.slug)).toContain("mt-coolum");
    mkdirSync(file("jobs"), { recursive: true });
    writeFileSync(file("jobs/2026-11-gum-at-12-smith-st..json"), JSON.stringify(job("2026-11", "mt.-coolum")));
    expect(readJobs().map((read) => [read.slug, read.suburb])).toEqual([["2026-11-gum-at-12-smith-st", "mt-coolum"]]);
  });

  describe("a page's file and the catalogue", () => {
    type Item = Record<string, unknown>;
    const reasonsOfHome = (json: Record<string, unknown>) => (json.reasons as { items: Item[] }).items;

    it("makes a named reason whole, in the catalogue's words or the page's own", () => {
      const catalogue = readCatalogue();
      edit("pages/home.json", (json) => {
        reasonsOfHome(json)[0] = { reason: "insured" };
        reasonsOfHome(json)[1] = { reason: "insured", title: "Insured to {years} years' standards" };
      });
      const [first, second] = readPage("home").reasons.items;
      expect(first).toEqual(catalogue.reasons.insured);
      expect(second).toEqual({ ...catalogue.reasons.insured, title: expect.stringMatching(/^Insured to \d+\+? years' standards$/) });
    });

    it("takes a field the editor left empty as not given", () => {
      edit("pages/home.json", (json) => (reasonsOfHome(json)[0] = { reason: "cleanup", title: "", description: "" }));
      expect(readPage("home").reasons.items[0]).toEqual(readCatalogue().reasons.cleanup);
    });

    it("stops at an unknown id, naming the page and the item", () => {
      edit("pages/home.json", (json) => (reasonsOfHome(json)[2] = { reason: "cheapest" }));
      expect(() => readPage("home")).toThrow(
        /Content to fix before the site can be built:\n {2}- Home page → Reasons → item 3: "reason" must be one of qualified, /,
      );
    });

    it("renames a service on every page that names it when its file renames it", () => {
      edit("services/tree-pruning.json", (json) => (json.title = "Tree Trimming"));
      expect(readServiceCards().map((card) => card.title)).toContain("Tree Trimming");
      expect(readServiceCards().map((card) => card.title)).not.toContain("Tree Pruning");
    });
  });
});
