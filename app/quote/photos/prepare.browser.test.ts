/** Runs in Chromium (Vitest browser mode): decoding and encoding need the browser's own image code. */
import { describe, expect, it, vi } from "vitest";
import { cameraPhoto, hasExif } from "../../../scripts/fixtures/exif-fixture.ts";
import { preparePhoto } from "#app/quote/photos/prepare.ts";
import { PHOTO_PIXELS_IN_WORDS } from "#app/site/photo-pixel-limit.ts";
import { MAX_EDGE, PhotoError } from "#app/quote/photos/resize.ts";

async function pixel(photo: Blob, x: number, y: number) {
  const bitmap = await createImageBitmap(photo, { imageOrientation: "none" });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d")!;
  context.drawImage(bitmap, 0, 0);
  const [r, g, b] = context.getImageData(Math.round(x * bitmap.width), Math.round(y * bitmap.height), 1, 1).data;
  return { r: r!, g: g!, b: b!, width: bitmap.width, height: bitmap.height };
}

describe("preparePhoto", () => {
  it("turns a 4000×3000 photo with EXIF GPS and orientation 6 into an upright one of at most 1600 px with no EXIF", async () => {
    const original = await cameraPhoto();
    expect(hasExif(new Uint8Array(await original.arrayBuffer()))).toBe(true);

    const prepared = await preparePhoto(original, { maxBytes: 450 * 1024 });
    expect(prepared.size).toBeLessThanOrEqual(450 * 1024);
    expect(["image/jpeg", "image/webp"]).toContain(prepared.type);
    expect(hasExif(new Uint8Array(await prepared.arrayBuffer()))).toBe(false);

    // Orientation 6 turns the picture a quarter clockwise: portrait, the red corner at the top right.
    const topRight = await pixel(prepared, 0.9, 0.1);
    expect(Math.max(topRight.width, topRight.height)).toBe(MAX_EDGE);
    expect(topRight.height).toBeGreaterThan(topRight.width);
    expect(topRight.r).toBeGreaterThan(200);
    expect(topRight.b).toBeLessThan(60);
    const bottomLeft = await pixel(prepared, 0.1, 0.9);
    expect(bottomLeft.b).toBeGreaterThan(200);
  });

  it("makes a photo smaller still to fit a small share, and refuses one that cannot fit", async () => {
    const original = await cameraPhoto();
    const small = await preparePhoto(original, { maxBytes: 40 * 1024 });
    expect(small.size).toBeLessThanOrEqual(40 * 1024);
    await expect(preparePhoto(original, { maxBytes: 300 })).rejects.toEqual(new PhotoError("too-large"));
  });

  it("says when a file is not a photo it can read", async () => {
    const notAPhoto = new Blob(["ftypheic not really an image"], { type: "image/heic" });
    await expect(preparePhoto(notAPhoto, { maxBytes: 450 * 1024 })).rejects.toEqual(new PhotoError("unreadable"));
  });

  it(`refuses a photo of more than ${PHOTO_PIXELS_IN_WORDS} by its header, before decoding it (an image bomb of 20000² pixels)`, async () => {
    // A PNG's signature and header alone: decoded, it would be unreadable; judged by its header, it is too many pixels.
    const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const size = new DataView(new ArrayBuffer(13));
    size.setUint32(0, 20_000);
    size.setUint32(4, 20_000);
    const bomb = new Blob([header, size.buffer], { type: "image/png" });
    await expect(preparePhoto(bomb, { maxBytes: 450 * 1024 })).rejects.toEqual(new PhotoError("too-many-pixels"));
  });

  it("encodes in a worker, not on the page, where encoding waits for the page to be idle", async () => {
    const original = await cameraPhoto();
    const pageEncodes = vi.spyOn(OffscreenCanvas.prototype, "convertToBlob");
    const prepared = await preparePhoto(original, { maxBytes: 300 * 1024 });
    expect(prepared.size).toBeLessThanOrEqual(300 * 1024);
    expect(pageEncodes).not.toHaveBeenCalled();
  });
});
