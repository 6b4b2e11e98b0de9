/**
 * The photos a visitor attaches: at most three, each prepared in the browser (app/quote/photos/prepare.ts) to fit
 * its even share of the request's size budget (app/quote/photos/budget.ts). When a photo joins, those already
 * attached are fitted again to the smaller share. Problems become a message; nothing else changes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { acceptPhotos, MAX_PHOTOS, photoShare } from "#app/quote/photos/budget.ts";
import { preparePhoto } from "#app/quote/photos/prepare.ts";
import { PhotoError } from "#app/quote/photos/resize.ts";

export interface Photo {
  id: string;
  name: string;
  original: File;
  prepared: Blob;
  preview: string;
}

const copy = quoteFormCopy.photos;

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
            problems.push(
              error instanceof PhotoError && error.reason === "too-large" ? copy.tooLarge(file.name) : copy.unreadable(file.name),
            );
          }
        }
        const next = [...current.current, ...added];
        commit(await Promise.all(next.map((photo) => fit(photo, photoShare(budgetBytes, next.length)))));
        setProblem(problems.join(" "));
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
