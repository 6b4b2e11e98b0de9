import { describe, expect, it } from "vitest";
import { acceptPhotos, MAX_PHOTOS, photoShare } from "#app/quote/photos/budget.ts";

describe("photoShare", () => {
  it("gives one photo the whole budget and splits it evenly over two or three", () => {
    expect(photoShare(450 * 1024, 1)).toBe(450 * 1024);
    expect(photoShare(450 * 1024, 2)).toBe(225 * 1024);
    expect(photoShare(450 * 1024, 3)).toBe(150 * 1024);
  });

  it("never lets the shares add up to more than the budget", () => {
    for (let count = 1; count <= MAX_PHOTOS; count += 1) {
      expect(photoShare(1000, count) * count).toBeLessThanOrEqual(1000);
    }
  });
});

describe("acceptPhotos", () => {
  it("takes photos up to three in all and counts the ones refused", () => {
    expect(acceptPhotos([], ["a", "b"])).toEqual({ accepted: ["a", "b"], refused: 0 });
    expect(acceptPhotos(["a", "b"], ["c", "d"])).toEqual({ accepted: ["c"], refused: 1 });
    expect(acceptPhotos(["a", "b", "c"], ["d"])).toEqual({ accepted: [], refused: 1 });
  });
});
