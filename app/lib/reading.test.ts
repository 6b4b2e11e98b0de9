import { describe, expect, it } from "vitest";
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
});
