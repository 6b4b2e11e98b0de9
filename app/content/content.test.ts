/**
 * The copy is prose, so facts repeat in sentences; these checks keep every sentence in step with
 * the one place each fact is written (business.ts, the route table). The counts and promises are
 * written into sentences from app/words-in-code/promises.ts, and content-shape.test.ts checks each page's shape.
 */
import { describe, expect, it } from "vitest";
import { areaGridLinks as areaGridLinksOf } from "#app/content/area-links.ts";
import { findPageRoute } from "#app/routing/route-table.ts";
import { readPages, readReviews, readTestimonials } from "#app/content/content-files.server.ts";
import { posts } from "#app/content/blog/posts.server.ts";
import { business } from "#app/content/business.ts";
import { privacyCopy } from "#app/words-in-code/privacy-copy.ts";
import { KEPT_REQUEST_DAYS } from "#app/quote/retry-rules.ts";
import { MAX_REQUESTS_PER_HOUR } from "#app/quote/spam-rules.ts";

import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { islandCopy } from "#app/words-in-code/island-copy.ts";
import { suburbs } from "#app/content/suburbs.server.ts";

const privacy = privacyCopy({ keptRequestDays: KEPT_REQUEST_DAYS, maxRequestsPerHour: MAX_REQUESTS_PER_HOUR, keepRequestsMonths: 18 });

const pageWords = readPages();
const areaGridLinks = areaGridLinksOf(pageWords.areas);
const shownOfPosts = posts.map(({ title, description, lede, html, breadcrumb }) => ({ title, description, lede, html, breadcrumb }));
const content = {
  ...pageWords,
  /** As its loader makes it: its words and the newest testimonials. */
  testimonials: { ...pageWords.testimonials, reviews: { ...pageWords.testimonials.reviews, items: readTestimonials() } },
  shownOfPosts,
  privacy,
  quoteFormCopy,
  reviews: readReviews(),
  siteCopy,
  islandCopy,
  suburbs,
};
/** Links pages show that are derived from content and the route table. */
const derived = { areaGridLinks };

/** Every string in a content tree, with where it sits. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}
const all = strings(content);

describe("content", () => {
  it("gives the areas grid every suburb page first, linked to it, then the other places, linked to /areas", () => {
    const pages = new Map(suburbs.map((suburb) => [suburb.name, `/locations/${suburb.slug}`]));
    const others = pageWords.areas.otherAreaLinks.map((area) => area.name).filter((name) => !pages.has(name));
    expect(areaGridLinks.map((area) => area.name)).toEqual([...pages.keys(), ...others]);
    expect(areaGridLinks.map((area) => area.link)).toEqual(areaGridLinks.map((area) => pages.get(area.name) ?? "/areas"));
  });

  it("links only to pages that exist", () => {
    const links = [...all, ...strings(derived)].filter(([path, text]) => /\.(link|href|to)$/.test(path) && text.startsWith("/"));
    // Some link is found (the filter reads the files' shape); how many is the owner's.
    expect(links.length).toBeGreaterThan(0);
    for (const [path, link] of links) expect(findPageRoute(link.split("#")[0]!), `${path}: ${link}`).toBeDefined();
  });

  it("links from blog posts only to pages that exist, and to each heading's own anchor", () => {
    for (const post of posts) {
      const hrefs = [...post.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
      const ids = new Set([...post.html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!));
      for (const href of hrefs.filter((link) => link.startsWith("/"))) expect(findPageRoute(href), `${post.file}: ${href}`).toBeDefined();
      for (const href of hrefs.filter((link) => link.startsWith("#"))) expect(ids.has(href.slice(1)), `${post.file}: ${href}`).toBe(true);
    }
  });

  it("never spells out the phone number or the brand in the words in code: they name {phone} and {name}, filled from business.ts", () => {
    // The owner's files are held to the same rule by the content check (app/content/spelled-out.ts).
    const digits = business.phone.display.replace(/\s/g, "");
    for (const [path, text] of strings({ privacy, quoteFormCopy, siteCopy, islandCopy })) {
      expect(text.replace(/\s/g, "").includes(digits), path).toBe(false);
      expect(text.includes(business.name), path).toBe(false);
    }
  });

  it("holds no placeholder text", () => {
    for (const [path, text] of all) expect(text, path).not.toMatch(/lorem\s+ipsum|\bTO[D]O\b|\bFIX[M]E\b|coming\s+soon/i);
  });
});
