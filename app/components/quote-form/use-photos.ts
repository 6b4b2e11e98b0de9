/**
 * The photos a visitor attaches: at most three, each prepared in the browser (app/quote/photos/prepare.ts) to fit
 * its even share of the request's size budget (app/quote/photos/budget.ts). When a photo joins, those already
 * attached are fitted again to the smaller share. Problems become a message; nothing else changes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { acceptPhotos, MAX_PHOTOS, photoShare } from "#app/quote/photos/budget.ts";
import type { PhotoLimits } from "#app/quote/photos/resize.ts";

/** The hashed URL of the photo pipeline's script, bundled before the island (scripts/build/vite-client-entries.ts). */
declare const ENTRY_URL_QUOTE_PHOTOS: string;
type Pipeline = typeof import("#app/quote/photos/prepare.ts");

/**
 * The photo pipeline, loaded when the first photo is picked: most requests carry none, and the form
 * is ready sooner without it. The service worker keeps it with the page's scripts for offline use.
 * Built, by its URL: an import() of the module would bring Vite's preload helper along (1 KB).
 */
const pipeline = (): Promise<Pipeline> =>
  import.meta.env.DEV ? import("#app/quote/photos/prepare.ts") : import(/* @vite-ignore */ ENTRY_URL_QUOTE_PHOTOS);
const preparePhoto = async (file: Blob, limits: PhotoLimits) => (await pipeline()).preparePhoto(file, limits);

export interface Photo {
  id: string;
  name: string;
  original: File;
  prepared: Blob;
  preview: string;
}

const copy = quoteFormCopy.photos;

/** What the visitor is told about a photo that could not be added. */
async function problemWith(file: File, error: unknown): Promise<string> {
  const loaded = await pipeline().catch(() => undefined);
  if (!loaded) return copy.notLoaded;
  if (!(error instanceof loaded.PhotoError)) return copy.unreadable(file.name);
  return { unreadable: copy.unreadable, "too-large": copy.tooLarge, "too-many-pixels": copy.tooManyPixels }[error.reason](file.name);
}

async function fit(photo: Photo, share: number): Promise<Photo> {
  if (photo.prepared.size <= share) return photo;
  URL.revokeObjectURL(photo.preview);
  const prepared = await preparePhoto(photo.original, { maxBytes: share });
  return { ...photo, prepared, preview: URL.createObjectURL(prepared) };
}

export function usePhotos(budgetBytes: number) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [preparing, setPreparing] = useState(false);
  // The latest list, for work that finishes after other changes; photos are prepared one batch at a time.
  const current = useRef<Photo[]>([]);
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  const commit = useCallback((next: Photo[]) => {
    current.current = next;
    setPhotos(next);
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const work = pending.current.then(async () => {
        setPreparing(true);
        const { accepted, refused } = acceptPhotos(current.current, files);
        const problems = refused > 0 ? [copy.tooMany(MAX_PHOTOS, refused)] : [];
        const share = photoShare(budgetBytes, current.current.length + accepted.length);
        const added: Photo[] = [];
        for (const file of accepted) {
          try {
            const prepared = await preparePhoto(file, { maxBytes: share });
            added.push({ id: crypto.randomUUID(), name: file.name, original: file, prepared, preview: URL.createObjectURL(prepared) });
          } catch (error) {
            problems.push(await problemWith(file, error));
          }
        }
        const next = [...current.current, ...added];
        commit(await Promise.all(next.map((photo) => fit(photo, photoShare(budgetBytes, next.length)))));
        setProblem([...new Set(problems)].join(" "));
        if (added.length > 0) setAnnouncement(copy.added(next.length, MAX_PHOTOS));
      });
      pending.current = work.catch(() => undefined).finally(() => setPreparing(false));
    },
    [budgetBytes, commit],
  );

  const remove = useCallback(
    (id: string) => {
      const gone = current.current.find((photo) => photo.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      const next = current.current.filter((photo) => photo.id !== id);
      commit(next);
      setProblem("");
      setAnnouncement(copy.removed(next.length, MAX_PHOTOS));
    },
    [commit],
  );

  const clear = useCallback(() => {
    for (const photo of current.current) URL.revokeObjectURL(photo.preview);
    commit([]);
    setProblem("");
  }, [commit]);

  // The previews are object URLs: give their memory back when the form goes.
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  /** Resolves once every photo chosen so far is prepared (a press of Send waits for it). */
  const settled = useCallback(() => pending.current, []);

  return { photos, problem, announcement, preparing, add, remove, clear, settled };
}

export type Photos = ReturnType<typeof usePhotos>;
