/**
 * Photos made once (ADR 0038): `npm run photos` makes each original of content/media into its files
 * once, leaves made ones alone, makes again one whose files are not whole, removes what no original
 * needs, and names an original it cannot read without stopping; a build then encodes nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { derivedKey, readDerived } from "#app/media/derived-photos.server.ts";
import { makePhotos } from "./make-photos.ts";

const folder = mkdtempSync(join(tmpdir(), "photos-"));
const media = join(folder, "content", "media");
const derived = join(folder, "content", "media-derived");
const photo = (shade: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: shade } })
    .jpeg()
    .toBuffer();
const written = () => Object.fromEntries(readdirSync(derived).map((file) => [file, statSync(join(derived, file)).mtimeMs]));

beforeAll(async () => {
  mkdirSync(media, { recursive: true });
  writeFileSync(join(media, "README.md"), "Photos go here.\n");
  writeFileSync(join(media, "gum.jpg"), await photo("#4a7a3a"));
  writeFileSync(join(media, "palm.jpg"), await photo("#7a4a3a"));
  process.env.CONTENT_DIR = join(folder, "content");
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

describe("npm run photos", () => {
  it("makes each original into every width and format once, beside the originals", async () => {
    expect(await makePhotos()).toEqual({ made: ["gum.jpg", "palm.jpg"], alreadyMade: 0, removed: 0, unreadable: [] });
    // 480 and 800 px (the original is 900 wide, so 900 too), three formats each, and one record.
    const key = derivedKey(await photo("#4a7a3a"));
    expect(readdirSync(derived).filter((file) => file.startsWith(key))).toHaveLength(10);
  });

  it("leaves made photos alone, and makes one again whose files are not whole", async () => {
    const before = written();
    expect(await makePhotos()).toMatchObject({ made: [], alreadyMade: 2, removed: 0 });
    expect(written()).toEqual(before);
    const key = derivedKey(await photo("#7a4a3a"));
    unlinkSync(join(derived, `${key}-480.avif`));
    expect(readDerived(key)).toBeUndefined();
    expect(await makePhotos()).toMatchObject({ made: ["palm.jpg"], alreadyMade: 1 });
    expect(existsSync(join(derived, `${key}-480.avif`))).toBe(true);
  });

  it("removes the files of a photo taken away and a half-written file, and names an unreadable original", async () => {
    unlinkSync(join(media, "palm.jpg"));
    writeFileSync(join(derived, `${derivedKey(await photo("#4a7a3a"))}-480.webp.partial`), "half");
    writeFileSync(join(media, "notes.jpg"), "not a photo");
    const result = await makePhotos();
    expect(result).toMatchObject({ made: [], alreadyMade: 1, removed: 11 });
    expect(result.unreadable).toEqual([
      expect.stringMatching(/^content\/media\/notes\.jpg: \/media\/notes\.jpg could not be read as a photo/),
    ]);
    expect(readdirSync(derived)).toHaveLength(10);
  });
});
