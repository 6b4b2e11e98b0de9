/**
 * A photo picked under the name of one already in the photo library (hedge.webp again) takes its
 * place: one file, one address, the new photo. Decap would ask "hedge.webp already exists. Do you
 * want to replace it?", then delete the one there at once (refused for a photo a page shows:
 * "Failed to delete media"; on GitHub a commit of its own, its pages without it until the next
 * publish) and list both. Here the owner is asked in plain words, and the photo there is only taken
 * out of Decap's list, nothing deleted: Decap then uploads the new one under the same path, written
 * over the file with the entry's Publish (or at once, from the library opened on its own).
 */
import { decapStore, type ImmutableMap } from "./decap-store.ts";
import { showNotice } from "./notices.ts";

interface ListedPhoto {
  id: string;
  name: string;
}

interface DecapState {
  entryDraft: ImmutableMap;
  mediaLibrary: ImmutableMap;
}

const plain = (list: unknown): ListedPhoto[] => ((list as { toJS?: () => unknown } | undefined)?.toJS?.() ?? list ?? []) as ListedPhoto[];

/**
 * The photos Decap compares a new one's name with (decap-cms-core, selectMediaFiles): the open
 * entry's, or the library's when no entry is open.
 */
function listedPhotos(state: DecapState): { photos: ListedPhoto[]; inEntry: boolean } {
  const entry = state.entryDraft.get("entry") as ImmutableMap & { isEmpty?: () => boolean };
  const inEntry = Boolean(entry && !entry.isEmpty?.());
  return { photos: plain(inEntry ? entry.get("mediaFiles") : state.mediaLibrary.get("files")), inEntry };
}

/** The name Decap gives an upload and compares with each listed one's, lower-cased (its sanitizeSlug with the default settings). */
const decapName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\w\-.~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]/gu, "-")
    .replace(/-{2,}/g, "-");

/** The owner's answer to a photo of the same name: true to put the new one in its place. */
function askToReplace(name: string, inEntry: boolean): Promise<boolean> {
  return new Promise((answer) =>
    showNotice(`same-name-${name}`, {
      tone: "warning",
      title: `${name} is already in your photos.`,
      text: `Put the photo you picked in its place? Every page that shows ${name} will show the new one ${
        inEntry ? "once you publish this entry" : "once the site is rebuilt (it is saved at once)"
      }.`,
      actions: [
        { label: "Put the new one in its place", run: () => answer(true) },
        { label: "Keep the one there", run: () => answer(false) },
      ],
    }),
  );
}

/** Takes the photo there out of Decap's list only: Decap then finds no photo of that name, asks nothing and deletes nothing. */
function unlist(state: DecapState, photo: ListedPhoto, inEntry: boolean) {
  const store = decapStore()!;
  if (inEntry) store.dispatch({ type: "REMOVE_DRAFT_ENTRY_MEDIA_FILE", payload: { id: photo.id } });
  else store.dispatch({ type: "MEDIA_DELETE_SUCCESS", payload: { file: photo, privateUpload: state.mediaLibrary.get("privateUpload") } });
}

/** The photos to upload: each of the same name as one listed, put in its place or left out, as the owner answers. */
export async function replaceSameNames(files: File[]): Promise<File[]> {
  const keep: File[] = [];
  for (const file of files) {
    const state = decapStore()?.getState() as unknown as DecapState | undefined;
    const listed = state && listedPhotos(state);
    const there = listed?.photos.filter((photo) => photo.name.toLowerCase() === decapName(file.name)) ?? [];
    if (!state || !listed || there.length === 0) {
      keep.push(file);
      continue;
    }
    const id = `same-name-${file.name}`;
    if (!(await askToReplace(file.name, listed.inEntry))) {
      showNotice(id, {
        tone: "done",
        title: `${file.name} was not added: the photo there stays.`,
        text: "To have both, give the new photo another name on your phone or computer, and upload it again.",
      });
      continue;
    }
    for (const photo of there) unlist(state, photo, listed.inEntry);
    showNotice(id, {
      tone: "done",
      title: `The new ${file.name} takes the old one's place ${listed.inEntry ? "when you publish" : "now"}.`,
      text: `One photo, one name: every page that shows ${file.name} will show the new one.`,
    });
    keep.push(file);
  }
  return keep;
}
