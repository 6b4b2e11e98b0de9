/**
 * Where the owner's photos are: files in the editor's media_folder (content/media, as
 * scripts/build/admin-config.ts configures it), named in entries by their public path (/media/<file>,
 * its public_folder). The editor shows a published photo from that address on the site (served by
 * `npm run cms` from content/media as soon as it is written), and one picked this visit from the
 * phone's own copy (./pending-photos.ts).
 */
import type { ContentBackend } from "./content-backend.ts";

/** The editor's media_folder (admin-config.ts's `content/${mediaFolder}`; ./photo-files.test.ts holds them equal). */
export const PHOTO_FOLDER = "content/media";
/** The editor's public_folder, with its slash: what an entry's photo field holds. */
export const PHOTO_ADDRESS = "/media/";
/** The kinds of photo the site takes, as prepared photos and earlier uploads are named. */
const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif", "avif"] as const;

/** A photo's file name, from its public path or its file's path. */
export const photoName = (photo: string) => photo.split("/").pop() ?? photo;
/** The file under content/ of a photo an entry names (/media/hedge.webp → content/media/hedge.webp). */
export const fileOfPhoto = (photo: string) => `${PHOTO_FOLDER}/${photoName(photo)}`;
/** The public path an entry names a photo file by (content/media/hedge.webp → /media/hedge.webp). */
export const photoOfFile = (path: string) => `${PHOTO_ADDRESS}${photoName(path)}`;
export const isPhoto = (value: unknown): value is string => typeof value === "string" && value.startsWith(PHOTO_ADDRESS);
const extensionOf = (name: string) => (name.split(".").pop() ?? "").toLowerCase();

/** Every photo published now, by its public path, in name order. Throws when the backend cannot be asked. */
export async function publishedPhotos(backend: ContentBackend): Promise<string[]> {
  const lists = await Promise.all(PHOTO_EXTENSIONS.map((extension) => backend.list(PHOTO_FOLDER, extension)));
  const photos = lists.flat().map(photoOfFile);
  return [...new Set(photos)].toSorted((a, b) => a.localeCompare(b));
}

/** Whether a photo of `name`'s name is published now (the names compared as the files are kept: lower-case). */
export async function isPublished(backend: ContentBackend, name: string): Promise<boolean> {
  const listed = await backend.list(PHOTO_FOLDER, extensionOf(name));
  return listed.some((path) => photoName(path).toLowerCase() === name.toLowerCase());
}

/** Every photo a form's value shows (its photo fields' public paths). */
export function photosIn(value: unknown, found = new Set<string>()): Set<string> {
  if (isPhoto(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) photosIn(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) photosIn(item, found);
  return found;
}
