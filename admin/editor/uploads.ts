/**
 * Every photo the owner picks in the editor's media library goes through ./photo-upload.ts before
 * Decap sees it: the file input's `change` is caught on its way down (capture, on the document),
 * the prepared photo put in the input's place, and the event sent again for Decap to upload. A
 * photo that cannot be used never reaches Decap; the owner is told why, and what to do. One of the
 * same name as a photo there takes its place, if the owner says so (./same-name.ts).
 */
import { paths } from "#app/site/paths.ts";
import { clearNotice, showNotice } from "./notices.ts";
import { prepareUpload, UploadRefused } from "./photo-upload.ts";
import { replaceSameNames } from "./same-name.ts";

/** The events this module sends on, which it lets pass. */
const prepared = new WeakSet<Event>();
/** Photos prepared in this visit, by file name, as the browser holds them. */
const pickedPhotos = new Map<string, string>();

async function prepareAndPass(input: HTMLInputElement, files: File[]) {
  const id = "upload";
  const ready: File[] = [];
  for (const file of files) {
    showNotice(id, {
      tone: "progress",
      title: `Preparing ${file.name} for the site…`,
      text: "Turning it upright, sizing it and removing its location.",
    });
    try {
      const { file: photo, warning } = await prepareUpload(file);
      ready.push(photo);
      if (warning) showNotice(`${id}-${photo.name}`, { tone: "warning", title: "This photo is small.", text: warning });
    } catch (error) {
      const text = error instanceof UploadRefused ? error.message : `${file.name} could not be prepared. Try again, or pick another photo.`;
      showNotice(`${id}-${file.name}`, { tone: "problem", title: "This photo was not added.", text });
    }
  }
  clearNotice(id);
  input.value = "";
  const going = await replaceSameNames(ready);
  if (going.length === 0) return;
  const transfer = new DataTransfer();
  for (const photo of going) {
    transfer.items.add(photo);
    pickedPhotos.set(photo.name.toLowerCase(), URL.createObjectURL(photo));
  }
  input.files = transfer.files;
  const event = new Event("change", { bubbles: true });
  prepared.add(event);
  input.dispatchEvent(event);
}

/** A photo picked in this visit, shown from the browser's own copy where Decap asks its public path. */
function showPickedPhoto(image: HTMLImageElement) {
  const src = image.getAttribute("src") ?? "";
  const local = src.startsWith(paths.media) && pickedPhotos.get(src.slice(paths.media.length).toLowerCase());
  if (local) image.src = local;
}

/**
 * Decap shows a photo picked but not yet published from its public path (/media/<file>), where
 * nothing is until the site is rebuilt: it is shown from the browser's own copy instead.
 */
function showPickedPhotos() {
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.target instanceof HTMLImageElement) showPickedPhoto(change.target);
      for (const node of change.addedNodes) if (node instanceof Element) node.querySelectorAll("img").forEach(showPickedPhoto);
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["src"] });
}

export function prepareEveryUpload() {
  showPickedPhotos();
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || prepared.has(event)) return;
      const files = [...(input.files ?? [])];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      void prepareAndPass(input, files);
    },
    { capture: true },
  );
}
