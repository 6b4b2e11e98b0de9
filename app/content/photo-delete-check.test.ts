import { describe, expect, it } from "vitest";
import { photoDeleteRefusals } from "#app/content/photo-delete-check.ts";

describe("deleting a photo", () => {
  const shown = [
    { label: 'Job "Storm-split gum made safe"', photos: ["/media/split-gum.jpg", "/media/roof.jpg"] },
    { label: 'Blog post "Gums after storms"', photos: ["/media/split-gum.jpg"] },
  ];

  it("is refused while a job or a post shows it, naming each, in the owner's guide's words", () => {
    expect(photoDeleteRefusals("/media/roof.jpg", shown)).toEqual([
      'The photo roof.jpg is shown by Job "Storm-split gum made safe": remove it there and publish first, then delete it.',
    ]);
    expect(photoDeleteRefusals("/media/split-gum.jpg", shown)).toEqual([
      'The photo split-gum.jpg is shown by Job "Storm-split gum made safe" and Blog post "Gums after storms": remove it there and publish first, then delete it.',
    ]);
  });

  it("goes ahead when nothing shows it", () => {
    expect(photoDeleteRefusals("/media/hedge.webp", shown)).toEqual([]);
  });
});
