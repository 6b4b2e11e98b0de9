/**
 * An entry whose file was changed by hand and can no longer be read (not valid JSON): no fields, for
 * empty ones would not be what is published; what happened, in the words Decap's editor says it
 * (../editor/broken-entry-words.ts); and, once the failed build offers it, the version last published
 * to put back (./build-watch.ts), which rebuilds the site.
 */
import { useContext, useEffect, useRef, useState } from "react";
import { putBackLabel } from "../editor/build-outcome.ts";
import { brokenText, brokenTitle } from "../editor/broken-entry-words.ts";
import { BuildsContext } from "./build-watch.ts";
import { buttonClass } from "./form-parts.ts";

export function BrokenFile({ label, path, onRestored }: { label: string; path: string; onRestored: () => void }) {
  const { restorable, restore } = useContext(BuildsContext);
  const [busy, setBusy] = useState(false);
  const version = restorable.find((each) => each.file === path);
  // No longer offered: put back (from this note or the build's notice above), or mended by hand, and being built: read again.
  const wasOffered = useRef(false);
  useEffect(() => {
    if (wasOffered.current && !version) onRestored();
    wasOffered.current = version !== undefined;
  }, [version, onRestored]);
  return (
    <section role="alert" className="grid gap-3 rounded-xl border-l-8 border-red-700 bg-red-50 p-4 text-base text-red-900">
      <p className="font-semibold">{brokenTitle(label)}</p>
      <p>{brokenText(label, version ? "below" : undefined)}</p>
      {version ? (
        <button
          type="button"
          disabled={busy}
          className={`${buttonClass} text-left`}
          onClick={() => {
            setBusy(true);
            void restore(version).then((back) => {
              setBusy(false);
              if (back) onRestored();
            });
          }}
        >
          {putBackLabel(version)}
        </button>
      ) : null}
    </section>
  );
}
