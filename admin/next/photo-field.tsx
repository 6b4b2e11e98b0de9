/**
 * A photo field (a job's photo, a post's top photo): the photo small with what it shows, and the
 * phone's own file picker (camera or library; an iPhone's HEIC too), or a photo chosen from those
 * published (./photo-library.tsx). A photo picked is prepared at once (./photo-pick.ts), shown, and
 * kept on the phone until it is published with the form in the same publish (./pending-photos.ts);
 * one named as a photo there asks first whether it takes that one's place (the owner's guide, section 5).
 */
import { useRef, useState, useSyncExternalStore } from "react";
import { sameNameWords } from "../editor/same-name-words.ts";
import type { Field } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { buttonClass, type FormContext } from "./form-parts.ts";
import { photoName, isPhoto } from "./photo-files.ts";
import { PhotoLibrary } from "./photo-library.tsx";
import { PhotoPicker, Preparing, Refused, SameNameQuestion, Told } from "./photo-notes.tsx";
import type { Picked } from "./photo-pick.ts";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";

interface Props {
  field: Field;
  /** The file input's id: the field's label names it. */
  id: string;
  described?: string;
  value: unknown;
  /** The list item the photo is in: what it shows is said beside it. */
  item?: unknown;
  onChange: (photo: string) => void;
  form: FormContext;
}

type Step =
  | { kind: "preparing"; name: string }
  | { kind: "refused"; text: string }
  | { kind: "asking"; picked: Extract<Picked, { kind: "ready" }> }
  | { kind: "said"; title: string; text: string };

const descriptionOf = (item: unknown) => {
  const alt = item && typeof item === "object" ? (item as Record<string, unknown>).alt : undefined;
  return typeof alt === "string" && alt.trim() ? alt : words.noDescriptionYet;
};

const noPending = { has: () => false, subscribe: () => () => undefined, keeping: () => "kept" as const };

export function PhotoField({ field, id, described, value, item, onChange, form }: Props) {
  const photo = isPhoto(value) ? value : undefined;
  const photos = form.photos;
  const pending = photos?.pending ?? noPending;
  // Redrawn when a photo kept from an earlier visit is back (its own copy shown), and once the device says whether it keeps one picked.
  const isWaiting = () => (photo && pending.has(photo) ? pending.keeping(photo) : undefined);
  const waiting = useSyncExternalStore(pending.subscribe, isWaiting, isWaiting);
  const [step, setStep] = useState<Step>();
  const [warning, setWarning] = useState<string>();
  const library = useRef<HTMLDialogElement>(null);
  const [choosing, setChoosing] = useState(false);

  const take = async (picked: Extract<Picked, { kind: "ready" }>) => {
    const keeping = photos?.pending.add(picked.photo, picked.bytes);
    onChange(picked.photo);
    await keeping;
  };

  async function pick(file: File) {
    if (!photos) return;
    setWarning(undefined);
    setStep({ kind: "preparing", name: file.name });
    const picked = await import("./photo-pick.ts").then(
      ({ preparePicked }) => preparePicked(file, photos.backend, (there) => photos.pending.has(there) && there !== photo),
      // Its code could not be loaded (the connection dropped): nothing taken.
      (): Picked => ({ kind: "refused", text: words.photoNotPrepared(file.name) }),
    );
    if (picked.kind === "refused") return setStep({ kind: "refused", text: picked.text });
    setWarning(picked.warning);
    if (picked.sameName) return setStep({ kind: "asking", picked });
    setStep(undefined);
    await take(picked);
  }

  const answer = async (replace: boolean) => {
    if (step?.kind !== "asking") return;
    const { picked } = step;
    if (!replace) {
      setWarning(undefined);
      return setStep({ kind: "said", title: sameNameWords.keptTitle(picked.name), text: sameNameWords.keptText });
    }
    setStep({ kind: "said", title: sameNameWords.replacedTitle(picked.name, true), text: sameNameWords.replacedText(picked.name) });
    await take(picked);
  };

  const openLibrary = () => {
    setChoosing(true);
    library.current?.showModal();
  };
  const closeLibrary = () => {
    library.current?.close();
    setChoosing(false);
  };

  return (
    <div className="grid gap-3">
      {photo ? (
        <figure className="flex items-center gap-3">
          <PhotoThumbnail photo={photo} />
          <figcaption className="grid gap-0.5 text-base">
            <span className="font-semibold break-words text-forest-900">{photoName(photo)}</span>
            {item === undefined ? null : <span className="text-slate-700">{descriptionOf(item)}</span>}
          </figcaption>
        </figure>
      ) : (
        <p className="text-base text-slate-600">{words.noPhotoYet}</p>
      )}
      {waiting === "kept" || waiting === "not kept" ? (
        <p className="rounded-md bg-sun-300/40 px-3 py-2 text-base text-forest-950">
          {waiting === "kept" ? words.photoWaiting : words.photoWaitingNotKept}
        </p>
      ) : null}
      {step?.kind === "preparing" ? <Preparing name={step.name} /> : null}
      {step?.kind === "refused" ? <Refused text={step.text} /> : null}
      {warning ? <Told title={words.photoSmall} text={warning} warning /> : null}
      {step?.kind === "asking" ? <SameNameQuestion name={step.picked.name} inForm onAnswer={(replace) => void answer(replace)} /> : null}
      {step?.kind === "said" ? <Told title={step.title} text={step.text} /> : null}
      {photos ? (
        <div className="flex flex-wrap gap-2">
          <PhotoPicker
            id={id}
            described={described}
            label={photo ? words.changePhoto : words.takePhoto}
            disabled={step?.kind === "preparing"}
            onPick={(file) => void pick(file)}
          />
          <button type="button" className={buttonClass} onClick={openLibrary}>
            {words.chooseFromPhotos}
          </button>
          {photo && field.required === false ? (
            <button type="button" className={buttonClass} onClick={() => onChange("")}>
              {words.takePhotoOff}
            </button>
          ) : null}
        </div>
      ) : null}
      {photos ? (
        <dialog
          ref={library}
          onClose={() => setChoosing(false)}
          className="m-auto w-[min(100%-1rem,40rem)] rounded-xl p-4 backdrop:bg-forest-950/50"
        >
          <div className="grid gap-4">
            <div className="flex items-center justify-between gap-3">
              <p className="text-xl font-bold text-forest-900">{words.chooseFromPhotos}</p>
              <button type="button" className={buttonClass} onClick={closeLibrary}>
                {words.close}
              </button>
            </div>
            {choosing ? (
              <PhotoLibrary
                backend={photos.backend}
                onChoose={(chosen) => {
                  setStep(undefined);
                  setWarning(undefined);
                  onChange(chosen);
                  closeLibrary();
                }}
              />
            ) : null}
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
