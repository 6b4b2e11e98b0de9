import { describe, expect, it } from "vitest";
import { bundleEditor, firstFormBytes } from "../build/admin-files.ts";

describe("the owner's editor", () => {
  it("loads at most 400 KB gzip of JavaScript before its first form, the content check only on Publish, a photo's preparation only when one is picked", async () => {
    const built = await bundleEditor();
    expect(firstFormBytes(built).gzip).toBeLessThanOrEqual(400_000);
    const checkLoadedLater = built.files.some((file) => file.name.includes("check-form") && !built.firstScripts.includes(file.name));
    expect(checkLoadedLater).toBe(true);
    // A photo's preparation (and an iPhone photo's converter) is loaded when the owner picks a photo.
    const photosLoadedLater = built.files.some((file) => file.name.includes("photo-upload") && !built.firstScripts.includes(file.name));
    expect(photosLoadedLater).toBe(true);
  }, 60_000);
});
