import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleEditorNext, firstFormBytes } from "./editor-next-files.ts";

describe("the editor of the project's own", () => {
  it("loads at most 400 KB gzip of JavaScript before its first form, the content check only on Publish, a photo's preparation only when one is picked", async () => {
    const built = await bundleEditorNext(join(import.meta.dirname, "..", ".."));
    expect(firstFormBytes(built).gzip).toBeLessThanOrEqual(400_000);
    const checkLoadedLater = [...built.files.keys()].some((url) => url.includes("check-form") && !built.firstScripts.includes(url));
    expect(checkLoadedLater).toBe(true);
    // A photo's preparation (and an iPhone photo's converter) is loaded when the owner picks a photo.
    const photosLoadedLater = [...built.files.keys()].some((url) => url.includes("photo-upload") && !built.firstScripts.includes(url));
    expect(photosLoadedLater).toBe(true);
  }, 60_000);
});
