/**
 * The image pipeline on generated photos: every format at every width it can make, upright, with
 * no EXIF, GPS or camera data, none over the byte ceiling; the made files that spare a rebuild from
 * encoding again; and the build stopping, naming the file that uses the photo, when it cannot be shown.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_IMAGE_BYTES } from "#app/media/derived-photos.server.ts";
import { imageSlots } from "#app/media/slots.ts";

const folder = mkdtempSync(join(tmpdir(), "images-"));
const output = join(folder, "out");
const derived = join(folder, "derived");

/** A small camera-like JPEG with GPS and camera EXIF, stored sideways when `orientation` is 6. */
async function cameraPhoto(width: number, height: number, orientation = 1) {
  const pixels = sharp({ create: { width, height, channels: 3, background: "#4a7a3a", noise: { type: "gaussian", mean: 100, sigma: 8 } } });
  return pixels
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "FixtureCam", Model: "Phone 15 Pro" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "153/1 5/1 0/1" },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The made files and when each was written. */
const made = () => readdirSync(derived).map((file) => [file, statSync(join(derived, file)).mtimeMs]);

const load = async () => {
  vi.resetModules();
  return import("#app/media/images.server.ts");
};

beforeAll(async () => {
  mkdirSync(join(folder, "content", "media"), { recursive: true });
  writeFileSync(join(folder, "content", "media", "gum.jpg"), await cameraPhoto(1700, 1275));
  // Stored 1000×800 on its side: upright it is 800×1000.
  writeFileSync(join(folder, "content", "media", "palm.jpg"), await cameraPhoto(1000, 800, 6));
  writeFileSync(join(folder, "content", "media", "tiny.jpg"), await cameraPhoto(400, 300));
  Object.assign(process.env, { CONTENT_DIR: join(folder, "content"), MEDIA_OUTPUT_DIR: output, MEDIA_DERIVED_DIR: derived });
});
afterAll(() => {
  for (const name of ["CONTENT_DIR", "MEDIA_OUTPUT_DIR", "MEDIA_DERIVED_DIR"]) delete process.env[name];
  rmSync(folder, { recursive: true, force: true });
});

describe("image pipeline", () => {
  it("makes AVIF, WebP and JPEG at each width up to the original's, upright, with no metadata", { timeout: 60_000 }, async () => {
    const { buildImage } = await load();
    const gum = await buildImage("/media/gum.jpg", "A spotted gum", imageSlots.postHero, "content/blog/a-post.md");
    expect(gum).toMatchObject({ width: 1700, height: 1275, alt: "A spotted gum", sizes: imageSlots.postHero.sizes });
    // Each width once: a photo wider than the ladder's top gets the top, not the top twice.
    const widths = [480, 800, 1200, 1600];
    expect(gum.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const srcset of [...gum.sources.map((source) => source.srcset), gum.srcset])
      expect(srcset.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.replace("w", "")))).toEqual(widths);
    expect(gum.placeholder).toMatch(/^data:image\/webp;base64,/);

    const palm = await buildImage("/media/palm.jpg", "A palm", imageSlots.jobThumb, "content/jobs/a-job.json");
    expect([palm.width, palm.height]).toEqual([800, 1000]);

    const files = readdirSync(output);
    expect(new Set(files.map((file) => file.split(".").at(-1)))).toEqual(new Set(["avif", "webp", "jpeg"]));
    for (const file of files) {
      const meta = await sharp(join(output, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(statSync(join(output, file)).size, file).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    }
    const palmShapes = await Promise.all(
      files.filter((file) => file.startsWith("palm-")).map((file) => sharp(join(output, file)).metadata()),
    );
    expect(palmShapes.every((meta) => meta.height! > meta.width!)).toBe(true);
  });

  it("takes a rebuild's images from the made files: nothing is encoded again", async () => {
    const before = made();
    rmSync(output, { recursive: true });
    const { buildImage } = await load();
    await buildImage("/media/gum.jpg", "A spotted gum", imageSlots.postHero, "content/blog/a-post.md");
    expect(made()).toEqual(before);
    expect(readdirSync(output).length).toBeGreaterThan(0);
  });

  it("stops the build, naming the file, for a missing file or one that is not a readable photo, in words the owner can act on", async () => {
    const { buildImage } = await load();
    await expect(buildImage("/media/nowhere.jpg", "A tree", imageSlots.jobCard, "content/jobs/a-job.json")).rejects.toThrow(
      /^content\/jobs\/a-job\.json: \/media\/nowhere\.jpg: no such file in content\/media/,
    );
    // An iPhone HEIC copied in by hand (the editor converts one at upload): its file-type box says so.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]);
    writeFileSync(join(folder, "content", "media", "IMG_0042.HEIC"), heic);
    await expect(buildImage("/media/IMG_0042.HEIC", "A tree", imageSlots.jobCard, "content/jobs/a-job.json")).rejects.toThrow(
      /^content\/jobs\/a-job\.json: \/media\/IMG_0042\.HEIC is an iPhone photo in HEIC format, which the site cannot read: add it through the editor/,
    );
    writeFileSync(join(folder, "content", "media", "notes.jpg"), "not a photo");
    await expect(buildImage("/media/notes.jpg", "A tree", imageSlots.jobCard, "content/jobs/a-job.json")).rejects.toThrow(
      /^content\/jobs\/a-job\.json: \/media\/notes\.jpg could not be read as a photo: save it again as JPEG or PNG/,
    );
  });

  it("shows a photo with no description as decoration, with a warning naming the file, never a failed build", async () => {
    const { buildImage } = await load();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await buildImage("/media/gum.jpg", " ", imageSlots.postHero, "content/blog/a-post.md")).alt).toBe("");
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^content\/blog\/a-post\.md: \/media\/gum\.jpg has no description, so it is shown as decoration/),
    );
    warn.mockRestore();
  });

  it("uses an original narrower than its slot at its own size, with a warning naming the file, never a failed build", async () => {
    const { buildImage } = await load();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const image = await buildImage("/media/tiny.jpg", "A tree", imageSlots.jobCard, "content/jobs/a-job.json");
    expect([image.width, image.height]).toEqual([400, 300]);
    expect(image.srcset).toMatch(/ 400w$/);
    expect(image.srcset).not.toMatch(/480w|800w/);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^content\/jobs\/a-job\.json: \/media\/tiny\.jpg is 400 px wide and a job's card shows it up to 736 px wide, so it is used at its own size/,
      ),
    );
    warn.mockRestore();
  });
});
