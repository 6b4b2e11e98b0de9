/**
 * The photo library (#/photos) in Chromium, over a backend held in memory: every photo with its name;
 * one no page shows is deleted when the owner says so; one a job shows is not, and the refusal names
 * the job, in the owner's guide's words.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { hasExif, withExif } from "../../scripts/fixtures/exif-fixture.ts";
import { sameNameWords } from "../editor/same-name-words.ts";
import type { EditorModel } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { memoryBackend } from "./memory-backend.ts";
import { PhotoLibrary } from "./photo-library.tsx";

let root: Root;
afterEach(() => root.unmount());

/** What `npm run cms` says shows which photo: a job shows split-gum.jpg. */
const photosShown = async () =>
  ({ photosShown: [{ label: 'Job "Storm-split gum made safe"', photos: ["/media/split-gum.jpg"] }] }) as unknown as EditorModel;

function open() {
  const memory = memoryBackend({ "content/jobs/2026-10-split-gum.json": "{}" });
  for (const name of ["split-gum.jpg", "hedge.webp", "old-fence.png"]) memory.files.set(`content/media/${name}`, new Uint8Array([1, 2, 3]));
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(createElement(PhotoLibrary, { backend: memory.backend, photosShown }));
  return memory;
}

/** A phone's JPEG, `width` px wide, carrying EXIF. */
async function jpeg(name: string, width: number) {
  const canvas = new OffscreenCanvas(width, (width * 3) / 4);
  const context = canvas.getContext("2d")!;
  // Noisy, as a photo is: encoded as JPEG (a flat colour would be smaller as WebP).
  const noise = context.createImageData(canvas.width, canvas.height);
  for (let at = 0; at < noise.data.length; at += 1) noise.data[at] = at % 4 === 3 ? 255 : (at * 7919) % 251;
  context.putImageData(noise, 0, 0);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg" })).arrayBuffer());
  return new File([withExif(bytes, 1)], name, { type: "image/jpeg" });
}

/** The owner picks `file` with the library's Add a photo, as the phone's picker hands it over. */
async function pick(file: File) {
  await expect.element(page.getByText(words.addPhotoNow)).toBeVisible();
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const remove = async (name: string) => {
  await page.getByRole("button", { name: `${words.deletePhoto}: ${name}` }).click();
  await page.getByRole("button", { name: words.deleteIt }).click();
};

describe("the photo library", () => {
  it("says in words that there is no photo yet when the site has none (no photos folder at all: git keeps no empty folder)", async () => {
    document.body.replaceChildren(document.createElement("div"));
    root = createRoot(document.body.firstElementChild!);
    root.render(createElement(PhotoLibrary, { backend: memoryBackend({ "content/business.json": "{}" }).backend, photosShown }));
    await expect.element(page.getByText(words.noPhotos)).toBeVisible();
    expect(document.querySelectorAll("li")).toHaveLength(0);
  });

  it("lists every photo by name, small", async () => {
    open();
    await expect.element(page.getByRole("heading", { name: words.yourPhotos })).toBeVisible();
    await expect.element(page.getByText("hedge.webp")).toBeVisible();
    const items = [...document.querySelectorAll("li")];
    expect(items.map((item) => item.querySelector("img, span[aria-hidden]") !== null)).toEqual([true, true, true]);
    expect(items.map((item) => item.textContent?.replace(words.deletePhoto, ""))).toEqual(["hedge.webp", "old-fence.png", "split-gum.jpg"]);
  });

  it("refuses to delete a photo a job shows, naming the job, without asking first; deletes one nothing shows, once the owner says so", async () => {
    const { files } = open();
    // Refused at Delete: no question whose answer could not be yes.
    await page.getByRole("button", { name: `${words.deletePhoto}: split-gum.jpg` }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent(
        'The photo split-gum.jpg is shown by Job "Storm-split gum made safe": remove it there and publish first, then delete it.',
      );
    expect(files.has("content/media/split-gum.jpg")).toBe(true);
    expect(document.body.textContent).not.toContain(words.deletePhotoQuestion("split-gum.jpg"));

    await page.getByRole("button", { name: `${words.deletePhoto}: old-fence.png` }).click();
    await expect.element(page.getByText(words.deletePhotoQuestion("old-fence.png"))).toBeVisible();
    await page.getByRole("button", { name: words.keepIt }).click();
    expect(files.has("content/media/old-fence.png")).toBe(true);
    await remove("old-fence.png");
    await expect.element(page.getByText(words.photoDeleted("old-fence.png"))).toBeVisible();
    expect(files.has("content/media/old-fence.png")).toBe(false);
    await expect.element(page.getByRole("button", { name: `${words.deletePhoto}: old-fence.png` })).not.toBeInTheDocument();
  });

  it("adds a photo picked at once, prepared, with a warning when it is small; one of a name there asks, and takes its place at once", async () => {
    const { files } = open();
    await pick(await jpeg("Fence after.jpg", 600));
    await expect.element(page.getByText(words.photoAdded("fence-after.jpg"))).toBeVisible();
    await expect.element(page.getByText(words.photoSmall)).toBeVisible();
    await expect.element(page.getByText(/^Fence after\.jpg is 600 px wide, narrower than the site shows photos/)).toBeVisible();
    const added = files.get("content/media/fence-after.jpg") as Uint8Array;
    expect(hasExif(added)).toBe(false);
    await expect.element(page.getByRole("button", { name: `${words.deletePhoto}: fence-after.jpg` })).toBeVisible();

    const before = files.get("content/media/hedge.webp");
    await pick(await jpeg("hedge.jpg", 900));
    await expect.element(page.getByText(words.photoAdded("hedge.jpg"))).toBeVisible();
    await pick(await jpeg("hedge.jpg", 1000));
    await expect.element(page.getByText(sameNameWords.title("hedge.jpg"))).toBeVisible();
    await expect.element(page.getByText(sameNameWords.question("hedge.jpg", false))).toBeVisible();
    const first = files.get("content/media/hedge.jpg");
    await page.getByRole("button", { name: sameNameWords.replace }).click();
    await expect.element(page.getByText(sameNameWords.replacedTitle("hedge.jpg", false))).toBeVisible();
    expect(files.get("content/media/hedge.jpg")).not.toBe(first);
    expect(files.get("content/media/hedge.webp")).toBe(before);
  }, 30_000);
});
