/** What the page and the photo worker (./photo-worker.ts) say to each other. */
import type { PhotoError, PhotoLimits } from "#app/quote/photos/resize.ts";

export interface PhotoRequest {
  id: number;
  file: Blob;
  limits: PhotoLimits;
}

/** The prepared photo, why it was refused, or "failed": the worker could not do the work at all. */
export type PhotoReply = { id: number; photo: Blob } | { id: number; failure: PhotoError["reason"] | "failed" };
