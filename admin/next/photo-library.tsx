/**
 * The photo library (#/photos, "Photos" on the first screen): every photo published, small, with its
 * name; one deleted at once, unless a job, a post or a page shows it (then the refusal names them, as
 * the owner's guide says: app/content/photo-delete-check.ts, against what `npm run cms` lists now). A
 * photo field opens the same list to choose one (`onChoose`), with nothing to delete there.
 */
import { useEffect, useState } from "react";
import { photoDeleteRefusals } from "#app/content/photo-delete-check.ts";
import { isUnexpectedAnswer, type ContentBackend } from "./content-backend.ts";
import { loadModel } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { buttonClass, problemClass } from "./form-parts.ts";
import { fileOfPhoto, photoName, publishedPhotos } from "./photo-files.ts";
import { PhotoAdder } from "./photo-adder.tsx";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";

interface Props {
  backend: ContentBackend;
  /** Opened from a photo field: a tap on a photo chooses it. */
  onChoose?: (photo: string) => void;
  /** Which entries show which photo now (the editor's model, made afresh); by default asked of `npm run cms` at each delete. */
  photosShown?: typeof loadModel;
}

type Said = { tone: "done" | "problem"; text: string };

const rowClass = "flex min-h-14 items-center gap-3 rounded-xl border-2 border-forest-100 bg-white p-2 text-left";

export function PhotoLibrary({ backend, onChoose, photosShown = loadModel }: Props) {
  const [photos, setPhotos] = useState<string[] | "failed">();
  const [asking, setAsking] = useState<string>();
  const [said, setSaid] = useState<Said>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    publishedPhotos(backend).then(setPhotos, () => setPhotos("failed"));
  }, [backend]);

  /** Why `photo` may not be deleted (a job shows it), asked afresh; none: it may go. */
  const refusalsOf = async (photo: string) => photoDeleteRefusals(photo, (await photosShown()).photosShown ?? []);

  /** Delete pressed: asked only when the answer can be yes; a photo a page shows is refused at once, saying which. */
  async function ask(photo: string) {
    setBusy(true);
    setSaid(undefined);
    try {
      const refusals = await refusalsOf(photo);
      if (refusals.length > 0) return setSaid({ tone: "problem", text: refusals.join(" ") });
      setAsking(photo);
    } catch {
      setSaid({ tone: "problem", text: words.photoNotDeleted });
    } finally {
      setBusy(false);
    }
  }

  /** Deletes `photo` if nothing shows it (checked again: a page may show it since); says why not otherwise. */
  async function remove(photo: string) {
    setBusy(true);
    setAsking(undefined);
    try {
      const refusals = await refusalsOf(photo);
      if (refusals.length > 0) return setSaid({ tone: "problem", text: refusals.join(" ") });
      await backend.publishFiles([{ path: fileOfPhoto(photo), deleted: true }], `Delete ${photoName(photo)}`);
      setSaid({ tone: "done", text: words.photoDeleted(photoName(photo)) });
      setPhotos((now) => (Array.isArray(now) ? now.filter((each) => each !== photo) : now));
    } catch (error) {
      const text = !isUnexpectedAnswer(error) ? words.photoNotDeleted : (error.said ?? words.photoNotDeletedUnexpectedAnswer);
      setSaid({ tone: "problem", text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      {onChoose ? null : <h1 className="text-2xl font-bold text-forest-900">{words.yourPhotos}</h1>}
      {onChoose ? null : (
        <PhotoAdder
          backend={backend}
          onAdded={(photo) =>
            setPhotos((now) => (Array.isArray(now) ? [...new Set([...now, photo])].toSorted((a, b) => a.localeCompare(b)) : now))
          }
        />
      )}
      {said ? (
        <p
          role={said.tone === "problem" ? "alert" : "status"}
          className={said.tone === "problem" ? problemClass : "rounded-md bg-forest-50 px-3 py-2 text-base"}
        >
          {said.text}
        </p>
      ) : null}
      {photos === undefined ? <p className="text-base">{words.openingPhotos}</p> : null}
      {photos === "failed" ? <p className={problemClass}>{words.cannotListPhotos}</p> : null}
      {Array.isArray(photos) && photos.length === 0 ? <p className="text-base">{words.noPhotos}</p> : null}
      {Array.isArray(photos) ? (
        <ul className="grid gap-3">
          {photos.map((photo) => {
            const name = photoName(photo);
            return (
              <li key={photo} className="grid gap-2">
                {onChoose ? (
                  <button
                    type="button"
                    className={`${rowClass} w-full hover:border-forest-500`}
                    aria-label={words.choosePhoto(name)}
                    onClick={() => onChoose(photo)}
                  >
                    <PhotoThumbnail photo={photo} />
                    <span className="text-base font-semibold break-words text-forest-900">{name}</span>
                  </button>
                ) : (
                  <div className={rowClass}>
                    <PhotoThumbnail photo={photo} />
                    <span className="grow text-base font-semibold break-words text-forest-900">{name}</span>
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={busy}
                      aria-label={`${words.deletePhoto}: ${name}`}
                      onClick={() => void ask(photo)}
                    >
                      {words.deletePhoto}
                    </button>
                  </div>
                )}
                {asking === photo ? (
                  <div role="alert" className="grid gap-2 rounded-lg border-2 border-sun-400 bg-sun-300/30 p-3">
                    <p className="text-base">{words.deletePhotoQuestion(name)}</p>
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className={buttonClass} onClick={() => void remove(photo)}>
                        {words.deleteIt}
                      </button>
                      <button type="button" className={buttonClass} onClick={() => setAsking(undefined)}>
                        {words.keepIt}
                      </button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
