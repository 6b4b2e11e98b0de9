/**
 * Undo, to any version published before: "Earlier versions" beside Publish lists the versions the open
 * entry was published in (the backend's `versions`), newest first, each with when and which fields
 * differ from the form now (admin/editor/field-changes.ts, as the Decap editor's Earlier versions
 * says them); "Put this version in the form" fills the form with it, kept as a change: nothing is
 * published until Publish.
 */
import { useRef, useState } from "react";
import { fieldChanges, type ChangedField } from "../editor/field-changes.ts";
import { whenPublished } from "../editor/published-at.ts";
import type { ContentBackend } from "./content-backend.ts";
import type { Field } from "./editor-model.ts";
import { fieldsOfFile } from "./entry-file.ts";
import { versionWords, words } from "./editor-words.ts";
import { buttonClass } from "./form-parts.ts";

interface Version {
  at: string;
  fields: Record<string, unknown>;
  /** Where it differs from the form now: the version's value and the form's. */
  differs: ChangedField[];
}

interface Props {
  path: string;
  label: string;
  fields: Field[];
  /** The form's fields now. */
  now: Record<string, unknown> | undefined;
  backend: ContentBackend;
  /** Puts a version's fields in the form; `when` says when it was published. */
  onPut: (fields: Record<string, unknown>, when: string) => void;
}

/** A list's item named as the form names it ("Review 2"), never "item 2". */
const itemName = (list: { label?: string; label_singular?: string } | undefined, position: number) =>
  words.numbered(list?.label_singular ?? list?.label ?? "", position);

/** How many differences a version lists before "and 3 more". */
const LISTED = 5;

/** What differs from the form now, with the values: "Phone number: 0491 570 111 (the form now: 0491 570 222)". */
function DiffersFromForm({ differs }: { differs: ChangedField[] }) {
  if (differs.length === 0) return <p className="text-base">{words.sameAsForm}</p>;
  return (
    <div className="grid gap-1">
      <p className="text-base">{versionWords.differsHere}</p>
      <ul className="grid gap-1 pl-4 text-base">
        {differs.slice(0, LISTED).map((each) => (
          <li key={each.where} className="list-disc break-words">
            {versionWords.differs(each.where, each.saved, each.yours)}
          </li>
        ))}
      </ul>
      {differs.length > LISTED ? <p className="text-base">{versionWords.more(differs.length - LISTED)}</p> : null}
    </div>
  );
}

export function EarlierVersions({ path, label, fields, now, backend, onPut }: Props) {
  const panel = useRef<HTMLDialogElement>(null);
  const [versions, setVersions] = useState<Version[] | "looking" | "failed">("looking");
  const open = async () => {
    setVersions("looking");
    panel.current?.showModal();
    try {
      const published = await backend.versions(path);
      const newestFirst = published.toSorted((a, b) => b.at.localeCompare(a.at));
      // Each version's fields as the form has them (a post's front matter and text); one that cannot be read is left out.
      const read = await Promise.all(
        newestFirst.map(async (version) => {
          try {
            const data = await fieldsOfFile(path, version.text);
            // From the form now to the version: `saved` is the version's value, `yours` the form's.
            const differs = fieldChanges(fields, now ?? {}, data, now ?? {}, itemName);
            return [{ at: version.at, fields: data, differs }];
          } catch {
            return [];
          }
        }),
      );
      setVersions(read.flat());
    } catch {
      setVersions("failed");
    }
  };
  const put = (version: Version) => {
    panel.current?.close();
    onPut(version.fields, whenPublished(version.at));
  };
  const said =
    versions === "looking"
      ? words.lookingUp
      : versions === "failed"
        ? words.versionsCannotLookUp
        : versions.length === 0
          ? words.noVersions
          : words.versionsNewestFirst;
  return (
    <>
      <button type="button" className={buttonClass} onClick={() => void open()}>
        {words.earlierVersions}
      </button>
      <dialog
        ref={panel}
        aria-labelledby="versions-title"
        className="m-auto max-h-[85vh] w-[min(calc(100%-2rem),40rem)] overflow-y-auto rounded-xl border-2 border-forest-700 bg-white p-5 text-forest-950 backdrop:bg-black/50"
      >
        <div className="grid gap-3">
          <h2 id="versions-title" className="text-xl font-bold">
            {words.earlierVersionsOf(label)}
          </h2>
          <p className="text-base">{said}</p>
          {Array.isArray(versions) && versions.length > 0 ? (
            <ol className="grid gap-3">
              {versions.map((version, position) => (
                <li key={`${version.at}-${position}`} className="grid gap-2 rounded-lg border-2 border-forest-100 p-3" data-version>
                  <p className="font-semibold">{words.publishedWhen(whenPublished(version.at))}</p>
                  <DiffersFromForm differs={version.differs} />
                  {version.differs.length > 0 ? (
                    <button type="button" className={`${buttonClass} justify-self-start`} onClick={() => put(version)}>
                      {words.putInForm}
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
          <button type="button" className={`${buttonClass} justify-self-start`} onClick={() => panel.current?.close()}>
            {words.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
