/** Where the editor finds the owner's photos: the folder the editor's configuration uploads into, listed through the backend. */
import { describe, expect, it } from "vitest";
import { editorConfig } from "../../scripts/build/admin-config.ts";
import { memoryBackend } from "./memory-backend.ts";
import { fileOfPhoto, PHOTO_ADDRESS, PHOTO_FOLDER, photoOfFile, photosIn, publishedPhotos } from "./photo-files.ts";

describe("the owner's photos", () => {
  it("are where the editor's configuration puts them (media_folder), named by its public_folder", () => {
    const config = editorConfig("https://example.com");
    expect(PHOTO_FOLDER).toBe(config.media_folder);
    expect(PHOTO_ADDRESS).toBe(`${config.public_folder}/`);
    expect(fileOfPhoto("/media/hedge.webp")).toBe("content/media/hedge.webp");
    expect(photoOfFile("content/media/hedge.webp")).toBe("/media/hedge.webp");
  });

  it("are every photo file of the folder, by name, and nothing else", async () => {
    const { backend, files } = memoryBackend({ "content/media/README.md": "notes", "content/jobs/a.json": "{}" });
    for (const name of ["gum.JPG", "hedge.webp", "fence.png", "stump.jpeg"]) files.set(`content/media/${name}`, new Uint8Array([1]));
    files.set("content/media-derived/hedge-640.webp", new Uint8Array([1]));
    expect(await publishedPhotos(backend)).toEqual(["/media/fence.png", "/media/hedge.webp", "/media/stump.jpeg"]);
  });

  it("a form shows are found wherever its fields hold them", () => {
    const job = { title: "Gum", photos: [{ image: "/media/a.jpg", alt: "A" }, { image: "/media/b.webp" }], hero: { src: "/media/a.jpg" } };
    expect([...photosIn(job)]).toEqual(["/media/a.jpg", "/media/b.webp"]);
  });
});
