/**
 * A photo the owner picks, made ready for the site exactly as the current editor makes it
 * (admin/editor/photo-upload.ts: upright, sized, its location and camera details gone; refused over
 * 50 MB or when it is not a photo, with what to do; a warning when small), then named as the photo
 * library keeps it and compared with the photos there. The preparation (and, for an iPhone photo, its
 * converter) is loaded when the first photo is picked, never with the editor.
 */
import { decapName } from "../editor/same-name-words.ts";
import type { ContentBackend } from "./content-backend.ts";
import { words } from "./editor-words.ts";
import { isPublished, PHOTO_ADDRESS } from "./photo-files.ts";

export type Picked =
  | { kind: "refused"; text: string }
  | {
      kind: "ready";
      /** Its public path, as the form names it (/media/hedge.webp). */
      photo: string;
      name: string;
      bytes: Blob;
      warning?: string;
      /** A photo of that name is in the library already, or picked in this form: the owner is asked. */
      sameName: boolean;
    };

/** `file` prepared for the site, or refused; `pickedHere`: whether a photo of that public path is already picked in the form. */
export async function preparePicked(file: File, backend: ContentBackend, pickedHere: (photo: string) => boolean): Promise<Picked> {
  const { prepareUpload, UploadRefused } = await import("../editor/photo-upload.ts");
  let prepared: Awaited<ReturnType<typeof prepareUpload>>;
  try {
    prepared = await prepareUpload(file);
  } catch (error) {
    return { kind: "refused", text: error instanceof UploadRefused ? error.message : words.photoNotPrepared(file.name) };
  }
  const name = decapName(prepared.file.name);
  const photo = `${PHOTO_ADDRESS}${name}`;
  try {
    const sameName = pickedHere(photo) || (await isPublished(backend, name));
    return { kind: "ready", photo, name, bytes: prepared.file, sameName, ...(prepared.warning ? { warning: prepared.warning } : {}) };
  } catch {
    return { kind: "refused", text: words.photoCannotCheck };
  }
}
