/** Runs in Chromium (Vitest browser mode): decoding and encoding need the browser's own image code. */
import { describe, expect, it } from "vitest";
import { hasExif, withExif } from "#app/quote/photos/exif-fixture.ts";
import { MAX_EDGE, PhotoError, preparePhoto } from "#app/quote/photos/resize.ts";

/** A 4000×3000 camera photo: red in its top-left quarter, blue elsewhere, stored with orientation 6. */
async function cameraPhoto(): Promise<Blob> {
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#0000ff";
  context.fillRect(0, 0, 4000, 3000);
  context.fillStyle = "#ff0000";
  context.fillRect(0, 0, 2000, 1500);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 })).arrayBuffer());
  return new Blob([withExif(jpeg, 6) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" });
}

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

    const prepared = await preparePhoto(original, 450 * 1024);
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
    const small = await preparePhoto(original, 40 * 1024);
    expect(small.size).toBeLessThanOrEqual(40 * 1024);
    await expect(preparePhoto(original, 300)).rejects.toEqual(new PhotoError("too-large"));
  });

  it("says when a file is not a photo it can read", async () => {
    const notAPhoto = new Blob(["ftypheic not really an image"], { type: "image/heic" });
    await expect(preparePhoto(notAPhoto, 450 * 1024)).rejects.toEqual(new PhotoError("unreadable"));
  });
});
