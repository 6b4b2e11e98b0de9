/** Runs in Chromium, on its own: the module keeps its one worker, and here that worker cannot load. */
import { expect, it, vi } from "vitest";
import { cameraPhoto } from "../../../scripts/fixtures/exif-fixture.ts";
import { preparePhoto } from "#app/quote/photos/prepare.ts";

it("prepares the photo on the page when the worker's script cannot load (offline, before it was ever kept)", async () => {
  const RealWorker = Worker;
  vi.stubGlobal(
    "Worker",
    class extends RealWorker {
      constructor(_url: URL | string, options?: WorkerOptions) {
        super("/no-such-photo-worker.js", options);
      }
    },
  );
  const original = await cameraPhoto();
  const pageEncodes = vi.spyOn(OffscreenCanvas.prototype, "convertToBlob");
  const prepared = await preparePhoto(original, { maxBytes: 450 * 1024 });
  expect(prepared.size).toBeLessThanOrEqual(450 * 1024);
  expect(["image/jpeg", "image/webp"]).toContain(prepared.type);
  expect(pageEncodes).toHaveBeenCalled();
});
