import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_EDGE } from "#app/quote/photos/resize.ts";
import { MAX_PHOTO_DECODED_BYTES } from "#app/site/photo-pixel-limit.ts";
import { pngOfPixels } from "../scripts/fixtures/outbox-photos.ts";
import { photoOverLimit, readPhoto } from "./photo-bytes.ts";

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3f6b22", noise: { type: "gaussian", mean: 128, sigma: 20 } } });

const encoded = {
  jpg: (w: number, h: number) => image(w, h).jpeg({ quality: 80 }).toBuffer(),
  "progressive jpg": (w: number, h: number) => image(w, h).jpeg({ quality: 80, progressive: true }).toBuffer(),
  png: (w: number, h: number) => image(w, h).png().toBuffer(),
  "lossy webp": (w: number, h: number) => image(w, h).webp({ quality: 70 }).toBuffer(),
  "lossless webp": (w: number, h: number) => image(w, h).webp({ lossless: true }).toBuffer(),
  "webp with metadata (VP8X)": (w: number, h: number) =>
    image(w, h)
      .webp({ quality: 70 })
      .withExif({ IFD0: { Make: "Fixture" } })
      .toBuffer(),
};
const rgba = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 63, g: 107, b: 34, alpha: 0.5 } } });
const typeOf = (kind: string) => (kind.includes("webp") ? "webp" : kind.includes("png") ? "png" : "jpg");

describe("readPhoto", () => {
  for (const [kind, encode] of Object.entries(encoded)) {
    it(`reads a ${kind}'s size from its header and keeps it to its end, nothing after`, async () => {
      const bytes = new Uint8Array(await encode(321, 123));
      expect(readPhoto(bytes)).toMatchObject({ type: typeOf(kind), width: 321, height: 123, bytes });

      const appended = new Uint8Array([...bytes, ...new TextEncoder().encode("<script>alert(1)</script>")]);
      const read = readPhoto(appended)!;
      expect(read.bytes).toEqual(bytes);
      expect(await sharp(read.bytes).metadata()).toMatchObject({ width: 321, height: 123 });
    });

    it(`refuses a ${kind} cut short`, async () => {
      const bytes = new Uint8Array(await encode(64, 48));
      expect(readPhoto(bytes.subarray(0, bytes.length - 3))).toBeUndefined();
    });
  }

  it("reads a size too large to decode from the header alone (a PNG saying 16383 × 16383)", async () => {
    const bytes = new Uint8Array(await encoded.png(8, 8));
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(16, 16383);
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(20, 16383);
    expect(readPhoto(bytes)).toMatchObject({ width: 16383, height: 16383 });
  });

  it("refuses what only starts like an image", () => {
    expect(readPhoto(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("<html>not a photo</html>")]))).toBeUndefined();
    expect(readPhoto(new TextEncoder().encode("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBeUndefined();
    expect(readPhoto(new TextEncoder().encode("GIF89a"))).toBeUndefined();
    expect(readPhoto(new Uint8Array())).toBeUndefined();
  });

  /** Each kind as libvips decodes it: the bytes a pixel its header says must be the ones sharp reports. */
  const deep = {
    "8-bit RGB PNG": () => image(40, 30).png().toBuffer(),
    "8-bit RGBA PNG": () => rgba(40, 30).png().toBuffer(),
    "16-bit RGBA PNG": () => rgba(40, 30).toColourspace("rgb16").png().toBuffer(),
    "16-bit RGB PNG": () => image(40, 30).toColourspace("rgb16").png().toBuffer(),
    "greyscale PNG": () => image(40, 30).toColourspace("b-w").png().toBuffer(),
    "16-bit greyscale PNG": () => image(40, 30).toColourspace("grey16").png().toBuffer(),
    "greyscale PNG with alpha": () => rgba(40, 30).toColourspace("b-w").png().toBuffer(),
    "palette PNG": () => image(40, 30).png({ palette: true }).toBuffer(),
    "palette PNG with transparency (tRNS)": () => rgba(40, 30).png({ palette: true }).toBuffer(),
    "1-bit greyscale PNG": () => Promise.resolve(Buffer.from(pngOfPixels(40, 30, { interlaced: false }))),
    JPEG: () => image(40, 30).jpeg().toBuffer(),
    "greyscale JPEG": () => image(40, 30).toColourspace("b-w").jpeg().toBuffer(),
    "CMYK JPEG": () => image(40, 30).toColourspace("cmyk").jpeg().toBuffer(),
  };
  const channelBytes: Record<string, number> = { uchar: 1, ushort: 2 };

  for (const [kind, encode] of Object.entries(deep))
    it(`reads a ${kind}'s bytes a pixel once decoded from its header, as sharp decodes it`, async () => {
      const bytes = new Uint8Array(await encode());
      const { channels, depth } = await sharp(bytes).metadata();
      expect(readPhoto(bytes)?.bytesPerPixel).toBe(channels * channelBytes[depth]!);
    });

  it("counts a WebP at 4 bytes a pixel, with alpha or without", async () => {
    for (const kind of ["lossy webp", "lossless webp", "webp with metadata (VP8X)"] as const)
      expect(readPhoto(new Uint8Array(await encoded[kind](32, 32)))?.bytesPerPixel).toBe(4);
  });

  it("judges a photo by its bytes once decoded, not its pixels alone: a 7000² 16-bit RGBA PNG (49 MP, 392 MB) is over", () => {
    const photo = readPhoto(pngOfPixels(7000, 7000, { bitDepth: 16, colourType: 6, interlaced: false }))!;
    expect(photo).toMatchObject({ width: 7000, height: 7000, bytesPerPixel: 8 });
    expect(photoOverLimit(photo)).toBe("too many bytes");
    expect(photoOverLimit({ width: 16383, height: 16383, bytesPerPixel: 1 })).toBe("too many pixels");
    expect(photoOverLimit({ width: MAX_PHOTO_DECODED_BYTES / 4, height: 1, bytesPerPixel: 4 })).toBeUndefined();
    expect(photoOverLimit({ width: MAX_PHOTO_DECODED_BYTES / 4 + 1, height: 1, bytesPerPixel: 4 })).toBe("too many bytes");
  });

  it("takes every photo the quote form sends: its largest, a square WebP at the form's long edge", () => {
    expect(photoOverLimit({ width: MAX_EDGE, height: MAX_EDGE, bytesPerPixel: 4 })).toBeUndefined();
  });
});
