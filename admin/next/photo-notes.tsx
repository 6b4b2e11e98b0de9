/** What a photo field and the photo library say about a photo picked: being prepared, refused, small, or named as one there (the question). */
import { sameNameWords } from "../editor/same-name-words.ts";
import { words } from "./editor-words.ts";
import { buttonClass, problemClass } from "./form-parts.ts";

export function Preparing({ name }: { name: string }) {
  return (
    <p role="status" className="rounded-md bg-forest-50 px-3 py-2 text-base">
      {words.preparingPhoto(name)}
    </p>
  );
}

export function Refused({ text }: { text: string }) {
  return (
    <div role="alert" className={problemClass}>
      <p className="font-bold">{words.photoNotAdded}</p>
      <p>{text}</p>
    </div>
  );
}

/** A sentence with a title: a small photo's warning, or what the owner's answer came to. */
export function Told({ title, text, warning }: { title: string; text: string; warning?: boolean }) {
  return (
    <div role="status" className={`rounded-md px-3 py-2 text-base ${warning ? "bg-sun-300/40 text-forest-950" : "bg-forest-50"}`}>
      <p className="font-bold">{title}</p>
      <p>{text}</p>
    </div>
  );
}

/** "hedge.webp is already in your photos. Put the photo you picked in its place?": in a form, written with its Publish; in the library, at once. */
export function SameNameQuestion(props: { name: string; inForm: boolean; onAnswer: (replace: boolean) => void }) {
  const { name, inForm, onAnswer } = props;
  return (
    <div role="alert" className="grid gap-2 rounded-lg border-2 border-sun-400 bg-white p-3 text-base">
      <p className="font-bold">{sameNameWords.title(name)}</p>
      <p>{inForm ? words.samePhotoQuestion(name) : sameNameWords.question(name, false)}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={() => onAnswer(true)}>
          {sameNameWords.replace}
        </button>
        <button type="button" className={buttonClass} onClick={() => onAnswer(false)}>
          {sameNameWords.keep}
        </button>
      </div>
    </div>
  );
}

/** The phone's own picker (camera or library: no `capture`, which would offer the camera alone), as a button. */
export function PhotoPicker(props: { id?: string; described?: string; label: string; disabled: boolean; onPick: (file: File) => void }) {
  return (
    <label className={`${buttonClass} relative cursor-pointer focus-within:outline-3`}>
      {props.label}
      <input
        id={props.id}
        type="file"
        accept="image/*,.heic,.heif"
        aria-describedby={props.described}
        disabled={props.disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) props.onPick(file);
        }}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
    </label>
  );
}
