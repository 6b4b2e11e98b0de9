/**
 * What the owner can do with the form as a whole, at its foot: Delete (an entry of a folder, once it
 * has a file: ./delete-question.tsx), and in the bar that stays in view, the preview, Earlier versions
 * (./earlier-versions.tsx) and Publish.
 */
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { ContentBackend } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { EarlierVersions } from "./earlier-versions.tsx";
import type { DeleteOutcome } from "./entry-delete.ts";
import { DeleteEntry } from "./delete-question.tsx";
import { hasPreview } from "./entry-preview.tsx";
import { buttonClass } from "./form-parts.ts";

interface Props {
  entry: EntryRef;
  /** The file the form is seen as: a new entry's as it will be published (its preview before its first Publish). */
  previewPath: string;
  backend: ContentBackend;
  index: ContentIndex;
  /** The folder's word for one ("Job"): the entry may be deleted. */
  singular: string | undefined;
  /** A new entry's form: no file yet, so no versions. */
  adding: boolean;
  /** The form's fields now (none until it is filled). */
  now: Record<string, unknown> | undefined;
  /** What Publish says while it works ("Checking…"). */
  busy: string | undefined;
  canPublish: boolean;
  previewing: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onPut: (fields: Record<string, unknown>, when: string) => void;
  onDeleted: (outcome: DeleteOutcome) => void;
}

export function EntryActions(props: Props) {
  const { entry, backend, index, singular, now } = props;
  return (
    <>
      {singular && now ? (
        <DeleteEntry entry={entry} singular={singular} backend={backend} index={index} onOutcome={props.onDeleted} />
      ) : null}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-3 border-t-2 border-forest-100 bg-paper/95 px-4 py-3">
        {hasPreview(props.previewPath) ? (
          <button type="button" className={buttonClass} onClick={props.onPreview}>
            {props.previewing ? words.hidePreview : words.preview}
          </button>
        ) : null}
        {props.adding ? null : (
          <EarlierVersions path={entry.path} label={entry.label} fields={entry.fields} now={now} backend={backend} onPut={props.onPut} />
        )}
        <button
          type="button"
          disabled={!props.canPublish}
          onClick={props.onPublish}
          className="ml-auto inline-flex min-h-12 min-w-28 items-center justify-center rounded-lg bg-sun-400 px-6 text-lg font-bold text-forest-950 shadow-sm disabled:opacity-60"
        >
          {props.busy ?? words.publish}
        </button>
      </div>
    </>
  );
}
