/**
 * A job's photos in its form, in Chromium, publishing through a backend held in memory: a photo
 * picked is prepared as the current editor prepares it (upright, sized, its location gone), shown at
 * once with what it shows, kept on the phone across a reload, and published with the job in one
 * publish; one named as a photo there asks first; what cannot be used is refused with what to do.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { ContentIndex } from "#app/content/entry-check.ts";
import { hasExif, withExif } from "../../scripts/fixtures/exif-fixture.ts";
import { sameNameWords } from "../editor/same-name-words.ts";
import type { ContentBackend, FileChange } from "./content-backend.ts";
import type { EntryRef, Field } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { memoryBackend } from "./memory-backend.ts";

const path = "content/jobs/2026-10-split-gum.json";
const photoFields: Field[] = [
  { name: "image", label: "Photo", widget: "image" },
  { name: "alt", label: "What the photo shows", widget: "string" },
  {
    name: "stage",
    label: "Stage",
    widget: "select",
    options: ["before", "during", "after"].map((value) => ({ label: value, value })),
  },
];
const entry: EntryRef = {
  collection: "jobs",
  path,
  file: "2026-10-split-gum",
  label: "Split gum made safe",
  fields: [
    { name: "title", label: "Title", widget: "string" },
    { name: "suburb", label: "Suburb", widget: "string" },
    { name: "service", label: "Service", widget: "string" },
    { name: "month", label: "Month", widget: "string" },
    { name: "story", label: "The story", widget: "text" },
    { name: "photos", label: "Photos", widget: "list", label_singular: "Photo", min: 1, max: 8, fields: photoFields },
  ],
};
const job = {
  title: "Split gum made safe over a Coolum Beach roof",
  suburb: "coolum-beach",
  service: "tree-removal",
  month: "2026-10",
  story: "A spotted gum split in a storm and leant onto the roof. The crew took it down in sections.",
  photos: [{ image: "/media/split-gum.jpg", alt: "The split gum on the roof", stage: "before" }],
};
const index = {
  addresses: ["/"],
  placeholders: ["emergency", "phone", "name", "replyTime", "years", "customers"],
  catalogue: { services: { "tree-removal": { title: "Tree removal" } }, reasons: {} },
  serviceUsers: [],
  entries: {
    testimonials: [],
    jobs: [{ path, slug: "2026-10-split-gum-made-safe-over-a-coolum-beach-roof", name: job.title }],
    reviews: [],
    services: [],
    suburbs: [{ path: "content/suburbs/coolum-beach.json", slug: "coolum-beach", name: "Coolum Beach" }],
    posts: [],
  },
} as unknown as ContentIndex;

/** A camera's JPEG of `width`×`height`, noisy as a photo is, carrying EXIF (its location and camera, as a phone writes them). */
async function cameraJpeg(name: string, width = 1800, height = 1350) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  const noise = context.createImageData(width, height);
  for (let at = 0; at < noise.data.length; at += 1) noise.data[at] = at % 4 === 3 ? 255 : (at * 7919) % 251;
  context.putImageData(noise, 0, 0);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer());
  return new File([withExif(jpeg, 1)], name, { type: "image/jpeg" });
}

