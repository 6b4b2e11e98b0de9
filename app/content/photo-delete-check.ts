/**
 * A photo's delete checked as an entry's is (./delete-check.ts): a photo a job, a post or a page
 * shows is not deleted, and the refusal names each that shows it, in the words of the local
 * backend's refusal (scripts/dev/local-backend.ts) and the owner's guide. Pure and browser-safe: the
 * editor checks before it deletes, against what `npm run cms` lists each time the library opens.
 */
import { andList } from "#app/lib/and-list.ts";

/** An entry that shows photos, by the name the owner knows it by (Job "…"). */
export interface PhotosShown {
  label: string;
  /** Each as files name them: /media/<file>. */
  photos: string[];
}

/** Why the photo `photo` (/media/<file>) may not be deleted; none: it may go. */
export function photoDeleteRefusals(photo: string, shown: PhotosShown[]): string[] {
  const users = shown.filter((entry) => entry.photos.includes(photo)).map((entry) => entry.label);
  if (users.length === 0) return [];
  const name = photo.split("/").pop() ?? photo;
  return [`The photo ${name} is shown by ${andList(users)}: remove it there and publish first, then delete it.`];
}
