/**
 * What a delete may not take, as `npm run cms`'s local content server refuses it
 * (./local-backend.ts): a photo a content file shows, or a service a file names, each said in the
 * owner's words with the entries that use it. On the live site GitHub has no such rule; there the
 * build refuses the next publish naming the entry that lost its photo or service, and the last good
 * site stays up (docs/owner-guide.md). Read from the content folder as it is now, at each delete.
 */
import { basename } from "node:path";

/** The photos a delete names that a content file shows, each with the entries that show it; none: it may go. */
async function photosInUse(paths: string[]): Promise<string[]> {
  const { entriesShowing } = await import("#app/content/content-files.server.ts");
  return paths.flatMap((path) => {
    const users = path.startsWith("content/media/") ? entriesShowing(`/media/${basename(path)}`) : [];
    return users.length > 0
      ? [`The photo ${basename(path)} is shown by ${users.join(", ")}: remove it there and publish first, then delete it.`]
      : [];
  });
}

/** The services a delete retires that a suburb page, a job or a page names, each with those that name it. */
async function servicesInUse(paths: string[]): Promise<string[]> {
  const retired = paths.filter((path) => /^content\/services\/[^/]+\.json$/.test(path));
  if (retired.length === 0) return [];
  const { contentIndex } = await import("#app/content/content-index.server.ts");
  const { urlSegment } = await import("#app/content/entry-check.ts");
  const { retireRefusals } = await import("#app/content/service-ties.ts");
  const { catalogue, serviceUsers } = contentIndex();
  // A service's id is its file's name as an address has it (the editor may write Hedge-Trimming.json).
  return retired.flatMap((path) => retireRefusals(urlSegment(basename(path, ".json")), catalogue.services, serviceUsers));
}

/** Why the files at `deleted` may not be deleted, in the owner's words; none: they may go. Loaded at the first delete. */
export const deletesInUse = async (deleted: string[]): Promise<string[]> =>
  deleted.length === 0 ? [] : [...(await photosInUse(deleted)), ...(await servicesInUse(deleted))];
