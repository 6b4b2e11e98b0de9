/**
 * A list of photos (a job's photos) shows each item folded as its first field, the photo's path
 * ("/media/job-photo.webp"), which tells the owner nothing. Each such label gets the photo itself,
 * small, and what it shows (its description, read from the entry being edited). Decap's own text
 * stays in place, hidden by admin/index.html, so Decap can go on updating it; this only adds beside it.
 * A tap on a folded item (its photo, or a keyword's words) unfolds it, as the small arrow above it does.
 */
import { decapStore } from "./decap-store.ts";
import { afterEachRedraw } from "./redraws.ts";

/** A photo the site keeps: a path under /media/ to an image file. */
const PHOTO_PATH = /^\/media\/\S+\.(?:avif|gif|heic|jpe?g|png|webp)$/i;
const MARK = "owner-thumbnail";

/** Every photo path in the entry being edited, with the description beside it (its `alt`). */
function descriptions(): Map<string, string> {
  const found = new Map<string, string>();
  const data = decapStore()?.getState().entryDraft.getIn(["entry", "data"]) as { toJS?: () => unknown } | undefined;
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const fields = Object.values(value as Record<string, unknown>);
    const alt = (value as Record<string, unknown>).alt;
    for (const field of fields)
      if (typeof field === "string" && PHOTO_PATH.test(field) && typeof alt === "string" && !found.has(field)) found.set(field, alt);
    fields.forEach(visit);
  };
  visit(data?.toJS?.());
  return found;
}

const pathOf = (label: HTMLElement) => label.firstChild?.nodeValue?.trim() ?? "";

function decorate() {
  const labels = [...document.querySelectorAll<HTMLElement>('[class*="NestedObjectLabel"]')];
  const photos = labels.filter((label) => PHOTO_PATH.test(pathOf(label)));
  for (const label of labels) if (!photos.includes(label)) label.querySelector(`.${MARK}`)?.remove();
  if (photos.length === 0) return;
  const alts = descriptions();
  for (const label of photos) {
    const path = pathOf(label);
    const alt = alts.get(path) ?? "";
    const mark = label.querySelector(`.${MARK}`);
    // Unchanged: left alone, so this watcher's own additions do not set it off again.
    if (mark?.getAttribute("data-path") === path && mark.getAttribute("data-alt") === alt) continue;
    mark?.remove();
    const figure = Object.assign(document.createElement("span"), { className: MARK });
    figure.setAttribute("data-path", path);
    figure.setAttribute("data-alt", alt);
    const image = Object.assign(document.createElement("img"), { src: path, alt: "", width: 64, height: 48, loading: "lazy" });
    // A photo picked but not yet published is not at its path yet: its description alone, until it is.
    image.addEventListener("error", () => (image.hidden = true));
    const words = Object.assign(document.createElement("span"), { textContent: alt || "A photo with no description yet" });
    figure.append(image, words);
    label.append(figure);
  }
}

/** Watches the editor for folded photo items, as Decap draws and redraws them. */
export function showPhotoThumbnails() {
  afterEachRedraw(decorate, { characterData: true, attributes: true, attributeFilter: ["class"] });
}

/**
 * Decap unfolds an item only from its arrow, 26 px in the corner of the bar above it: a tap on the
 * folded item itself (Decap shows its label only while folded) presses that arrow.
 */
export function unfoldOnTap() {
  document.addEventListener("click", (event) => {
    const label = event.target instanceof Element ? event.target.closest('[class*="NestedObjectLabel"]') : null;
    const bar = label?.previousElementSibling;
    if (!bar || !String(bar.className).includes("ListItemTopBar")) return;
    bar.querySelector("button")?.click();
  });
}
