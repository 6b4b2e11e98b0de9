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
import { decapName, sameNameWords } from "./same-name-words.ts";

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

/** The owner's answer to a photo of the same name: true to put the new one in its place. */
function askToReplace(name: string, inEntry: boolean): Promise<boolean> {
  return new Promise((answer) =>
    showNotice(`same-name-${name}`, {
      tone: "warning",
      title: sameNameWords.title(name),
      text: sameNameWords.question(name, inEntry),
      actions: [
        { label: sameNameWords.replace, run: () => answer(true) },
        { label: sameNameWords.keep, run: () => answer(false) },
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
        title: sameNameWords.keptTitle(file.name),
        text: sameNameWords.keptText,
      });
      continue;
    }
    for (const photo of there) unlist(state, photo, listed.inEntry);
    showNotice(id, {
      tone: "done",
      title: sameNameWords.replacedTitle(file.name, listed.inEntry),
      text: sameNameWords.replacedText(file.name),
    });
    keep.push(file);
  }
  return keep;
}
