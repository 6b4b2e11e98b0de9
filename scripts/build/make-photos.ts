/**
 * `npm run photos`: each original of content/media made into the site's sizes and formats, once
 * (app/media/derived-photos.server.ts, ADR 0038), and the made files no original needs any more
 * removed, in content/media-derived/; commit what it changes with the photos. The photos workflow
 * (.github/workflows/photos.yml) runs it after a push that changes content/media, such as a publish
 * from the editor. A build makes what is missing too, but only in its own checkout.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { mediaFolder } from "#app/content/collections.ts";
import { contentFolder } from "#app/content/load.server.ts";
import { DERIVED_FOLDER, derivedFolder, derivedKey, ImageError, makeDerived, readDerived } from "#app/media/derived-photos.server.ts";
import { paths } from "#app/site/paths.ts";

/** A file of the folder: a made file or record (`<key>-<width>.<format>`, `<key>.json`), perhaps half written. */
const derivedName = /^([0-9a-f]{64})(?:-\d+\.[a-z]+|\.json)(\.partial)?$/;

export interface PhotosMade {
  made: string[];
  alreadyMade: number;
  removed: number;
  /** Originals that cannot be read, each in the owner's words: left for the build to refuse, if a page uses one. */
  unreadable: string[];
}

/** The originals' names in the media folder `media` (no hidden file, no note), sorted; none if it does not exist. */
export const originalPhotos = (media: string) =>
  existsSync(media)
    ? readdirSync(media)
        .filter((name) => !/^\.|\.md$/i.test(name))
        .toSorted()
    : [];

export async function makePhotos(): Promise<PhotosMade> {
  const media = join(contentFolder(), mediaFolder);
  const originals = originalPhotos(media);
  const needed = new Set<string>();
  const result: PhotosMade = { made: [], alreadyMade: 0, removed: 0, unreadable: [] };
  // All at once: makeDerived makes one per core at a time.
  await Promise.all(
    originals.map(async (name) => {
      const bytes = readFileSync(join(media, name));
      const key = derivedKey(bytes);
      needed.add(key);
      if (readDerived(key)) return void result.alreadyMade++;
      try {
        await makeDerived(bytes, key, `${paths.media}${name}`, `content/${mediaFolder}/${name}`);
        result.made.push(name);
      } catch (error) {
        if (!(error instanceof ImageError)) throw error;
        result.unreadable.push(error.message);
      }
    }),
  );
  result.made.sort();
  const folder = derivedFolder();
  for (const file of existsSync(folder) ? readdirSync(folder) : []) {
    const match = derivedName.exec(file);
    if (!match || (needed.has(match[1]!) && !match[2])) continue;
    rmSync(join(folder, file));
    result.removed++;
  }
  return result;
}

if (import.meta.main) {
  const started = performance.now();
  const { made, alreadyMade, removed, unreadable } = await makePhotos();
  for (const problem of unreadable) console.warn(`Not made: ${problem}`);
  console.log(
    `Photos: ${made.length} made, ${alreadyMade} already made, ${removed} files no photo needs removed, in content/${DERIVED_FOLDER}/ ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
