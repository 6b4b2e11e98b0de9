/**
 * The owner's photos as the editor prepares them before upload, in Chromium (Vitest browser mode):
 * an iPhone HEIC converted, a camera photo made smaller with its metadata gone, a small photo taken
 * with a warning, and what cannot be used refused at once with a sentence saying what to do.
 */
import { describe, expect, it } from "vitest";
import { cameraPhoto, hasExif } from "../../scripts/fixtures/exif-fixture.ts";
import heicUrl from "../../scripts/fixtures/iphone-photo.heic?url";
import { MAX_UPLOAD_MB, prepareUpload, UploadRefused } from "./photo-upload.ts";

const size = async (file: Blob) => {
  const bitmap = await createImageBitmap(file);
  return { width: bitmap.width, height: bitmap.height };
};
const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** A noisy photo of `width`×`height`, as a JPEG the camera might write. */
async function photo(width: number, height: number, quality = 0.92) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  const noise = context.createImageData(width, height);
  for (let index = 0; index < noise.data.length; index += 1) noise.data[index] = index % 4 === 3 ? 255 : (index * 7919) % 251;
  context.putImageData(noise, 0, 0);
  return canvas.convertToBlob({ type: "image/jpeg", quality });
}

describe("a photo picked in the editor", () => {
  it("an iPhone HEIC is converted, upright, with its camera and GPS data gone", async () => {
    const heic = new File([await (await fetch(heicUrl)).blob()], "IMG_0042.HEIC", { type: "" });
    const { file, warning } = await prepareUpload(heic);
    expect(file.name).toMatch(/^IMG_0042\.(jpg|webp)$/);
    expect(["image/jpeg", "image/webp"]).toContain(file.type);
    expect(await size(file)).toEqual({ width: 1200, height: 900 });
    expect(hasExif(await bytesOf(file))).toBe(false);
    expect(warning).toBeUndefined();
  });

  it("a large camera photo is made at most 2400 px and 3 MB, its EXIF gone", async () => {
    const original = new File([await photo(4800, 3600)], "big.jpg", { type: "image/jpeg" });
    expect(original.size).toBeGreaterThan(3 * 1024 * 1024);
    const { file, warning } = await prepareUpload(original);
    expect(await size(file)).toEqual({ width: 2400, height: 1800 });
    expect(file.size).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(warning).toBeUndefined();
    const upright = new File([await cameraPhoto()], "camera.jpg", { type: "image/jpeg" });
    expect(hasExif(await bytesOf((await prepareUpload(upright)).file))).toBe(false);
  });

  it("a photo narrower than the site shows photos is taken, and the owner told why it may look soft", async () => {
    const { file, warning } = await prepareUpload(new File([await photo(600, 450)], "small.jpg", { type: "image/jpeg" }));
    expect((await size(file)).width).toBe(600);
    expect(warning).toMatch(/^small\.jpg is 600 px wide, narrower than the site shows photos \(736 px\)/);
  });

  it("a file that is not a photo, or one over the size limit, is refused at once with what to do", async () => {
    const notes = new File(["%PDF-1.4 not a photo"], "notes.pdf", { type: "application/pdf" });
    await expect(prepareUpload(notes)).rejects.toEqual(
      new UploadRefused("notes.pdf is not a photo the site can use. Pick a JPEG, PNG, WebP or iPhone (HEIC) photo."),
    );
    const huge = new File([new Uint8Array((MAX_UPLOAD_MB + 1) * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" });
    await expect(prepareUpload(huge)).rejects.toThrow(/^huge\.jpg is 51 MB; the editor takes photos up to 50 MB\. Pick a smaller copy/);
  });
});
