/**
 * Spec section 2 names the sections of each page; each one's heading says so in a visitor's words,
 * so someone scanning the page, or checking it against the specification, finds it. How many items
 * each section holds is the content's (pages.spec.ts reads it); the spec's counts are pinned in
 * app/content/content-shape.test.ts.
 */
import { suburbs } from "#app/content/suburbs.server.ts";
import { suburbCanonicalPath } from "#app/site/paths.ts";
import { expect, test } from "./fixtures.ts";
import { attribute, findAll, parseHtml, textOf, type Element } from "../../scripts/build/html.ts";

type Named = [section: string, heading: RegExp];

const suburbSections: Named[] = [
  ["hero", /arborist|tree/i],
  ["service cards", /tree services|services/i],
  ["local expertise", /local (expertise|knowledge)/i],
  ["FAQ", /questions/i],
];

const pages: Record<string, Named[]> = {
  "/": [
    ["hero", /tree services/i],
    ["Google review block", /google/i],
    ["reasons to choose the business", /why .*choose/i],
    ["Fast Communication", /^Fast Communication$/],
    ["Our Services", /^Our Services$/],
    ["testimonials", /customers say|reviews|testimonials/i],
    ["Areas We Serve", /^Areas We Serve$/],
    ["FAQ", /questions/i],
  ],
  "/services": [
    ["service cards", /tree services/i],
    ["why-choose list", /why choose/i],
    ["FAQ", /questions/i],
  ],
  "/about": [
    ["owner story", /our story/i],
    ["why-choose-us list", /why choose us/i],
    ["credentials", /credentials/i],
    ["one testimonial", /customers say/i],
    ["link to /areas", /areas we serve/i],
  ],
  "/areas": [
    ["regions", /region/i],
    ["area links", /local .*page|suburb/i],
  ],
  "/contact": [
    ["quote form", /quote/i],
    ["contact details", /contact details/i],
    ["why-choose list", /why choose/i],
    ["emergency call card", /tree down|emergency/i],
  ],
  "/testimonials": [
    ["reviews", /reviews/i],
    ["rating on Google", /google/i],
  ],
  "/storm-cleanup": [
    ["emergency situation cards", /storm emergencies/i],
    ["response process", /five-step|steps/i],
    ["why a qualified arborist", /why .*qualified arborist/i],
    ["storm-season preparation", /prepare for storm season/i],
    ["preventive care", /preventive/i],
    ["insurance claim help", /insurance claim/i],
    ["FAQ", /questions/i],
    ["links to the locations", /near you/i],
  ],
  "/blog": [["the articles", /articles/i]],
  ...Object.fromEntries(suburbs.map((suburb) => [suburbCanonicalPath(suburb.slug), suburbSections])),
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
