import { describe, expect, it } from "vitest";
import { article } from "~/content/article";
import { countWords, readingMinutes, sectionsWordCount } from "./reading";

describe("reading", () => {
  it("counts words, not punctuation or spacing", () => {
    expect(countWords("  A qualified arborist - AS 4373-2007, please.  ")).toBe(6);
    expect(countWords("")).toBe(0);
  });

  it("counts headings and paragraphs of sections", () => {
    expect(sectionsWordCount([{ heading: "Two words", paragraphs: ["three more words", "and two"] }])).toBe(7);
  });

  it("rounds reading time to whole minutes, at least one", () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(1190)).toBe(5);
  });

  it("makes the article about a five-minute read (1,000 to 1,250 words)", () => {
    const words = sectionsWordCount(article.body);
    expect(words).toBeGreaterThanOrEqual(1000);
    expect(words).toBeLessThanOrEqual(1250);
    expect(readingMinutes(words)).toBe(5);
  });
});
