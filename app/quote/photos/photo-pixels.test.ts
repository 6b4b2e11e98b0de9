import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { statedPixels } from "#app/quote/photos/photo-pixels.ts";

const WIDTH = 123;
const HEIGHT = 45;
const image = () => sharp({ create: { width: WIDTH, height: HEIGHT, channels: 4, background: "#2d6a4f80" } });

describe("statedPixels reads the pixels a photo's header states, as the decoder would make them", () => {
  for (const [format, made] of [
    ["a PNG", () => image().png().toBuffer()],
    ["an interlaced PNG", () => image().png({ progressive: true }).toBuffer()],
    ["a lossy WebP", () => image().removeAlpha().webp().toBuffer()],
    ["a lossy WebP with transparency (VP8X)", () => image().webp().toBuffer()],
    ["a lossless WebP (VP8L)", () => image().webp({ lossless: true }).toBuffer()],
    ["a progressive JPEG", () => image().jpeg({ progressive: true }).toBuffer()],
    [
      "a JPEG with 60 KB of EXIF and a colour profile before its size",
      () =>
        image()
          .jpeg()
          .withMetadata({ icc: "p3" })
          .withExif({ IFD0: { ImageDescription: "a tree ".repeat(7500) } })
          .toBuffer(),
    ],
  ] as const)
    it(`${format}`, async () => expect(statedPixels(new Uint8Array(await made()))).toBe(WIDTH * HEIGHT));

  it("says nothing of what it cannot read: another format, or a file cut short", async () => {
    expect(statedPixels(new TextEncoder().encode("GIF89a not a photo of the form's"))).toBeUndefined();
    expect(statedPixels(new Uint8Array((await image().jpeg().toBuffer()).subarray(0, 30)))).toBeUndefined();
  });
});
