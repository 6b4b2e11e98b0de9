/** The worker that prepares the quote form's photos (see ./prepare.ts for why a worker). */
import type { PhotoReply, PhotoRequest } from "#app/quote/photos/photo-messages.ts";
import { PhotoError, resizePhoto } from "#app/quote/photos/resize.ts";

addEventListener("message", async ({ data: { id, file, limits } }: MessageEvent<PhotoRequest>) => {
  const reply: PhotoReply = await resizePhoto(file, limits).then(
    (photo) => ({ id, photo }),
    // Anything but a refusal (no 2D canvas in this engine's workers, say) leaves the work to the page.
    (error: unknown) => ({ id, failure: error instanceof PhotoError ? error.reason : "failed" }),
  );
  postMessage(reply);
});
