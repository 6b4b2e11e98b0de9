/**
 * Adding a photo to the library on its own (not in a form): prepared as in a form (./photo-pick.ts)
 * and published at once; one named as a photo there asks first, and put in its place is written over
 * it at once (the owner's guide, section 5: "from Media at the top, at once").
 */
import { useState } from "react";
import { sameNameWords } from "../editor/same-name-words.ts";
import type { ContentBackend } from "./content-backend.ts";
import { words } from "./editor-words.ts";
import { ownCopyShown } from "./pending-photos.ts";
import { fileOfPhoto } from "./photo-files.ts";
import { PhotoPicker, Preparing, Refused, SameNameQuestion, Told } from "./photo-notes.tsx";
import type { Picked } from "./photo-pick.ts";

type Ready = Extract<Picked, { kind: "ready" }>;
type Step =
  | { kind: "preparing"; name: string }
  | { kind: "refused"; text: string }
  | { kind: "asking"; picked: Ready }
  | { kind: "said"; title: string; text: string };

export function PhotoAdder({ backend, onAdded }: { backend: ContentBackend; onAdded: (photo: string) => void }) {
  const [step, setStep] = useState<Step>();
  const [warning, setWarning] = useState<string>();

  /** Publishes the photo at once; `title` and `text` say so. */
  async function publish(picked: Ready, title: string, text: string) {
    try {
      await backend.publishFiles(
        [{ path: fileOfPhoto(picked.photo), bytes: new Uint8Array(await picked.bytes.arrayBuffer()) }],
        `Add ${picked.name}`,
      );
      ownCopyShown(picked.photo, picked.bytes);
      setStep({ kind: "said", title, text });
      onAdded(picked.photo);
    } catch {
      setStep({ kind: "refused", text: words.photoCannotCheck });
    }
  }

  async function pick(file: File) {
    setWarning(undefined);
    setStep({ kind: "preparing", name: file.name });
    const picked = await import("./photo-pick.ts").then(
      ({ preparePicked }) => preparePicked(file, backend, () => false),
      (): Picked => ({ kind: "refused", text: words.photoNotPrepared(file.name) }),
    );
    if (picked.kind === "refused") return setStep({ kind: "refused", text: picked.text });
    setWarning(picked.warning);
    if (picked.sameName) return setStep({ kind: "asking", picked });
    await publish(picked, words.photoAdded(picked.name), words.photoAddedNote);
  }

  const answer = async (replace: boolean) => {
    if (step?.kind !== "asking") return;
    const { picked } = step;
    if (!replace) {
      setWarning(undefined);
      return setStep({ kind: "said", title: sameNameWords.keptTitle(picked.name), text: sameNameWords.keptText });
    }
    await publish(picked, sameNameWords.replacedTitle(picked.name, false), sameNameWords.replacedText(picked.name));
  };

  return (
    <div className="grid gap-3">
      <PhotoPicker label={words.addPhotoNow} disabled={step?.kind === "preparing"} onPick={(file) => void pick(file)} />
      {step?.kind === "preparing" ? <Preparing name={step.name} /> : null}
      {step?.kind === "refused" ? <Refused text={step.text} /> : null}
      {warning ? <Told title={words.photoSmall} text={warning} warning /> : null}
      {step?.kind === "asking" ? (
        <SameNameQuestion name={step.picked.name} inForm={false} onAnswer={(replace) => void answer(replace)} />
      ) : null}
      {step?.kind === "said" ? <Told title={step.title} text={step.text} /> : null}
    </div>
  );
}
