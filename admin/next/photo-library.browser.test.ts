/**
 * The photo library (#/photos) in Chromium, over a backend held in memory: every photo with its name;
 * one no page shows is deleted when the owner says so; one a job shows is not, and the refusal names
 * the job, in the owner's guide's words.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
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

const remove = async (name: string) => {
  await page.getByRole("button", { name: `${words.deletePhoto}: ${name}` }).click();
  await page.getByRole("button", { name: words.deleteIt }).click();
};

describe("the photo library", () => {
  it("lists every photo by name, small", async () => {
    open();
    await expect.element(page.getByRole("heading", { name: words.yourPhotos })).toBeVisible();
    await expect.element(page.getByText("hedge.webp")).toBeVisible();
    const items = [...document.querySelectorAll("li")];
    expect(items.map((item) => item.querySelector("img, span[aria-hidden]") !== null)).toEqual([true, true, true]);
    expect(items.map((item) => item.textContent?.replace(words.deletePhoto, ""))).toEqual(["hedge.webp", "old-fence.png", "split-gum.jpg"]);
  });

  it("refuses to delete a photo a job shows, naming the job; deletes one nothing shows, once the owner says so", async () => {
    const { files } = open();
    await remove("split-gum.jpg");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent(
        'The photo split-gum.jpg is shown by Job "Storm-split gum made safe": remove it there and publish first, then delete it.',
      );
    expect(files.has("content/media/split-gum.jpg")).toBe(true);

    await page.getByRole("button", { name: `${words.deletePhoto}: old-fence.png` }).click();
    await expect.element(page.getByText(words.deletePhotoQuestion("old-fence.png"))).toBeVisible();
    await page.getByRole("button", { name: words.keepIt }).click();
    expect(files.has("content/media/old-fence.png")).toBe(true);
    await remove("old-fence.png");
    await expect.element(page.getByText(words.photoDeleted("old-fence.png"))).toBeVisible();
    expect(files.has("content/media/old-fence.png")).toBe(false);
    await expect.element(page.getByRole("button", { name: `${words.deletePhoto}: old-fence.png` })).not.toBeInTheDocument();
  });
});
