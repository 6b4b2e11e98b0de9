import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readPhoto } from "./photo-bytes.ts";

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
});
