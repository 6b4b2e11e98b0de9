/**
 * Spec section 2 names the sections of each page; each one's heading says so in a visitor's words,
 * so someone scanning the page, or checking it against the specification, finds it.
 */
import { expect, test } from "./fixtures.ts";
import { attribute, findAll, parseHtml, textOf, type Element } from "../../scripts/html.ts";

type Named = [section: string, heading: RegExp];

const suburbSections: Named[] = [
  ["hero", /arborist|tree/i],
  ["four service cards", /tree services|services/i],
  ["local expertise", /local (expertise|knowledge)/i],
  ["six-question FAQ", /questions/i],
];

const pages: Record<string, Named[]> = {
  "/": [
    ["hero", /tree services/i],
    ["Google review block", /google/i],
    ["three reasons to choose the business", /why .*choose/i],
    ["Fast Communication", /^Fast Communication$/],
    ["Our Services", /^Our Services$/],
    ["five testimonials", /customers say|reviews|testimonials/i],
    ["Areas We Serve", /^Areas We Serve$/],
    ["FAQ with six items", /questions/i],
  ],
  "/services": [
    ["six service cards", /tree services/i],
    ["why-choose list", /why choose/i],
    ["six-item FAQ", /questions/i],
  ],
  "/about": [
    ["owner story", /our story/i],
    ["why-choose-us list", /why choose us/i],
    ["four credentials", /credentials/i],
    ["one testimonial", /customers say/i],
    ["link to /areas", /areas we serve/i],
  ],
  "/areas": [
    ["six regions", /region/i],
    ["area links", /local .*page|suburb/i],
  ],
  "/contact": [
    ["quote form", /quote/i],
    ["contact details", /contact details/i],
    ["why-choose list", /why choose/i],
    ["emergency call card", /tree down|emergency/i],
  ],
  "/testimonials": [
    ["six reviews", /reviews/i],
    ["5.0 rating on Google", /google/i],
  ],
  "/storm-cleanup": [
    ["emergency situation cards", /storm emergencies/i],
    ["five-step response process", /five-step|steps/i],
    ["why a qualified arborist", /why .*qualified arborist/i],
    ["storm-season preparation", /prepare for storm season/i],
    ["preventive care", /preventive/i],
    ["insurance claim help", /insurance claim/i],
    ["eight-question FAQ", /questions/i],
    ["links to the six locations", /near you/i],
  ],
  "/blog": [["the articles", /articles/i]],
  "/locations/mudjimba": suburbSections,
  "/locations/coolum-beach": suburbSections,
  "/locations/noosa": suburbSections,
  "/locations/maroochydore": suburbSections,
  "/locations/bli-bli": suburbSections,
  "/locations/nambour": suburbSections,
};

/** The headings of the page's main content, as text (an icon inside a heading adds none). */
const headingsOf = (html: string) => {
  const main = findAll(parseHtml(html), (element) => element.tagName === "main")[0]!;
  const text = (element: Element): string =>
    element.childNodes.map((child) => ("tagName" in child ? text(child) : "value" in child ? child.value : "")).join("");
  return findAll(main, (element) => /^h[12]$/.test(element.tagName)).map(
    (heading) => text(heading).trim() || attribute(heading, "aria-label") || textOf(heading),
  );
};

for (const [path, sections] of Object.entries(pages)) {
  test(`${path}: every section the specification names has a heading that names it`, async ({ request }) => {
    const headings = headingsOf(await (await request.get(path)).text());
    for (const [section, pattern] of sections) {
      expect(
        headings.some((heading) => pattern.test(heading)),
        `${section} (${pattern}) among: ${headings.join(" | ")}`,
      ).toBe(true);
    }
  });
}
