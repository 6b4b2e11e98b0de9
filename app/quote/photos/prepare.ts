/**
 * Prepares a photo (./resize.ts) in a worker. On the page's main thread Chromium encodes a canvas
 * only in idle time, and when the page is busy it waits 1 s for each encode (4 s on Android) before
 * it starts anyway; a photo that needs several tries to fit its share could take half a minute. A
 * worker encodes at once. Where no worker can be had, or it fails, the page prepares the photo itself.
 */
import type { PhotoReply, PhotoRequest } from "#app/quote/photos/photo-messages.ts";
import { PhotoError, resizePhoto, type PhotoLimits } from "#app/quote/photos/resize.ts";

/** For the form, which loads this module only when a photo is picked (components/quote-form/use-photos.ts). */
export { PhotoError };

/** The one worker, started at the first photo; null once it cannot be had. */
let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, (reply: PhotoReply) => void>();

function answer(reply: PhotoReply) {
  waiting.get(reply.id)?.(reply);
  waiting.delete(reply.id);
}

function photoWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== "function" || typeof OffscreenCanvas !== "function") return (worker = null);
  try {
    worker = new Worker(new URL("./photo-worker.ts", import.meta.url), { type: "module", name: "photos" });
  } catch {
    return (worker = null);
  }
  worker.addEventListener("message", ({ data }: MessageEvent<PhotoReply>) => answer(data));
  // Its script could not load (offline before it was ever cached) or it broke: the page takes over.
  worker.addEventListener("error", () => {
    worker = null;
    for (const id of waiting.keys()) answer({ id, failure: "failed" });
  });
  return worker;
}

export async function preparePhoto(file: Blob, limits: PhotoLimits): Promise<Blob> {
  const current = photoWorker();
  if (!current) return resizePhoto(file, limits);
  const id = ++lastId;
  const reply = await new Promise<PhotoReply>((resolve) => {
    waiting.set(id, resolve);
    // A Worker's postMessage takes no target origin: the worker is this page's own.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    current.postMessage({ id, file, limits } satisfies PhotoRequest);
  });
  if ("photo" in reply) return reply.photo;
  if (reply.failure === "failed") return resizePhoto(file, limits);
  throw new PhotoError(reply.failure);
}
