import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { MAX_PHOTOS } from "#app/quote/photos/budget.ts";
import type { Photos } from "#app/components/quote-form/use-photos.ts";

const copy = quoteFormCopy.photos;

/** The optional "Photos of the tree" field: a native file picker (camera or gallery), thumbnails, messages. */
export function PhotoPicker({ id, photos }: { id: string; photos: Photos }) {
  const full = photos.photos.length >= MAX_PHOTOS;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-forest-900">
        {copy.label} <span className="font-normal text-slate-600">{quoteFormCopy.optional}</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {copy.hint}
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        aria-describedby={`${id}-hint ${id}-problem`}
        onChange={(event) => {
          photos.add([...(event.target.files ?? [])]);
          event.target.value = ""; // choosing the same photo again still counts as a choice
        }}
        // The browser's own "No file chosen" is hidden: the input is emptied after each choice, and
        // the thumbnails and the count below say what is attached.
        className="mt-2 block w-full text-base text-transparent file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-forest-100 file:px-4 file:font-semibold file:text-forest-900 hover:file:bg-forest-200 disabled:opacity-60"
      />
      <p id={`${id}-problem`} role="alert" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden">
        {photos.problem}
      </p>
      <p role="status" className="mt-1.5 text-sm text-slate-700 empty:hidden">
        {photos.preparing ? copy.preparing : photos.announcement}
      </p>
      {photos.photos.length > 0 && (
        <ul aria-label={copy.listLabel} className="mt-3 flex flex-wrap gap-3">
          {photos.photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.preview}
                alt={copy.thumbnail(index + 1, photo.name)}
                width={96}
                height={96}
                className="size-24 rounded-lg border border-forest-100 object-cover"
              />
              <button
                type="button"
                onClick={() => photos.remove(photo.id)}
                aria-label={copy.remove(index + 1, photo.name)}
                className="absolute -top-2 -right-2 inline-flex size-11 items-center justify-center rounded-full"
              >
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-forest-900 text-white shadow">
                  <Icon name="x" className="size-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