/** The repository: the job, and the photo it shows. */
function repository() {
  const memory = memoryBackend({ [path]: `${JSON.stringify(job, null, 2)}\n` });
  memory.files.set("content/media/split-gum.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  const publishes: FileChange[][] = [];
  const backend: ContentBackend = {
    ...memory.backend,
    publishFiles: (changes, message) => {
      publishes.push(changes);
      return memory.backend.publishFiles(changes, message);
    },
  };
  return { ...memory, backend, publishes };
}

let root: Root | undefined;
const kept = keptChanges(localStorage);
beforeEach(async () => {
  localStorage.clear();
  await new Promise((done) => {
    const request = indexedDB.deleteDatabase("editor-photos");
    request.addEventListener("success", done);
    request.addEventListener("error", done);
    request.addEventListener("blocked", done);
  });
});
afterEach(() => {
  root?.unmount();
  root = undefined;
});

/** The job's form, its Photos unfolded as the owner taps them open. */
async function open(backend: ContentBackend) {
  root?.unmount();
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(createElement(EntryScreen, { entry, backend, kept, index }));
  await expect.poll(() => document.querySelector("details[data-field=photos]")).toBeTruthy();
  document.querySelector<HTMLDetailsElement>("details[data-field=photos]")!.open = true;
}

/** The owner picks `file` in the photo field of photo `position` (from 1), as the phone's picker hands it over. */
async function pick(file: File, position = 1) {
  await expect.element(page.getByRole("button", { name: words.chooseFromPhotos }).nth(position - 1)).toBeVisible();
  const input = document.querySelectorAll<HTMLInputElement>("input[type=file]")[position - 1]!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const addPhoto = () => page.getByRole("button", { name: `＋ ${words.add("Photo")}` }).click();
const publish = () => page.getByRole("button", { name: words.publish, exact: true }).click();
const jobIn = (text: string | null) => JSON.parse(text ?? "{}") as typeof job;

describe("a job's photo field", () => {
  it("prepares a photo picked, shows it at once with what it shows, and publishes it with the job in one publish", async () => {
    const { backend, files, textOf, publishes } = repository();
    await open(backend);
    await expect.element(page.getByText("split-gum.jpg")).toBeVisible();
    await expect.element(page.getByText("The split gum on the roof")).toBeVisible();
    await addPhoto();
    await pick(await cameraJpeg("IMG 0042.JPG"), 2);
    await expect.element(page.getByText("img-0042.jpg"), { timeout: 15_000 }).toBeVisible();
    await expect.element(page.getByText(words.photoWaiting)).toBeVisible();
    // Shown from the phone's own copy: the site has it only once it is published.
    const shown = document.querySelectorAll("figure")[1]!.querySelector("img")!;
    expect(shown.src).toMatch(/^blob:/);
    await expect.poll(() => shown.complete && shown.naturalWidth > 0).toBe(true);
    expect(files.has("content/media/img-0042.jpg")).toBe(false);

    await page.getByLabelText("What the photo shows").nth(1).fill("The roof clear, the gum gone");
    await expect.element(page.getByText("The roof clear, the gum gone", { exact: true }).first()).toBeVisible();
    await page.getByLabelText("Stage").nth(1).selectOptions("after");
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();

    expect(publishes).toHaveLength(1);
    expect(publishes[0]!.map((change) => change.path)).toEqual([path, "content/media/img-0042.jpg"]);
    expect(jobIn(textOf(path)).photos[1]).toEqual({ image: "/media/img-0042.jpg", alt: "The roof clear, the gum gone", stage: "after" });
    const written = files.get("content/media/img-0042.jpg") as Uint8Array;
    expect(written).toBeInstanceOf(Uint8Array);
    expect(hasExif(written)).toBe(false);
    const bitmap = await createImageBitmap(new Blob([written as Uint8Array<ArrayBuffer>]));
    expect([bitmap.width, bitmap.height]).toEqual([1800, 1350]);
    await expect.element(page.getByText(words.photoWaiting)).not.toBeInTheDocument();
  }, 30_000);

  it("keeps a photo picked but not published on the phone: after a reload it is shown and published with the job", async () => {
    const { backend, files, textOf } = repository();
    await open(backend);
    await pick(await cameraJpeg("hedge.jpg"));
    await expect.element(page.getByText("hedge.jpg"), { timeout: 15_000 }).toBeVisible();
    await expect.element(page.getByText(words.photoWaiting)).toBeVisible();

    await open(backend); // the page reloaded: the form from the changes kept, the photo from IndexedDB
    await expect.element(page.getByText("hedge.jpg")).toBeVisible();
    await expect.element(page.getByText(words.photoWaiting)).toBeVisible();
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(jobIn(textOf(path)).photos[0]!.image).toBe("/media/hedge.jpg");
    expect(hasExif(files.get("content/media/hedge.jpg") as Uint8Array)).toBe(false);
  }, 30_000);

  it("asks before a photo takes the place of one of its name: kept, nothing changes; put in its place, it is written over with Publish", async () => {
    const { backend, files, textOf } = repository();
    const before = files.get("content/media/split-gum.jpg");
    await open(backend);
    await pick(await cameraJpeg("Split Gum.jpg"));
    await expect.element(page.getByText(sameNameWords.title("split-gum.jpg")), { timeout: 15_000 }).toBeVisible();
    await expect.element(page.getByText(words.samePhotoQuestion("split-gum.jpg"))).toBeVisible();
    await page.getByRole("button", { name: sameNameWords.keep }).click();
    await expect.element(page.getByText(sameNameWords.keptTitle("split-gum.jpg"))).toBeVisible();
    await expect.element(page.getByText(words.photoWaiting)).not.toBeInTheDocument();

    await pick(await cameraJpeg("split-gum.jpg"));
    await page.getByRole("button", { name: sameNameWords.replace }).click();
    await expect.element(page.getByText(sameNameWords.replacedTitle("split-gum.jpg", true))).toBeVisible();
    await expect.element(page.getByText(words.photoWaiting)).toBeVisible();
    expect(files.get("content/media/split-gum.jpg")).toBe(before);
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(files.get("content/media/split-gum.jpg")).not.toBe(before);
    expect((files.get("content/media/split-gum.jpg") as Uint8Array).length).toBeGreaterThan(1000);
    expect(jobIn(textOf(path)).photos).toEqual(job.photos);
  }, 30_000);

  it("refuses a file over 50 MB and one that is not a photo at once, saying what to do, and adds nothing", async () => {
    const { backend, publishes } = repository();
    await open(backend);
    await pick(new File([new Uint8Array(51 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }));
    await expect.element(page.getByText(words.photoNotAdded)).toBeVisible();
    await expect.element(page.getByText(/^huge\.jpg is 51 MB; the editor takes photos up to 50 MB\. Pick a smaller copy/)).toBeVisible();
    await pick(new File(["Quote for the split gum: $1,200"], "notes.txt", { type: "text/plain" }));
    await expect
      .element(page.getByText("notes.txt is not a photo the site can use. Pick a JPEG, PNG, WebP or iPhone (HEIC) photo."))
      .toBeVisible();
    await expect.element(page.getByText("split-gum.jpg")).toBeVisible();
    await expect.element(page.getByText(words.photoWaiting)).not.toBeInTheDocument();
    expect(publishes).toEqual([]);
  });

  it("chooses a photo from those published", async () => {
    const { backend, files, textOf } = repository();
    files.set("content/media/hedge.webp", new Uint8Array([1, 2, 3]));
    await open(backend);
    await page.getByRole("button", { name: words.chooseFromPhotos }).click();
    await page.getByRole("button", { name: words.choosePhoto("hedge.webp") }).click();
    await expect.element(page.getByText("hedge.webp")).toBeVisible();
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(jobIn(textOf(path)).photos[0]!.image).toBe("/media/hedge.webp");
  });

  it("says a photo the device refused to keep (Safari's private tab) as not kept, never as kept, and still publishes it while the page is open", async () => {
    const { backend, textOf } = repository();
    // As WebKit's private browsing answers: the store takes nothing.
    const put = vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
      throw new DOMException("The operation failed for reasons unrelated to the database itself.", "UnknownError");
    });
    try {
      await open(backend);
      await pick(await cameraJpeg("private.jpg"));
      await expect.element(page.getByText("private.jpg"), { timeout: 15_000 }).toBeVisible();
      await expect.element(page.getByText(words.photoWaitingNotKept)).toBeVisible();
      expect(document.body.textContent).not.toContain(words.photoWaiting);
      expect(words.photoWaitingNotKept).toMatch(
        /^This photo is not kept on this (phone|device|computer): publish before you close the page\.$/,
      );
      await publish();
      await expect.element(page.getByText(words.published)).toBeVisible();
      expect(jobIn(textOf(path)).photos[0]!.image).toBe("/media/private.jpg");
    } finally {
      put.mockRestore();
    }
  }, 30_000);

  it("refuses to publish a form naming a photo neither kept on this phone nor published, saying which, and writes nothing", async () => {
    const { backend, textOf, publishes } = repository();
    const opened = textOf(path)!;
    const lost = { ...job, photos: [...job.photos, { image: "/media/lost.jpg", alt: "The stump ground", stage: "after" }] };
    kept.keep(path, lost, opened); // the phone's storage of photos cleared since
    await open(backend);
    await publish();
    await expect.element(page.getByText(words.fixFirst)).toBeVisible();
    await expect.element(page.getByText(words.photoMissing("/media/lost.jpg"))).toBeVisible();
    expect(publishes).toEqual([]);
    expect(textOf(path)).toBe(opened);
  });
});
