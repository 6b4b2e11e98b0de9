import { describe, expect, it } from "vitest";
import { findPost } from "#app/content/blog/posts.server.ts";
import { countWords, readingMinutes } from "#app/lib/reading.ts";

describe("reading", () => {
  it("counts words, not punctuation or spacing", () => {
    expect(countWords("  A qualified arborist - AS 4373-2007, please.  ")).toBe(6);
    expect(countWords("")).toBe(0);
  });

  it("rounds reading time to whole minutes, at least one", () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(1190)).toBe(5);
  });

  it("makes the arborists article about a five-minute read (1,000 to 1,250 words of its text)", () => {
    const post = findPost("arborists-vs-tree-loppers")!;
    expect(post.words).toBeGreaterThanOrEqual(1000);
    expect(post.words).toBeLessThanOrEqual(1250);
    expect(post.minutes).toBe(5);
  });
});
