/**
 * "Delete" on an entry of a folder (never on the single files): a question in plain words, in a
 * `<dialog>`, saying what leaves the site; then the delete, checked and published (./entry-delete.ts).
 */
import { useRef, useState } from "react";
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { ContentBackend } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { buttonClass } from "./form-parts.ts";
import type { DeleteOutcome } from "./entry-delete.ts";

const dangerClass =
  "inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg border-2 border-red-700 bg-white px-4 text-base font-semibold text-red-800 disabled:opacity-60";

interface Props {
  entry: EntryRef;
  singular: string;
  backend: ContentBackend;
  index: ContentIndex;
  /** What the delete came to. */
  onOutcome: (outcome: DeleteOutcome) => void;
}

export function DeleteEntry({ entry, singular, backend, index, onOutcome }: Props) {
  const question = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = async () => {
    question.current?.close();
    setBusy(true);
    try {
      const { deleteEntry } = await import("./entry-delete.ts");
      onOutcome(await deleteEntry(backend, entry, singular, index));
    } catch {
      onOutcome({ deleted: false, said: words.notDeletedNoConnection });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={`${dangerClass} justify-self-start`} disabled={busy} onClick={() => question.current?.showModal()}>
        {busy ? words.deleting : words.delete}
      </button>
      <dialog
        ref={question}
        aria-labelledby="delete-question"
        className="m-auto w-[min(calc(100%-2rem),36rem)] rounded-xl border-2 border-red-700 bg-white p-5 text-forest-950 backdrop:bg-black/50"
      >
        <div className="grid gap-3">
          <h2 id="delete-question" className="text-xl font-bold">
            {words.deleteQuestion(singular, entry.label)}
          </h2>
          <p className="text-base">{words.deleteLeaves(entry.collection)}</p>
          <p className="text-base">{words.deleteNoUndo}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={dangerClass} onClick={() => void confirmed()}>
              {words.deleteIt}
            </button>
            <button type="button" className={buttonClass} onClick={() => question.current?.close()}>
              {words.keepIt}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
