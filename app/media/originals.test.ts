/**
 * The owner's original photos are committed to the repository, which may be public: none may carry
 * where it was taken (a customer's home) or the camera that took it. The editor removes both at
 * upload (admin/editor/photo-upload.ts); this catches a photo copied into content/media by hand.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const pixels = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#4a7a3a" } });

/** The photos of a folder that still carry EXIF (GPS, camera), XMP or IPTC data. */
async function photosWithMetadata(folder: string): Promise<string[]> {
  const found: string[] = [];
  // No folder yet: the editor makes it with the first photo it uploads.
  const names = existsSync(folder) ? readdirSync(folder) : [];
  for (const name of names.filter((file) => !/\.md$/i.test(file))) {
    const { exif, xmp, iptc } = await sharp(join(folder, name)).metadata();
    if (exif || xmp || iptc) found.push(name);
  }
  return found;
}

describe("the owner's original photos", () => {
  it("are checked for metadata: a camera photo with its GPS position is caught, a prepared one passes", async () => {
    const folder = mkdtempSync(join(tmpdir(), "originals-"));
    const gps = { IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "153/1 5/1 0/1" } };
    writeFileSync(join(folder, "from-camera.jpg"), await pixels().jpeg().withExif(gps).toBuffer());
    writeFileSync(join(folder, "prepared.jpg"), await pixels().jpeg().toBuffer());
    try {
      expect(await photosWithMetadata(folder)).toEqual(["from-camera.jpg"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("in content/media carry no location, camera or other metadata (add photos through the editor, which removes it)", async () => {
    expect(await photosWithMetadata(join(import.meta.dirname, "..", "..", "content", "media"))).toEqual([]);
  });
});
